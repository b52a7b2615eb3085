import { ProviderRpcError } from './providerErrors'

/** One JSON-RPC request to a node, its error kept with its code and data (a revert's reason travels in `data`). */
export async function rpc(url: string, method: string, params: unknown): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    })
  } catch (error) {
    throw new ProviderRpcError(-32603, `The demo wallet could not reach the node at ${url}: ${error}`)
  }
  const body = (await response.json().catch(() => null)) as {
    result?: unknown
    error?: { code: number; message: string; data?: unknown }
  } | null
  if (!body)
    throw new ProviderRpcError(-32603, `The node at ${url} answered ${response.status} without JSON-RPC.`)
  if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data)
  return body.result
}
