import { useCallback, useEffect, useRef, useState } from 'react'
import { afterPaint } from '../../../lib/afterPaint'
import { useStore } from '../../../lib/useStore'
import { mobileLinkStore } from '../state/savedEntries'
import { openWalletLink } from '../walletconnect/deepLink'
import type { PairingState } from '../walletconnect/pairing'
import {
  abandonPendingConnect,
  connectInstalled,
  isUserRejection,
  rememberPendingPairing,
  setPairedWallet,
  WalletNotInstalledError,
  walletConnectPairing,
} from './connection'
import { type ConnectRoute, needsWalletConnect, routeFor } from './connectRoute'
import type { Platform } from './platform'
import type { AttemptStatus } from './statusText'
import type { WalletEntry } from './walletCatalogue'

/** After following a link, "Opening…" gives way to "Continue in…" once the app has had time to appear. */
const OPENING_MS = 1500

type LinkState = 'none' | 'opening' | 'opened'

interface LocalAttempt {
  wallet: WalletEntry | null
  route: ConnectRoute | null
  status: AttemptStatus
  reason?: string | null
  link: LinkState
  id: number
}

const IDLE: LocalAttempt = { wallet: null, route: null, status: 'idle', link: 'none', id: 0 }

export interface ConnectAttempt {
  wallet: WalletEntry | null
  route: ConnectRoute | null
  status: AttemptStatus
  uri: string | null
  /** A failed installed wallet's own words (spec section 8: "Provider not found.", connector errors). */
  reason?: string | null
}

function reasonOf(error: unknown): string | null {
  const { shortMessage, message } = (error ?? {}) as { shortMessage?: unknown; message?: unknown }
  const reason = typeof shortMessage === 'string' ? shortMessage : message
  return typeof reason === 'string' && reason !== '' ? reason : null
}

function pairingStatus(pairing: PairingState, route: ConnectRoute, link: LinkState): AttemptStatus {
  switch (pairing.phase) {
    case 'ready':
      if (route === 'walletconnect-qr') return 'scan'
      return link === 'opening' ? 'opening' : 'continue-in-app'
    case 'unreachable':
      return 'relay-unreachable'
    case 'failed':
      return 'failed'
    case 'lapsed':
      return 'lapsed'
    default:
      // idle (about to start), creating, expired (a new code is on its way), rejected, connected.
      return 'connecting'
  }
}

function appLink(wallet: WalletEntry, route: ConnectRoute, uri: string): string | null {
  if (route === 'walletconnect-mobile') return wallet.mobile?.getUri(uri) ?? null
  if (route === 'walletconnect-desktop') return wallet.desktop?.getUri(uri) ?? null
  return null
}

export interface ConnectFlowOptions {
  platform: Platform
  prepareWalletConnect: boolean
  onQuietReturn: () => void
  resumed?: { wallet: WalletEntry; route: ConnectRoute } | null
}

export function useConnectFlow({
  platform,
  prepareWalletConnect,
  onQuietReturn,
  resumed,
}: ConnectFlowOptions) {
  const pairing = useStore(walletConnectPairing)
  const [local, setLocal] = useState<LocalAttempt>(() =>
    resumed ? { ...IDLE, wallet: resumed.wallet, route: resumed.route, link: 'opened' } : IDLE,
  )
  const localRef = useRef(local)
  localRef.current = local
  /** Attempt ids only grow, so an answer to an abandoned attempt can never pass for the current one's. */
  const lastId = useRef(0)
  const reset = useCallback(() => {
    localRef.current = { ...IDLE, id: ++lastId.current }
    setLocal(localRef.current)
  }, [])
  const onQuietReturnRef = useRef(onQuietReturn)
  onQuietReturnRef.current = onQuietReturn
  const phone = platform.device === 'phone'

  const follow = useCallback((wallet: WalletEntry, route: ConnectRoute, uri: string) => {
    const href = appLink(wallet, route, uri)
    if (!href || !openWalletLink(href)) return
    rememberPendingPairing(wallet.id, uri)
    // The record WalletConnect reads to bring the same app forward for later requests (signing).
    if (route === 'walletconnect-mobile' && wallet.mobile && wallet.mobile.base !== 'wc:')
      mobileLinkStore.write({ href: wallet.mobile.base, name: wallet.name })
    setLocal((current) => (current.wallet?.id === wallet.id ? { ...current, link: 'opening' } : current))
  }, [])

  const runInstalled = useCallback(
    async (wallet: WalletEntry, id: number) => {
      const status: AttemptStatus =
        phone || wallet.connector?.kind === 'safe' ? 'accept-in-wallet' : 'confirm-extension'
      setLocal((current) => (current.id === id ? { ...current, status } : current))
      try {
        await connectInstalled(wallet)
        // An extension connection has no app to bring forward.
        mobileLinkStore.remove()
      } catch (error) {
        if (localRef.current.id !== id) return
        if (isUserRejection(error)) {
          reset()
          onQuietReturnRef.current()
          return
        }
        const next: AttemptStatus = error instanceof WalletNotInstalledError ? 'not-installed' : 'failed'
        const reason = next === 'failed' ? reasonOf(error) : null
        setLocal((current) => (current.id === id ? { ...current, status: next, reason } : current))
      }
    },
    [phone, reset],
  )

  /** Runs in the tap's handler: on a phone with the URI ready, the app link is followed before anything awaits. */
  const pick = useCallback(
    (wallet: WalletEntry, via?: ConnectRoute): ConnectRoute => {
      const route = via ?? routeFor(wallet, platform)
      const id = ++lastId.current
      const next: LocalAttempt = {
        wallet,
        route,
        id,
        link: 'none',
        status: route === 'not-available' ? 'not-available' : route === 'download' ? 'not-installed' : 'idle',
      }
      localRef.current = next
      setLocal(next)
      if (route === 'injected') void runInstalled(wallet, id)
      else if (needsWalletConnect(route)) {
        setPairedWallet(wallet.id)
        const { phase, uri } = walletConnectPairing.get()
        if (phase === 'ready' && uri && route !== 'walletconnect-qr') follow(wallet, route, uri)
        else walletConnectPairing.start()
      }
      return route
    },
    [platform, runInstalled, follow],
  )

  const retry = useCallback(() => {
    const { wallet, route } = localRef.current
    if (wallet && route) pick(wallet, route)
  }, [pick])

  const openApp = useCallback(() => {
    const { wallet, route } = localRef.current
    const { uri } = walletConnectPairing.get()
    if (wallet && route && uri) follow(wallet, route, uri)
  }, [follow])

  const cancel = reset

  // Phones: the URI must exist before the tap that opens the app (iOS needs the gesture unbroken).
  // Not over a pairing that ran out while the page was gone: that one is said, with Retry. Started
  // once the list has painted: starting it loads the wallet runtime, work the list need not wait for.
  useEffect(() => {
    if (!phone || !prepareWalletConnect) return
    let live = true
    afterPaint(() => {
      if (live && walletConnectPairing.get().phase !== 'lapsed') walletConnectPairing.start()
    })
    return () => {
      live = false
    }
  }, [phone, prepareWalletConnect])

  // A QR code (and its Copy link) hands the URI to whoever scans it.
  useEffect(() => {
    const { wallet, route } = localRef.current
    if (pairing.phase === 'ready' && pairing.uri && wallet && route === 'walletconnect-qr')
      rememberPendingPairing(wallet.id, pairing.uri)
  }, [pairing.phase, pairing.uri])

  useEffect(() => {
    const { wallet, route } = localRef.current
    const wcAttempt = route !== null && needsWalletConnect(route)
    if (pairing.phase === 'rejected') {
      walletConnectPairing.settle()
      if (wcAttempt) {
        reset()
        onQuietReturnRef.current()
      }
      if (phone && prepareWalletConnect) walletConnectPairing.start()
    } else if (pairing.phase === 'expired' && (wcAttempt || (phone && prepareWalletConnect))) {
      // Proposals live a few minutes; a fresh code replaces an expired one without bothering anybody.
      walletConnectPairing.start()
    } else if (pairing.phase === 'ready' && pairing.uri && wallet && route === 'walletconnect-desktop') {
      // A desktop app is opened as soon as its URI exists (the click is recent enough to count).
      if (localRef.current.link === 'none') follow(wallet, route, pairing.uri)
    }
  }, [pairing.phase, pairing.uri, phone, prepareWalletConnect, follow, reset])

  useEffect(() => {
    if (local.link !== 'opening') return
    const timer = setTimeout(
      () => setLocal((current) => (current.link === 'opening' ? { ...current, link: 'opened' } : current)),
      OPENING_MS,
    )
    return () => clearTimeout(timer)
  }, [local.link])

  // Coming back from the wallet app resumes the same attempt: nothing restarts, the URI stays.
  useEffect(() => {
    const onReturn = () => {
      if (document.visibilityState !== 'visible') return
      setLocal((current) => (current.link === 'opening' ? { ...current, link: 'opened' } : current))
    }
    document.addEventListener('visibilitychange', onReturn)
    window.addEventListener('pageshow', onReturn)
    return () => {
      document.removeEventListener('visibilitychange', onReturn)
      window.removeEventListener('pageshow', onReturn)
    }
  }, [])

  useEffect(() => () => abandonPendingConnect(), [])

  const wcRoute = local.route !== null && needsWalletConnect(local.route)
  const attempt: ConnectAttempt = {
    wallet: local.wallet,
    route: local.route,
    status: wcRoute && local.route ? pairingStatus(pairing, local.route, local.link) : local.status,
    uri: wcRoute ? pairing.uri : null,
    reason: wcRoute ? null : (local.reason ?? null),
  }
  return { attempt, pick, retry, openApp, cancel }
}
