import {
  type Address,
  type Hex,
  isAddress,
  isAddressEqual,
  isHex,
  type TypedDataDefinition,
  toHex,
} from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { createBatches } from './batches'
import { errors, fail, ProviderRpcError, providerErrorOf } from './providerErrors'
import { callOf, checkCapabilities, isRelayed, quantity } from './requests'
import { rpc } from './rpc'
import { DEMO_WALLET_STORAGE_KEY, readSavedState, type SavedState as State } from './savedState'
import { createSender } from './sending'
import type { DemoChain, Emit, Prompt, PromptAnswer, RequestArguments } from './types'

/** Free of React and of the app's config, so the unit tests drive it with their own chain, storage and answers. */

export interface DemoWalletOptions {
  keys: readonly Hex[]
  chains: readonly DemoChain[]
  ask: (prompt: Prompt) => Promise<PromptAnswer>
  emit: Emit
  /** Where the site's permission, the account and the chain are kept across reloads. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>
  origin?: string
  pollMs?: number
  /** The phone wallet page: the person approved the WalletConnect session there; nothing is loaded or saved. */
  session?: { account: number; chainId: number }
}

export function createDemoWallet({
  keys,
  chains,
  ask,
  emit,
  storage,
  origin = typeof location === 'undefined' ? 'unknown' : location.origin,
  pollMs = 250,
  session,
}: DemoWalletOptions): (args: RequestArguments) => Promise<unknown> {
  // Derived on first use: a reload needs one account, and each costs a visible moment on a phone.
  const derived = new Map<number, PrivateKeyAccount>()
  const accountAt = (index: number): PrivateKeyAccount => {
    const known = derived.get(index)
    if (known) return known
    const created = privateKeyToAccount(keys[index] as Hex)
    derived.set(index, created)
    return created
  }
  const firstChain = chains[0]
  if (!firstChain) throw new Error('The demo wallet needs at least one chain with an RPC URL.')
  const state: State = session ? { connected: true, ...session } : load()
  const send = createSender()
  const batches = createBatches(send, pollMs)

  function load(): State {
    const fallback: State = { connected: false, account: 0, chainId: firstChain?.id ?? 0 }
    const saved = readSavedState(storage)
    if (!saved) return fallback
    return {
      connected: saved.connected === true,
      account:
        Number.isInteger(saved.account) && keys[saved.account as number] ? (saved.account as number) : 0,
      chainId: chains.some((chain) => chain.id === saved.chainId)
        ? (saved.chainId as number)
        : fallback.chainId,
    }
  }

  function save(): void {
    if (session) return
    try {
      storage?.setItem(DEMO_WALLET_STORAGE_KEY, JSON.stringify(state))
    } catch {
      // Storage blocked: the wallet forgets the site on reload, as a private window would.
    }
  }

  const account = (): PrivateKeyAccount => accountAt(state.account)
  const chain = (): DemoChain => chains.find((known) => known.id === state.chainId) ?? firstChain
  const read = (method: string, params?: unknown) => rpc(chain().rpcUrl, method, params)

  async function confirm(prompt: Prompt): Promise<number> {
    const answer = await ask(prompt)
    if (!answer) return fail(errors.rejected())
    return answer.accountIndex
  }

  function checkSigner(address: unknown): PrivateKeyAccount {
    if (!state.connected) fail(errors.unauthorized())
    if (typeof address !== 'string' || !isAddress(address, { strict: false }))
      fail(errors.invalidParams(`Expected the signer's address, got ${JSON.stringify(address)}.`))
    if (!isAddressEqual(address as Address, account().address)) fail(errors.unauthorized())
    return account()
  }

  async function connect(): Promise<void> {
    const chosen = await confirm({
      kind: 'connect',
      origin,
      accounts: keys.map((_, index) => accountAt(index).address),
      selected: state.account,
    })
    const changed = !state.connected || chosen !== state.account
    state.connected = true
    state.account = chosen
    save()
    if (changed) emit('accountsChanged', [account().address])
  }

  function permission() {
    return {
      parentCapability: 'eth_accounts',
      invoker: origin,
      date: Date.now(),
      caveats: [{ type: 'restrictReturnedAccounts', value: [account().address] }],
    }
  }

  function switchChain(params: readonly unknown[]): null {
    const hex = (params[0] as { chainId?: unknown } | undefined)?.chainId
    if (typeof hex !== 'string' || !isHex(hex) || hex === '0x')
      return fail(errors.invalidParams(`Expected [{ chainId: <hex> }], got ${JSON.stringify(params[0])}.`))
    const target = chains.find((known) => known.id === Number(hex))
    if (!target) return fail(errors.unknownChain(hex))
    if (target.id !== state.chainId) {
      state.chainId = target.id
      save()
      emit('chainChanged', toHex(target.id))
    }
    return null
  }

  async function sendTransaction([tx]: readonly unknown[]): Promise<Hex> {
    if (typeof tx !== 'object' || tx === null) return fail(errors.invalidParams('Expected [transaction].'))
    const fields = tx as Record<string, unknown>
    const from = checkSigner(fields.from ?? account().address)
    const requested = quantity(fields.chainId, 'chainId')
    if (requested !== undefined && Number(requested) !== state.chainId)
      fail(
        errors.invalidParams(`The transaction is for chain ${requested}, the wallet is on ${state.chainId}.`),
      )
    const call = callOf(fields)
    const on = chain()
    await confirm({ kind: 'transaction', account: from.address, chain: on, call })
    return send(from, on, fields, call)
  }

  /** EIP-5792: one prompt for the whole batch, which batches.ts then sends. */
  async function sendCalls([request]: readonly unknown[]): Promise<{ id: string }> {
    if (typeof request !== 'object' || request === null)
      return fail(errors.invalidParams('Expected [{ version, chainId, calls }].'))
    const { calls, chainId, from, id: wanted, capabilities } = request as Record<string, unknown>
    const signer = checkSigner(from ?? account().address)
    if (quantity(chainId, 'chainId') !== BigInt(state.chainId))
      fail(
        new ProviderRpcError(5710, `The demo wallet is on chain ${state.chainId}, not ${String(chainId)}.`),
      )
    if (!Array.isArray(calls) || calls.length === 0)
      return fail(errors.invalidParams('wallet_sendCalls needs at least one call.'))
    checkCapabilities(capabilities)
    for (const call of calls) checkCapabilities((call as { capabilities?: unknown } | null)?.capabilities)
    const fields = calls.map(
      (call) => (typeof call === 'object' && call ? call : {}) as Record<string, unknown>,
    )
    const requests = fields.map(callOf)
    if (typeof wanted === 'string' && batches.has(wanted))
      fail(new ProviderRpcError(5720, `A batch with id ${wanted} exists already.`))
    const id =
      typeof wanted === 'string' && wanted ? wanted : toHex(crypto.getRandomValues(new Uint8Array(32)))
    const on = chain()
    await confirm({ kind: 'calls', account: signer.address, chain: on, calls: requests })
    batches.start(id, signer, on, fields, requests)
    return { id }
  }

  function capabilities([, wanted]: readonly unknown[]) {
    const ids = Array.isArray(wanted) ? wanted.map((id) => Number(id)) : chains.map((known) => known.id)
    return Object.fromEntries(
      chains
        .filter((known) => ids.includes(known.id))
        .map((known) => [toHex(known.id), { atomic: { status: 'supported' } }]),
    )
  }

  async function dispatch(method: string, params: readonly unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_chainId':
        return toHex(state.chainId)
      case 'net_version':
        return String(state.chainId)
      case 'eth_accounts':
        return state.connected ? [account().address] : []
      case 'eth_requestAccounts':
        // Like an extension: a site already connected gets the account without another prompt.
        if (!state.connected) await connect()
        return [account().address]
      case 'wallet_requestPermissions':
        if (!(params[0] && typeof params[0] === 'object' && 'eth_accounts' in params[0]))
          return fail(errors.invalidParams('The demo wallet can only grant eth_accounts.'))
        await connect()
        return [permission()]
      case 'wallet_getPermissions':
        return state.connected ? [permission()] : []
      case 'wallet_revokePermissions':
        if (state.connected) {
          state.connected = false
          save()
          emit('accountsChanged', [])
        }
        return null
      case 'wallet_switchEthereumChain':
        return switchChain(params)
      case 'wallet_addEthereumChain':
        // Only chains it already knows: the demo wallet reaches the nodes of the app's config, no others.
        return switchChain(params)
      case 'personal_sign': {
        const [message, address] = params
        const signer = checkSigner(address)
        if (typeof message !== 'string') return fail(errors.invalidParams('Expected [message, address].'))
        const raw = isHex(message) ? message : toHex(message)
        await confirm({ kind: 'message', account: signer.address, message: raw })
        return signer.signMessage({ message: { raw } })
      }
      case 'eth_signTypedData_v4': {
        const [address, data] = params
        const signer = checkSigner(address)
        let typedData: TypedDataDefinition
        try {
          typedData = (typeof data === 'string' ? JSON.parse(data) : data) as TypedDataDefinition
        } catch {
          return fail(errors.invalidParams('Expected [address, typed data as JSON].'))
        }
        await confirm({ kind: 'typedData', account: signer.address, typedData })
        try {
          return await signer.signTypedData(typedData)
        } catch (error) {
          return fail(errors.invalidParams(`Invalid typed data: ${providerErrorOf(error).message}`))
        }
      }
      case 'eth_sendTransaction':
        return sendTransaction(params)
      case 'wallet_getCapabilities':
        return capabilities(params)
      case 'wallet_sendCalls':
        return sendCalls(params)
      case 'wallet_getCallsStatus':
        return batches.status(params)
    }
    if (!isRelayed(method)) return fail(errors.unsupported(method))
    return read(method, params)
  }

  return (args) => {
    if (typeof args !== 'object' || args === null || typeof args.method !== 'string')
      return Promise.reject(new ProviderRpcError(-32600, 'Expected { method: string, params?: unknown }.'))
    return dispatch(args.method, Array.isArray(args.params) ? args.params : [])
  }
}
