import type { Address } from 'viem'
import type { DemoChain } from './types'

interface Namespace {
  chains?: string[]
  methods?: string[]
  events?: string[]
}

export interface Proposal {
  proposer: { metadata: { name: string; url: string } }
  requiredNamespaces?: Record<string, Namespace>
  optionalNamespaces?: Record<string, Namespace>
}

export interface PhoneSession {
  topic: string
  name: string
  url: string
  address: Address
  chains: string[]
}

export const chainKey = (id: number) => `eip155:${id}`

/** The chains a proposal asks for (required then optional), once each. */
export function proposedChains(proposal: Proposal): string[] {
  const asked = [proposal.requiredNamespaces?.eip155, proposal.optionalNamespaces?.eip155]
  return [...new Set(asked.flatMap((namespace) => namespace?.chains ?? []))]
}

/** Throws when a chain the app requires is not one the wallet reaches; what it cannot do is refused per request. */
export function sessionNamespaces(
  proposal: Proposal,
  address: Address,
  chains: readonly DemoChain[],
): { eip155: { chains: string[]; accounts: string[]; methods: string[]; events: string[] } } {
  const wanted = proposedChains(proposal)
  const missing = (proposal.requiredNamespaces?.eip155?.chains ?? []).filter(
    (chain) => !chains.some((known) => chainKey(known.id) === chain),
  )
  if (missing.length > 0)
    throw new Error(`The app requires chains this wallet cannot reach: ${missing.join(', ')}.`)
  const granted = chains.map((known) => chainKey(known.id)).filter((chain) => wanted.includes(chain))
  if (granted.length === 0) throw new Error('The app asks for no chain this wallet can reach.')
  const asked = [proposal.requiredNamespaces?.eip155, proposal.optionalNamespaces?.eip155]
  return {
    eip155: {
      chains: granted,
      accounts: granted.map((chain) => `${chain}:${address}`),
      methods: [...new Set(asked.flatMap((namespace) => namespace?.methods ?? []))],
      events: [...new Set(asked.flatMap((namespace) => namespace?.events ?? []))],
    },
  }
}
