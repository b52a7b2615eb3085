import { SignClient } from '@walletconnect/sign-client'
import { type Address, type Hex, isHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createStore, type Readable } from '@/lib/createStore'
import {
  chainKey,
  type PhoneSession,
  type Proposal,
  proposedChains,
  sessionNamespaces,
} from './phoneSessions'
import { ProviderRpcError } from './providerErrors'
import type { DemoChain, PromptAnswer, RequestArguments } from './types'
import type { ShownPrompt } from './WalletPrompt'
import { createDemoWallet } from './wallet'

/**
 * WalletConnect's wallet SDK with the demo keys, as a wallet app on a phone would be. Requests are answered
 * by the demo wallet's own handling (wallet.ts), so the two sign and send the same way.
 */

export const PHONE_WALLET_NAME = 'Phone wallet (demo)'

/** Its WalletConnect storage, apart from the app's own SDK in another tab of the same origin. */
const STORAGE_PREFIX = 'yarm-phone-wallet'

type Client = Awaited<ReturnType<typeof SignClient.init>>

export interface PhoneWalletState {
  status: 'starting' | 'ready' | 'failed'
  note: { text: string; error: boolean } | null
  sessions: PhoneSession[]
}

export interface PhoneWalletOptions {
  keys: readonly Hex[]
  chains: readonly DemoChain[]
  relayUrl: string | undefined
  projectId: string
  ask: (prompt: ShownPrompt) => Promise<PromptAnswer>
}

export interface PhoneWallet extends Readable<PhoneWalletState> {
  pair(uri: string): Promise<void>
  disconnect(topic: string): Promise<void>
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

export function createPhoneWallet({
  keys,
  chains,
  relayUrl,
  projectId,
  ask,
}: PhoneWalletOptions): PhoneWallet {
  const addresses = keys.map((key) => privateKeyToAccount(key).address)
  const chainName = (chain: string) => chains.find((known) => chainKey(known.id) === chain)?.name ?? chain
  const store = createStore<PhoneWalletState>({ status: 'starting', note: null, sessions: [] })
  const update = (next: Partial<PhoneWalletState>) => store.set((state) => ({ ...state, ...next }))
  const note = (text: string, error = false) => update({ note: { text, error } })

  let client: Client | undefined
  const started = SignClient.init({
    projectId,
    ...(relayUrl ? { relayUrl } : {}),
    customStoragePrefix: STORAGE_PREFIX,
    telemetryEnabled: false,
    logger: 'silent',
    metadata: {
      name: PHONE_WALLET_NAME,
      description: 'A stand-in for a wallet app on a phone, for trying WalletConnect with the demo accounts',
      url: typeof location === 'undefined' ? 'http://localhost' : location.origin,
      icons: [],
    },
  }).then(
    (created) => {
      client = created
      // Verify is WalletConnect's online service: the demo reaches nothing outside this machine.
      created.core.verify.resolve = async () => undefined as never
      created.on('session_proposal', (event) => void onProposal(created, event.id, event.params as Proposal))
      created.on('session_request', (event) => void onRequest(created, event))
      created.on('session_delete', () => {
        note('The app ended a session.')
        refresh(created)
      })
      created.on('session_expire', () => refresh(created))
      refresh(created)
      update({ status: 'ready' })
      return created
    },
    (error: unknown) => {
      update({
        status: 'failed',
        note: { text: `Could not start the wallet: ${errorText(error)}`, error: true },
      })
      throw error
    },
  )

  function refresh(from: Client) {
    const sessions = from.session.getAll().map((session): PhoneSession => {
      const accounts = session.namespaces.eip155?.accounts ?? []
      const sessionChains =
        session.namespaces.eip155?.chains ??
        accounts.map((account) => account.split(':').slice(0, 2).join(':'))
      return {
        topic: session.topic,
        name: session.peer.metadata.name,
        url: session.peer.metadata.url,
        address: (accounts[0]?.split(':')[2] ?? '') as Address,
        chains: [...new Set(sessionChains)].map(chainName),
      }
    })
    update({ sessions })
  }

  async function onProposal(from: Client, id: number, proposal: Proposal) {
    const { name, url } = proposal.proposer.metadata
    const reachable = proposedChains(proposal).filter((chain) =>
      chains.some((known) => chainKey(known.id) === chain),
    )
    const answer = await ask({
      kind: 'session',
      name,
      url,
      chains: reachable.map(chainName),
      accounts: addresses,
      selected: 0,
    })
    try {
      if (!answer) {
        await from.reject({ id, reason: { code: 5000, message: 'User rejected.' } })
        note(`Rejected the connection from ${name}.`)
        return
      }
      const address = addresses[answer.accountIndex] as Address
      let namespaces: ReturnType<typeof sessionNamespaces>
      try {
        namespaces = sessionNamespaces(proposal, address, chains)
      } catch (error) {
        await from.reject({ id, reason: { code: 5100, message: errorText(error) } })
        note(errorText(error), true)
        return
      }
      const { acknowledged } = await from.approve({ id, namespaces })
      await acknowledged()
      refresh(from)
      note(`Connected to ${name}.`)
    } catch (error) {
      note(`The connection to ${name} failed: ${errorText(error)}`, true)
    }
  }

  /** One demo wallet per account and chain, connected as the session says (the nonce queue is per wallet). */
  const wallets = new Map<string, (args: RequestArguments) => Promise<unknown>>()
  function walletFor(account: number, chainId: number) {
    const key = `${account}:${chainId}`
    let wallet = wallets.get(key)
    if (!wallet) {
      wallet = createDemoWallet({
        keys,
        chains,
        ask,
        emit: () => {},
        session: { account, chainId },
        origin: 'the app',
      })
      wallets.set(key, wallet)
    }
    return wallet
  }

  /**
   * The SDK switches to a chain the session already has on its own (the wallet is not asked); it asks the
   * wallet only for another chain. One the wallet reaches is added to the session once the person confirms.
   */
  async function switchChain(from: Client, topic: string, name: string, params: unknown): Promise<null> {
    const hex = (Array.isArray(params) ? (params[0] as { chainId?: unknown } | undefined) : undefined)
      ?.chainId
    if (typeof hex !== 'string' || !isHex(hex) || hex === '0x')
      throw new ProviderRpcError(-32602, 'Expected [{ chainId: <hex> }].')
    const target = chainKey(Number(hex))
    if (!chains.some((known) => chainKey(known.id) === target))
      throw new ProviderRpcError(4902, `This wallet cannot reach chain ${Number(hex)}.`)
    if (!(await ask({ kind: 'switchChain', name, chain: chainName(target) })))
      throw new ProviderRpcError(4001, 'The user rejected the request.')
    const namespace = from.session.get(topic).namespaces.eip155
    if (namespace && !(namespace.chains ?? []).includes(target)) {
      const address = namespace.accounts[0]?.split(':')[2] ?? ''
      const { acknowledged } = await from.update({
        topic,
        namespaces: {
          eip155: {
            ...namespace,
            chains: [...(namespace.chains ?? []), target],
            accounts: [...namespace.accounts, `${target}:${address}`],
          },
        },
      })
      await acknowledged()
      refresh(from)
    }
    await from.emit({ topic, chainId: target, event: { name: 'chainChanged', data: Number(hex) } })
    return null
  }

  async function onRequest(
    from: Client,
    {
      id,
      topic,
      params,
    }: { id: number; topic: string; params: { request: RequestArguments; chainId: string } },
  ) {
    const { request, chainId } = params
    let name = 'The app'
    let response:
      | { id: number; jsonrpc: '2.0'; result: unknown }
      | { id: number; jsonrpc: '2.0'; error: { code: number; message: string } }
    try {
      const session = from.session.get(topic)
      name = session.peer.metadata.name
      const address = session.namespaces.eip155?.accounts[0]?.split(':')[2] ?? ''
      const account = addresses.findIndex((known) => known.toLowerCase() === address.toLowerCase())
      if (account < 0) throw new ProviderRpcError(4100, 'The session’s account is not one of this wallet’s.')
      const result =
        request.method === 'wallet_switchEthereumChain'
          ? await switchChain(from, topic, name, request.params)
          : await walletFor(account, Number(chainId.split(':')[1]))(request)
      response = { id, jsonrpc: '2.0', result }
      note(`Answered ${request.method} for ${name}.`)
    } catch (error) {
      const code = error instanceof ProviderRpcError ? error.code : -32603
      response = { id, jsonrpc: '2.0', error: { code, message: errorText(error) } }
      note(
        code === 4001
          ? `Rejected ${request.method} for ${name}.`
          : `${request.method} failed: ${errorText(error)}`,
        code !== 4001,
      )
    }
    try {
      await from.respond({ topic, response })
    } catch (error) {
      note(`Could not answer ${name}: ${errorText(error)}`, true)
    }
  }

  return {
    get: store.get,
    subscribe: store.subscribe,
    async pair(uri) {
      const link = uri.trim()
      if (!/^wc:[0-9a-f]{64}@2\?/.test(link)) {
        note(
          'That is not a WalletConnect link: it starts with wc: (Copy link in the app’s QR step gives one).',
          true,
        )
        return
      }
      try {
        const ready = client ?? (await started)
        note('Paired. Waiting for the app’s connection request…')
        await ready.pair({ uri: link })
      } catch (error) {
        note(`Could not pair: ${errorText(error)}`, true)
      }
    },
    async disconnect(topic) {
      if (!client) return
      const name = store.get().sessions.find((session) => session.topic === topic)?.name ?? 'the app'
      try {
        await client.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })
        note(`Disconnected from ${name}.`)
      } catch (error) {
        note(`Could not disconnect: ${errorText(error)}`, true)
      }
      refresh(client)
    },
  }
}
