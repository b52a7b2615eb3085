import type { Connector } from 'wagmi'
import { connect, getAccount } from 'wagmi/actions'
import { walletConnect } from 'wagmi/connectors'
import { config } from '@/config'
import { wagmiConfig } from '../runtime/wagmiConfig'
import { walletSends } from '../transactions/transactions'
import { readNonce } from './resume/chainEffect'
import type { HistoryEvent, HistoryRecord } from './resume/pendingRequest'

let connector: Connector | undefined

/**
 * WalletConnect, created only when a wallet that needs it is chosen: creating it loads its SDK
 * (~475 KB) and opens a relay connection, which nobody who uses an extension should pay for. Added to
 * the config's connectors so that wagmi reconnects it after a reload.
 */
export function ensureWalletConnect(): Connector {
  if (connector) return connector
  watchCoreWhenMade()
  const ownRelay = config.walletConnectRelayUrl
  const created = wagmiConfig._internal.connectors.setup(
    walletConnect({
      projectId: config.walletConnectProjectId,
      // The demo and the journeys run a relay on this machine; nothing else of WalletConnect's is reached.
      ...(ownRelay ? { relayUrl: ownRelay, telemetryEnabled: false } : {}),
      // Our own modal shows the QR code; the SDK's would pull in @reown/appkit.
      showQrModal: false,
      metadata: {
        name: config.appName,
        description: 'Your Voice becomes Your Yield',
        url: config.siteUrl,
        icons: [`${config.siteUrl}/icons/icon-192.png`],
      },
    }),
  )
  wagmiConfig._internal.connectors.setState((connectors) => [...connectors, created])
  connector = created
  // A phone wallet may send while the page is gone: its sender's count is read before it is asked, so a
  // reloaded page can tell whether it sent (takeUpRequest). Other wallets answer in the page: nothing to read.
  walletSends.countWith((send) =>
    getAccount(wagmiConfig).connector?.uid === created.uid
      ? readNonce(send.account, send.chainId)
      : Promise.resolve(undefined),
  )
  void created.getProvider().then(
    (provider) => {
      sdk = provider as unknown as SdkHolder
      if (ownRelay) withoutVerify(provider)
      watchRelay(sdk)
    },
    () => {},
  )
  return created
}

/** Where WalletConnect's core keeps itself, one per page, from the moment it is made (before it starts). */
const CORE_KEY = '_walletConnectCore_'
const HISTORY_EVENTS: HistoryEvent[] = ['history_created', 'history_updated']
const followers = () => import('./resume/pendingRequest')

/**
 * Catches the SDK's core as it is made, to follow its request history before the relay connection opens:
 * after a reload the relay hands over what it held (a wallet's answers) as soon as the SDK subscribes again,
 * sooner than the provider that holds the core is given to the app. What comes before the code that follows
 * it (pendingRequest, loaded alongside the SDK) is kept for it.
 */
function watchCoreWhenMade() {
  const holder = globalThis as Record<string, unknown>
  if (Object.getOwnPropertyDescriptor(holder, CORE_KEY)?.set) return
  void followers().catch(() => {})
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
      let follower: Follower | undefined
      const early: ((module: Follower) => void)[] = []
      const pass = (deliver: (module: Follower) => void) => {
        if (follower) deliver(follower)
        else early.push(deliver)
      }
      for (const event of HISTORY_EVENTS)
        history.on(event, (record) => {
          const send = walletSends.current()
          pass((module) => module.onHistory(event, record, send))
        })
      // The relay's messages themselves: an answer whose request the SDK's history lost (see onRelayMessage).
      relayer?.on('relayer_message', (message) => pass((module) => void module.onRelayMessage(made, message)))
      if (relayer) watchCatchUp(relayer, () => pass((module) => void module.onRelayCaughtUp()))
      followers().then(
        (module) => {
          follower = module
          for (const deliver of early.splice(0)) deliver(module)
        },
        () => {},
      )
    },
  })
}

type Follower = typeof import('./resume/pendingRequest')

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

interface HistoryHolder {
  on(event: HistoryEvent, listener: (record: HistoryRecord) => void): void
}

interface Relayer {
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
  signer?: { client?: { core?: { relayer?: Relayer; history?: { pending: unknown[] } } } }
}

/** The provider once the SDK has started. */
let sdk: SdkHolder | undefined

/** Whether the SDK's socket to the relay is up: 'down' while it has lost it (and keeps trying). */
export type RelayState = 'unknown' | 'up' | 'down'
let relayState: RelayState = 'unknown'
const relayListeners = new Set<() => void>()
const setRelayState = (next: RelayState) => {
  if (next === relayState) return
  relayState = next
  for (const listener of relayListeners) listener()
}

/** The relay connection as the account modal shows it (useSyncExternalStore). */
export const relayConnection = {
  getState: (): RelayState => relayState,
  subscribe(listener: () => void) {
    relayListeners.add(listener)
    return () => {
      relayListeners.delete(listener)
    }
  },
}

function watchRelay(holder: SdkHolder) {
  const relayer = holder.signer?.client?.core?.relayer
  if (!relayer) return
  setRelayState(relayer.connected ? 'up' : 'unknown')
  relayer.on('relayer_connect', () => {
    if (sdk === holder) setRelayState('up')
  })
  relayer.on('relayer_disconnect', () => {
    if (sdk === holder) setRelayState('down')
  })
}

/** Whether a request (a signature, a transaction) sent through WalletConnect still awaits the wallet's answer. */
export function hasPendingWalletConnectRequest(): boolean {
  return (sdk?.signer?.client?.core?.history?.pending.length ?? 0) > 0
}

/**
 * Asks the relay again at once: a socket a phone suspended is opened again, a live one restarted (it may
 * be dead without knowing it); either way the SDK subscribes again and the relay hands over what it held.
 */
export async function refreshRelay(): Promise<void> {
  const relayer = sdk?.signer?.client?.core?.relayer
  if (!relayer) return
  if (relayer.connected) {
    await relayer.restartTransport()
    return
  }
  // A try the SDK began while the page was away can hang on a socket that never opens (the phone had
  // suspended the network) until its own timeout, 15 s, which transportOpen would wait for: it is ended
  // now, and the SDK's next try, about a second later, runs with the page in front.
  if (relayer.connectionAttemptInProgress) relayer.provider?.events?.emit('disconnect')
  await relayer.transportOpen()
}

interface VerifyHolder {
  signer?: { client?: { core?: { verify?: { register: (...args: never[]) => Promise<string> } } } }
}

/**
 * The SDK asks WalletConnect's verify service (in a hidden frame) to attest each proposal and request,
 * and waits up to 5 s for an answer that cannot come from a machine without the internet: every URI and
 * every signature request would start 5 s late. Set before the first proposal: wagmi's connect awaits the
 * same provider promise after this reaction runs.
 */
function withoutVerify(provider: unknown) {
  const verify = (provider as VerifyHolder).signer?.client?.core?.verify
  if (verify) verify.register = async () => ''
}

/**
 * Forgets a connector whose SDK never produced a URI (the relay was unreachable): wagmi caches the
 * provider it is initialising, stuck or failed, so a retry needs a new connector.
 */
export function resetWalletConnect(): void {
  const stale = connector
  if (!stale) return
  connector = undefined
  sdk = undefined
  setRelayState('unknown')
  wagmiConfig._internal.connectors.setState((connectors) =>
    connectors.filter((candidate) => candidate.uid !== stale.uid),
  )
}

/** A WalletConnect session from an earlier visit, to be restored before wagmi reconnects. */
export function hadWalletConnectSession(): boolean {
  try {
    const chainsRequested = JSON.parse(localStorage.getItem('wagmi.walletConnect.requestedChains') ?? '[]')
    return Array.isArray(chainsRequested) && chainsRequested.length > 0
  } catch {
    return false
  }
}

interface SettledSession {
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

export class PairingLapsedError extends Error {
  override name = 'PairingLapsedError' as const
}

/**
 * Waits, with the SDK started, for the answer to a pairing handed out before the page reloaded: the relay
 * holds the wallet's approval for the pairing topic the SDK subscribes to again, and the SDK settles the
 * session with no connect() waiting for it. That session is then given to the provider and wagmi connects
 * through it. Fails with PairingLapsedError once the proposal has run out, with the wallet's error if it refused.
 */
export async function adoptPendingSession(pairingTopic: string, expiresAt: number): Promise<void> {
  const connector = ensureWalletConnect()
  const provider = (await connector.getProvider()) as unknown as ProviderInternals
  const { onPairingRefused } = await followers()
  const { signer } = provider
  const session = await new Promise<SettledSession>((resolve, reject) => {
    let stopRefused: (() => void) | undefined
    const finish = (outcome: () => void) => {
      clearTimeout(timer)
      stopRefused?.()
      signer.client.off('session_connect', onConnect)
      outcome()
    }
    const onConnect = ({ session }: { session: SettledSession }) => {
      if (session.pairingTopic === pairingTopic) finish(() => resolve(session))
    }
    const timer = setTimeout(
      () => finish(() => reject(new PairingLapsedError('The pairing expired'))),
      Math.max(0, expiresAt - Date.now()),
    )
    signer.client.on('session_connect', onConnect)
    // Settled before this listener was there (while the SDK started).
    const settled = signer.client.session
      .getAll()
      .find((candidate) => candidate.pairingTopic === pairingTopic)
    if (settled) {
      finish(() => resolve(settled))
      return
    }
    // The wallet said no while the page was gone: the relay held that too (its code tells a person's refusal).
    stopRefused = onPairingRefused(pairingTopic, (refusal) =>
      finish(() => reject(Object.assign(new Error(refusal.message), { code: refusal.code }))),
    )
  })
  if (signer.session?.topic !== session.topic) {
    signer.session = session
    signer.namespaces = { ...session.requiredNamespaces }
    signer.optionalNamespaces = { ...session.optionalNamespaces }
    await signer.persist('namespaces', signer.namespaces)
    await signer.persist('optionalNamespaces', signer.optionalNamespaces)
    signer.onConnect()
    const accounts = Object.values(session.namespaces).flatMap((namespace) => namespace.accounts)
    provider.setChainIds(accounts)
    provider.setAccounts(accounts)
  }
  // wagmi's connector takes a session as its own only if it asked for these chains (else it ends it).
  await wagmiConfig.storage?.setItem(
    'walletConnect.requestedChains',
    wagmiConfig.chains.map((chain) => chain.id),
  )
  await connect(wagmiConfig, { connector })
}
