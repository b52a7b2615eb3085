/** anvil's evm_increaseTime, then a block so reads see it: a withdrawal delay of days can be passed in the demo. */
export async function moveChainTime(rpcUrl: string, seconds: number): Promise<Date> {
  await call(rpcUrl, 'evm_increaseTime', [seconds])
  await call(rpcUrl, 'evm_mine', [])
  const block = (await call(rpcUrl, 'eth_getBlockByNumber', ['latest', false])) as { timestamp: string }
  return new Date(Number(block.timestamp) * 1000)
}

async function call(rpcUrl: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(`${method} on ${rpcUrl}: ${body.error.message}`)
  return body.result
}
