import {
  type Address,
  createWalletClient,
  custom,
  defineChain,
  type Hex,
  isAddress,
  isAddressEqual,
  isHex,
  type SendTransactionParameters,
  type TypedDataDefinition,
  toHex,
} from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import type { Emit, RequestArguments } from './announce'

/**
 * The demo wallet's request handling (EIP-1193), kept free of React and of the app's config so the
 * unit tests drive it with their own chain, storage and answers to the prompts.
 */

/** An EIP-1193 error: viem and wagmi map it by `code` (4001: the user refused). */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError' as const
  readonly code: number
  readonly data: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

export interface DemoChain {
  id: number
  name: string
  rpcUrl: string
}

/** A call as the page asked for it, for the prompt to show. */
export interface CallRequest {
  to: Address | undefined
  value: bigint
  data: Hex | undefined
}

/** What a prompt asks the person; each opens its own dialog. */
export type Prompt =
  | { kind: 'connect'; origin: string; accounts: readonly Address[]; selected: number }
  | { kind: 'message'; account: Address; message: Hex }
  | { kind: 'typedData'; account: Address; typedData: TypedDataDefinition }
  | { kind: 'transaction'; account: Address; chain: DemoChain; call: CallRequest }
  | { kind: 'calls'; account: Address; chain: DemoChain; calls: readonly CallRequest[] }

/** null: rejected. Confirmed: the account chosen (connect) or the one in use (the rest). */
export type PromptAnswer = { accountIndex: number } | null

export interface DemoWalletOptions {
  keys: readonly Hex[]
  /** The chains it can reach, the first being where it starts. */
  chains: readonly DemoChain[]
  ask: (prompt: Prompt) => Promise<PromptAnswer>
  emit: Emit
  /** Where the site's permission, the account and the chain are kept across reloads. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>
  origin?: string
  /** How long to wait between receipt polls of a batch's transactions. */
  pollMs?: number
  /**
   * Already connected with this account on this chain, without asking (the phone wallet page: the person
   * approved the WalletConnect session there). Nothing is loaded from or saved to storage then.
   */
  session?: { account: number; chainId: number }
}

interface State {
  connected: boolean
  account: number
  chainId: number
}

/** EIP-5792 v2 status codes. */
const CALLS = { pending: 100, confirmed: 200, offchainFailure: 400, reverted: 500, partiallyReverted: 600 }

interface Batch {
  chainId: number
  status: number
  atomic: boolean
  receipts: unknown[]
}

const STORAGE_KEY = 'yarm.demoWallet'

const errors = {
  rejected: () => new ProviderRpcError(4001, 'The user rejected the request.'),
  unauthorized: () =>
    new ProviderRpcError(
      4100,
      'The site is not connected to the demo wallet, or the account is not its own.',
    ),
  unsupported: (method: string) => new ProviderRpcError(4200, `The demo wallet does not support ${method}.`),
  unknownChain: (chainId: string) =>
    new ProviderRpcError(
      4902,
      `The demo wallet does not know chain ${chainId}. It knows Base and Arbitrum One.`,
    ),
  invalidParams: (message: string) => new ProviderRpcError(-32602, message),
}

const fail = (error: ProviderRpcError): never => {
  throw error
}

/** Read-only methods relayed to the chain's node as they are; signing ones are the wallet's own. */
const isRelayed = (method: string) =>
  (method.startsWith('eth_') &&
    !/^eth_(sign|signTransaction|sendTransaction|accounts|requestAccounts)/.test(method)) ||
  method === 'net_version' ||
  method === 'web3_clientVersion'

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

/** The node's own error inside viem's wrapping (the deepest with a code), so the page sees the revert. */
function providerErrorOf(error: unknown): ProviderRpcError {
  let found: ProviderRpcError | undefined
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (current instanceof ProviderRpcError) found = current
  }
  if (found) return found
  const shortMessage = (error as { shortMessage?: unknown } | null)?.shortMessage
  return new ProviderRpcError(-32603, typeof shortMessage === 'string' ? shortMessage : String(error))
}

const quantity = (value: unknown, field: string): bigint | undefined => {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string' && isHex(value) && value !== '0x') return BigInt(value)
  return fail(errors.invalidParams(`${field} must be a hex quantity, got ${JSON.stringify(value)}.`))
}

function callOf(fields: Record<string, unknown>): CallRequest {
  const { to } = fields
  if (to !== undefined && to !== null && (typeof to !== 'string' || !isAddress(to, { strict: false })))
    fail(errors.invalidParams(`to must be an address, got ${JSON.stringify(to)}.`))
  const data = fields.data ?? fields.input
  if (data !== undefined && data !== null && (typeof data !== 'string' || !isHex(data)))
    fail(errors.invalidParams(`data must be hex, got ${JSON.stringify(data)}.`))
  return {
    to: (to ?? undefined) as Address | undefined,
    value: quantity(fields.value, 'value') ?? 0n,
    data: (data ?? undefined) as Hex | undefined,
  }
}

/** Unknown capabilities are refused unless the page marked them optional (EIP-5792). */
function checkCapabilities(capabilities: unknown): void {
  if (typeof capabilities !== 'object' || capabilities === null) return
  for (const [name, value] of Object.entries(capabilities)) {
    if ((value as { optional?: unknown } | null)?.optional !== true)
      fail(new ProviderRpcError(5700, `The demo wallet does not support the capability ${name}.`))
  }
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
  const accounts = keys.map((key) => privateKeyToAccount(key))
  const firstChain = chains[0]
  if (!firstChain) throw new Error('The demo wallet needs at least one chain with an RPC URL.')
  const state: State = session ? { connected: true, ...session } : load()
  const batches = new Map<string, Batch>()
  /** Transactions go out one at a time, so two sent together do not take the same nonce. */
  let sending: Promise<unknown> = Promise.resolve()

  function load(): State {
    const fallback: State = { connected: false, account: 0, chainId: firstChain?.id ?? 0 }
    try {
      const saved = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null') as Partial<State> | null
      if (!saved) return fallback
      return {
        connected: saved.connected === true,
        account:
          Number.isInteger(saved.account) && accounts[saved.account as number]
            ? (saved.account as number)
            : 0,
        chainId: chains.some((chain) => chain.id === saved.chainId)
          ? (saved.chainId as number)
          : fallback.chainId,
      }
    } catch {
      return fallback
    }
  }

  function save(): void {
    if (session) return
    try {
      storage?.setItem(STORAGE_KEY, JSON.stringify(state))
    } catch {
      // Storage blocked: the wallet forgets the site on reload, as a private window would.
    }
  }

  const account = (): PrivateKeyAccount => accounts[state.account] as PrivateKeyAccount
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
      accounts: accounts.map(({ address }) => address),
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

  async function send(
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

  async function waitForReceipt(on: DemoChain, hash: Hex): Promise<{ status?: string }> {
    for (;;) {
      const receipt = (await rpc(on.rpcUrl, 'eth_getTransactionReceipt', [hash]).catch(() => null)) as {
        status?: string
      } | null
      if (receipt) return receipt
      await new Promise((resolve) => setTimeout(resolve, pollMs))
    }
  }

  /**
   * EIP-5792: one prompt for the whole batch. The demo wallet is a plain account (an EOA), so it sends
   * the calls as ordinary transactions one after the other, each once the one before is mined, and
   * stops at the first that fails. That is not atomic, though it reports `atomic` support so the
   * app's batching path can be tried; a partial failure says so (600, atomic false).
   */
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
    const batch: Batch = { chainId: on.id, status: CALLS.pending, atomic: true, receipts: [] }
    batches.set(id, batch)
    void (async () => {
      for (const [index, call] of requests.entries()) {
        let receipt: { status?: string }
        try {
          receipt = await waitForReceipt(on, await send(signer, on, fields[index] ?? {}, call))
        } catch {
          batch.status = index === 0 ? CALLS.offchainFailure : CALLS.partiallyReverted
          batch.atomic = index === 0
          return
        }
        batch.receipts.push(receipt)
        if (receipt.status !== '0x1') {
          batch.status = index === 0 ? CALLS.reverted : CALLS.partiallyReverted
          batch.atomic = index === 0
          return
        }
      }
      batch.status = CALLS.confirmed
    })()
    return { id }
  }

  function callsStatus([id]: readonly unknown[]) {
    const batch = typeof id === 'string' ? batches.get(id) : undefined
    if (!batch) return fail(new ProviderRpcError(5730, `The demo wallet has no batch with id ${String(id)}.`))
    return {
      version: '2.0.0',
      id,
      chainId: toHex(batch.chainId),
      status: batch.status,
      atomic: batch.atomic,
      receipts: batch.status === CALLS.pending ? [] : batch.receipts,
    }
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
        return callsStatus(params)
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
