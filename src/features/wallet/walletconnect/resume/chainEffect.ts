import type { Client } from 'viem'
import { getCode, getTransactionCount } from 'viem/actions'
import { getClient } from 'wagmi/actions'
import { wagmiConfig } from '../../runtime/wagmiConfig'

/**
 * `none`: the account has sent nothing since the request (sending again is safe); `sent`: it has; `unknown`:
 * the chain cannot tell (no count kept, an account with code, a node that does not answer).
 */
export type ChainEffect = 'none' | 'sent' | 'unknown'

export interface EffectReading {
  keptNonce: number | undefined
  nonceNow: number
  /** The account's code: a contract account's count does not move when it sends. */
  code: string | undefined
}

export function judgeEffect({ keptNonce, nonceNow, code }: EffectReading): ChainEffect {
  if (keptNonce === undefined || (code !== undefined && code !== '0x')) return 'unknown'
  return nonceNow > keptNonce ? 'sent' : 'none'
}

type ChainId = (typeof wagmiConfig.chains)[number]['id']

function clientFor(chainId: number): Client {
  // Typed as a plain client: the union of the five chains' clients is too wide for viem's generics.
  const client: Client | undefined = getClient(wagmiConfig, { chainId: chainId as ChainId })
  if (!client) throw new Error(`No client for chain ${chainId}`)
  return client
}

/** The account's transaction count, mempool included: a transaction the wallet has sent moves it at once. */
export function readNonce(account: string, chainId: number): Promise<number> {
  return getTransactionCount(clientFor(chainId), {
    address: account as `0x${string}`,
    blockTag: 'pending',
  })
}

export async function effectSince(request: {
  account: string
  chainId: number
  nonce?: number | undefined
}): Promise<ChainEffect> {
  if (request.nonce === undefined) return 'unknown'
  try {
    const client = clientFor(request.chainId)
    const address = request.account as `0x${string}`
    const [nonceNow, code] = await Promise.all([
      readNonce(request.account, request.chainId),
      getCode(client, { address }),
    ])
    return judgeEffect({ keptNonce: request.nonce, nonceNow, code })
  } catch {
    return 'unknown'
  }
}
