import type { Connector, CreateConnectorFn } from 'wagmi'
import { wagmiConfig } from '../runtime/wagmiConfig'
import type { HistoryEvent, HistoryRecord } from './resume/pendingRequest'

// The one file that reads or writes private fields of WalletConnect's SDK and of wagmi. Each is checked
// against the pinned versions by sdkInternals.test.ts: an upgrade that moves one fails there first.

export function setUpConnector(make: CreateConnectorFn): Connector {
  return wagmiConfig._internal.connectors.setup(make)
}

export function addConnector(connector: Connector): void {
  wagmiConfig._internal.connectors.setState((connectors) => [...connectors, connector])
}

export function removeConnector(uid: string): void {
  wagmiConfig._internal.connectors.setState((connectors) =>
    connectors.filter((candidate) => candidate.uid !== uid),
  )
}

/** zustand's persist middleware, which wagmi's store is made with when it has storage (ours has). */
interface PersistApi {
  hasHydrated(): boolean
  onFinishHydration(listener: () => void): () => void
}

/**
 * Resolves once wagmi has read back what it saved (the connections and the current one). Its storage is read
 * asynchronously: a reconnect started before then starts from nothing ('connecting', not 'reconnecting'), and
 * the saved state landing midway overwrites what it found.
 */
export function wagmiRestored(config: { _internal: { store: unknown } } = wagmiConfig): Promise<void> {
  const { persist } = config._internal.store as { persist?: PersistApi }
  if (!persist || persist.hasHydrated()) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = persist.onFinishHydration(() => {
      stop()
      resolve()
    })
  })
}

/** Where WalletConnect's core keeps itself, one per page, from the moment it is made (before it starts). */
export const CORE_KEY = '_walletConnectCore_'
export const HISTORY_EVENTS: HistoryEvent[] = ['history_created', 'history_updated']

export interface CoreWatch {
  onHistory(event: HistoryEvent, record: HistoryRecord): void
  onRelayMessage(core: unknown, message: { topic: string; message: string }): void
  onCaughtUp(): void
}

/**
 * Catches the SDK's core as it is made: after a reload the relay hands over what it held as soon as the SDK
 * subscribes again, sooner than the provider that holds the core is given to the app.
 */
export function trapCoreWhenMade(watch: CoreWatch): boolean {
  const holder = globalThis as Record<string, unknown>
  if (Object.getOwnPropertyDescriptor(holder, CORE_KEY)?.set) return false
  let core = holder[CORE_KEY]
  const watched = new WeakSet<object>()
  Object.defineProperty(holder, CORE_KEY, {
    configurable: true,
    get: () => core,
    set(made: unknown) {
      core = made
      const { history, relayer } = (made ?? {}) as { history?: HistoryHolder; relayer?: CoreRelayer }
      if (!history || watched.has(history)) return
      watched.add(history)
      for (const event of HISTORY_EVENTS) history.on(event, (record) => watch.onHistory(event, record))
      // The relay's messages themselves: an answer whose request the SDK's history lost (see onRelayMessage).
      relayer?.on('relayer_message', (message) => watch.onRelayMessage(made, message))
      if (relayer) watchCatchUp(relayer, watch.onCaughtUp)
    },
  })
  return true
}

interface HistoryHolder {
  on(event: HistoryEvent, listener: (record: HistoryRecord) => void): void
}

interface CoreRelayer {
  on(event: 'relayer_message', listener: (message: { topic: string; message: string }) => void): void
  onProviderPayload?: (payload: unknown) => Promise<void>
  handleBatchMessageEvents?: (messages: unknown[]) => Promise<void>
  subscriber?: {
    on(event: 'subscription_resubscribed', listener: () => void): void
    pending?: Map<string, unknown>
    values?: { topic: string; relay: { protocol: string } }[]
    /** `irn_batchFetchMessages` for these subscriptions; undefined when the relay did not answer. */
    rpcBatchFetchMessages?: (
      subscriptions: { topic: string; relay: { protocol: string } }[],
    ) => Promise<{ messages?: unknown[]; hasMore?: boolean } | undefined>
  }
}

const FETCH_ROUNDS = 20

/**
 * The relay may push what it holds before or after it answers the subscription, so after
 * `subscription_resubscribed` the held messages are also fetched (`irn_batchFetchMessages`), and the frames
 * still being handled are waited on: none is left unread.
 */
function watchCatchUp(relayer: CoreRelayer, caughtUp: () => void) {
  const { subscriber } = relayer
  const handle = relayer.onProviderPayload?.bind(relayer)
  const takeIn = relayer.handleBatchMessageEvents?.bind(relayer)
  const fetchHeld = subscriber?.rpcBatchFetchMessages?.bind(subscriber)
  if (!subscriber || !handle || !takeIn || !fetchHeld) return
  const handling = new Set<Promise<void>>()
  relayer.onProviderPayload = (payload) => {
    const handled = handle(payload)
    const done = () => handling.delete(handled)
    handled.then(done, done)
    handling.add(handled)
    return handled
  }
  const fetchAll = async () => {
    const subscriptions = subscriber.values ?? []
    for (let round = 0; round < FETCH_ROUNDS && subscriptions.length > 0; round++) {
      const fetched = await fetchHeld(subscriptions)
      // No answer: what the relay holds is not known, so the page is not caught up.
      if (!fetched) return false
      await takeIn(fetched.messages ?? [])
      if (!fetched.hasMore) return true
    }
    return subscriptions.length === 0
  }
  subscriber.on('subscription_resubscribed', () => {
    // A topic it could not subscribe to again may still have messages held.
    if (subscriber.pending?.size) return
    void fetchAll().then(
      async (complete) => {
        if (!complete) return
        await Promise.allSettled([...handling])
        caughtUp()
      },
      () => {},
    )
  })
}

export interface Relayer {
  connected: boolean
  connectionAttemptInProgress?: boolean
  provider?: { events?: { emit(event: 'disconnect'): void } }
  on(event: 'relayer_connect' | 'relayer_disconnect', listener: () => void): void
  transportOpen(): Promise<void>
  restartTransport(): Promise<void>
}

interface SdkHolder {
  signer?: {
    client?: {
      core?: {
        relayer?: Relayer
        history?: { pending: unknown[] }
        verify?: { register: (...args: never[]) => Promise<string> }
      }
    }
  }
}

const coreOf = (provider: unknown) => (provider as SdkHolder | undefined)?.signer?.client?.core

export function relayerOf(provider: unknown): Relayer | undefined {
  return coreOf(provider)?.relayer
}

export function pendingRequestCount(provider: unknown): number {
  return coreOf(provider)?.history?.pending.length ?? 0
}

/**
 * A try the SDK began while the page was away can hang on a socket that never opens (the phone had
 * suspended the network) until its own timeout, 15 s: it is ended now, so the SDK's next try, about a
 * second later, runs with the page in front.
 */
export function endHangingTry(relayer: Relayer): void {
  if (relayer.connectionAttemptInProgress) relayer.provider?.events?.emit('disconnect')
}

/**
 * The SDK's verify service waits up to 5 s for an answer that cannot come without the internet: every URI
 * and signature request would start 5 s late. Set before the first proposal.
 */
export function turnOffVerify(provider: unknown): void {
  const verify = coreOf(provider)?.verify
  if (verify) verify.register = async () => ''
}

export interface SettledSession {
  topic: string
  pairingTopic: string
  namespaces: Record<string, { accounts: string[] }>
  requiredNamespaces?: Record<string, unknown>
  optionalNamespaces?: Record<string, unknown>
}

/** connect() does these steps once the approval it awaits comes; after a reload nobody awaits it, so they are done here. */
interface ProviderInternals {
  signer: {
    session?: SettledSession
    namespaces?: Record<string, unknown>
    optionalNamespaces?: Record<string, unknown>
    persist(key: string, value: unknown): Promise<void>
    onConnect(): void
    client: {
      on(event: 'session_connect', listener: (event: { session: SettledSession }) => void): void
      off(event: 'session_connect', listener: (event: { session: SettledSession }) => void): void
      session: { getAll(): SettledSession[] }
    }
  }
  setChainIds(chains: string[]): void
  setAccounts(accounts: string[]): void
}

export function sessionsOf(provider: unknown) {
  const { client } = (provider as ProviderInternals).signer
  return {
    settled: () => client.session.getAll(),
    onConnect(listener: (event: { session: SettledSession }) => void) {
      client.on('session_connect', listener)
      return () => client.off('session_connect', listener)
    },
  }
}

export async function takeSession(provider: unknown, session: SettledSession): Promise<void> {
  const internals = provider as ProviderInternals
  const { signer } = internals
  if (signer.session?.topic === session.topic) return
  signer.session = session
  signer.namespaces = { ...session.requiredNamespaces }
  signer.optionalNamespaces = { ...session.optionalNamespaces }
  await signer.persist('namespaces', signer.namespaces)
  await signer.persist('optionalNamespaces', signer.optionalNamespaces)
  signer.onConnect()
  const accounts = Object.values(session.namespaces).flatMap((namespace) => namespace.accounts)
  internals.setChainIds(accounts)
  internals.setAccounts(accounts)
}
