import { createPublicClient, type PublicClient } from 'viem'
import { chainById } from '@/chains/chains'
import { rpcTransport } from '@/chains/transports'

const clients = new Map<number, PublicClient>()

/** Carries every public action, so only the dialogs that write load it; a page's reads use yarmReads' bare client. */
export function publicClientFor(chainId: number): PublicClient {
  let client = clients.get(chainId)
  if (client) return client
  const chain = chainById(chainId)
  if (!chain) throw new Error(`Chain ${chainId} is not one of the app's chains`)
  client = createPublicClient({
    chain,
    transport: rpcTransport(chain.rpcUrls.default.http[0] as string),
  }) as PublicClient
  clients.set(chainId, client)
  return client
}
