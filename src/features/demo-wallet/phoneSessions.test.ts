// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { type Proposal, proposedChains, sessionNamespaces } from './phoneSessions'

const chains = [
  { id: 8453, name: 'Base', rpcUrl: 'http://127.0.0.1:8545' },
  { id: 42161, name: 'Arbitrum One', rpcUrl: 'http://127.0.0.1:8546' },
]
const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** What the app's WalletConnect connector proposes: every chain optional (wagmi v3). */
const proposal = (required: string[], optional: string[]): Proposal => ({
  proposer: { metadata: { name: 'Yarm', url: 'http://localhost:4173' } },
  requiredNamespaces: required.length
    ? { eip155: { chains: required, methods: ['personal_sign'], events: ['chainChanged'] } }
    : {},
  optionalNamespaces: {
    eip155: {
      chains: optional,
      methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
      events: ['chainChanged', 'accountsChanged'],
    },
  },
})

describe('the phone wallet’s answer to a session proposal', () => {
  it('grants the account on the chains asked for that it reaches, its first chain leading, with what was asked', () => {
    const asked = proposal([], ['eip155:1', 'eip155:42161', 'eip155:8453', 'eip155:10'])
    expect(proposedChains(asked)).toEqual(['eip155:1', 'eip155:42161', 'eip155:8453', 'eip155:10'])
    expect(sessionNamespaces(asked, address, chains)).toEqual({
      eip155: {
        chains: ['eip155:8453', 'eip155:42161'],
        accounts: [`eip155:8453:${address}`, `eip155:42161:${address}`],
        methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
        events: ['chainChanged', 'accountsChanged'],
      },
    })
  })

  it('refuses a proposal that requires a chain it cannot reach, or asks for none it can', () => {
    expect(() => sessionNamespaces(proposal(['eip155:1'], ['eip155:8453']), address, chains)).toThrow(
      'The app requires chains this wallet cannot reach: eip155:1.',
    )
    expect(() => sessionNamespaces(proposal([], ['eip155:1']), address, chains)).toThrow(
      'The app asks for no chain this wallet can reach.',
    )
  })
})
