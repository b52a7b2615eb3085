import { createWalletClient, custom, defineChain, type Hex, type SendTransactionParameters } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { fail, providerErrorOf } from './providerErrors'
import { quantity } from './requests'
import { rpc } from './rpc'
import type { CallRequest, DemoChain } from './types'

/** A wallet's transaction sender: one transaction at a time, so two sent together do not take the same nonce. */
export function createSender() {
  let sending: Promise<unknown> = Promise.resolve()

  return async function send(
    from: PrivateKeyAccount,
    on: DemoChain,
    fields: Record<string, unknown>,
    call: CallRequest,
  ) {
    const client = createWalletClient({
      account: from,
      chain: defineChain({
        id: on.id,
        name: on.name,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [on.rpcUrl] } },
      }),
      transport: custom(
        { request: ({ method, params }) => rpc(on.rpcUrl, method, params) },
        { retryCount: 0 },
      ),
    })
    const nonce = quantity(fields.nonce, 'nonce')
    const request = {
      ...call,
      gas: quantity(fields.gas ?? fields.gasLimit, 'gas'),
      gasPrice: quantity(fields.gasPrice, 'gasPrice'),
      maxFeePerGas: quantity(fields.maxFeePerGas, 'maxFeePerGas'),
      maxPriorityFeePerGas: quantity(fields.maxPriorityFeePerGas, 'maxPriorityFeePerGas'),
      nonce: nonce === undefined ? undefined : Number(nonce),
    }
    const sent = sending.then(() =>
      // The cast: viem types legacy and EIP-1559 fees as exclusive unions, while a page may send either
      // set (or none, and viem fills them in); viem checks the combination at run time.
      client.sendTransaction(request as SendTransactionParameters),
    )
    sending = sent.catch(() => undefined)
    try {
      return await sent
    } catch (error) {
      return fail(providerErrorOf(error))
    }
  }
}

export type Send = ReturnType<typeof createSender>

export async function waitForReceipt(on: DemoChain, hash: Hex, pollMs: number): Promise<{ status?: string }> {
  for (;;) {
    const receipt = (await rpc(on.rpcUrl, 'eth_getTransactionReceipt', [hash]).catch(() => null)) as {
      status?: string
    } | null
    if (receipt) return receipt
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}
