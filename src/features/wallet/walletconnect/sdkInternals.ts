import type { Connector, CreateConnectorFn } from 'wagmi'
import { wagmiConfig } from '../runtime/wagmiConfig'
import type { HistoryEvent, HistoryRecord } from './resume/pendingRequest'

// The one file that reads or writes private fields of WalletConnect's SDK and of wagmi. Each is checked
// against the pinned versions by sdkInternals.test.ts: an upgrade that moves one fails there first.

/** A connector made by the app, set up in wagmi's config so that wagmi reconnects it after a reload. */
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

/** Where WalletConnect's core keeps itself, one per page, from the moment it is made (before it starts). */
export const CORE_KEY = '_walletConnectCore_'
export const HISTORY_EVENTS: HistoryEvent[] = ['history_created', 'history_updated']

export interface CoreWatch {
  onHistory(event: HistoryEvent, record: HistoryRecord): void
  onRelayMessage(core: unknown, message: { topic: string; message: string }): void
  onCaughtUp(): void
}

/**
 * Catches the SDK's core as it is made, to follow its request history before the relay connection opens:
 * after a reload the relay hands over what it held (a wallet's answers) as soon as the SDK subscribes again,
 * sooner than the provider that holds the core is given to the app. Returns false when already trapped.
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
  /** Handles each frame from the relay; the socket's listener calls it through the instance. */
  onProviderPayload?: (payload: unknown) => Promise<void>
  /** Takes in messages fetched from the relay as if it had pushed them (duplicates are ignored). */
  handleBatchMessageEvents?: (messages: unknown[]) => Promise<void>
  subscriber?: {
    on(event: 'subscription_resubscribed', listener: () => void): void
    /** Topics whose subscription failed, tried again later. */
    pending?: Map<string, unknown>
    /** The topics subscribed to. */
    values?: { topic: string; relay: { protocol: string } }[]
    /** `irn_batchFetchMessages` for these subscriptions; undefined when the relay did not answer. */
    rpcBatchFetchMessages?: (
      subscriptions: { topic: string; relay: { protocol: string } }[],
    ) => Promise<{ messages?: unknown[]; hasMore?: boolean } | undefined>
  }
}

/** Fetch rounds at most, should the relay keep saying it has more. */
const FETCH_ROUNDS = 20

/**
 * Tells once the SDK has taken in what the relay held for its topics when it subscribed again after the page
 * loaded. The relay may push what it holds before or after it answers the subscription, so once the SDK says
 * `subscription_resubscribed` (every topic answered) the held messages are also fetched (`irn_batchFetchMessages`)
 * and taken in; waiting then on the frames still being handled (each one's decryption, history and
 * `relayer_message`) leaves none unread.
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
  /** Set while the SDK's connect loop runs (its tries, and the waits between them). */
  connectionAttemptInProgress?: boolean
  /** The JSON-RPC provider over the socket; its 'disconnect' ends a try under way. */
  provider?: { events?: { emit(event: 'disconnect'): void } }
  on(event: 'relayer_connect' | 'relayer_disconnect', listener: () => void): void
  transportOpen(): Promise<void>
  restartTransport(): Promise<void>
}

/** What the app reads of the SDK under the connector's provider. */
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

/** How many requests sent through the provider still await the wallet's answer. */
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
 * The SDK asks WalletConnect's verify service (in a hidden frame) to attest each proposal and request,
 * and waits up to 5 s for an answer that cannot come from a machine without the internet: every URI and
 * every signature request would start 5 s late. Set before the first proposal: wagmi's connect awaits the
 * same provider promise after this reaction runs.
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

/**
 * The parts of WalletConnect's EthereumProvider (and the UniversalProvider and SignClient under it) that
 * taking up a session needs. Its connect() does the same steps once the approval it awaits comes; after a
 * reload nobody awaits it, so they are done here for the session the SDK settled on its own.
 */
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

/** The sessions the SDK has settled, and a listener for the next; the listener's remover is returned. */
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

/** Gives a session the SDK settled with no connect() waiting to the provider, as its connect() would. */
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
