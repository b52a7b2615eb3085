import {
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { type I18n, useI18n } from '@/i18n/useI18n'
import { lazyComponent } from '@/lib/lazyComponent'
import { breakpoints } from '@/styles/breakpoints'
import { visuallyHidden } from '@/styles/utils.css'
import { Button } from '@/ui/Button/Button'
import { Dialog } from '@/ui/Dialog/Dialog'
import { useViewportWidth } from '@/ui/hooks/useViewportWidth'
import { importRuntime } from '../runtimePort'
import { useWallet } from '../useWallet'
import * as styles from './ConnectDialog.css'
import { ConnectPane } from './ConnectPane'
import { returnCheck, walletConnectPairing } from './connection'
import {
  downloadOffers,
  mobileDownloadPage,
  needsWalletConnect,
  routeFor,
  walletsToGet,
} from './connectRoute'
import { backTarget, type ConnectStep, connectStepReducer, INITIAL_STEP_STATE } from './connectSteps'
import { DownloadOptionsPane } from './DownloadOptionsPane'
import { DownloadPane } from './DownloadPane'
import { GetWalletPane } from './GetWalletPane'
import { InstructionsPane } from './InstructionsPane'
import { IntroPane } from './IntroPane'
import { preloadQrCode } from './LazyQrCode'
import * as pane from './pane.css'
import { FAILED_STATUSES, statusText } from './statusText'
import { type ConnectAttempt, useConnectFlow } from './useConnectFlow'
import { usePlatform } from './usePlatform'
import { useWalletGroups } from './useWalletGroups'
import { WalletList } from './WalletList'
import type { WalletEntry } from './walletCatalogue'
import '@/i18n/lazy/connect'

/**
 * The verify view needs wagmi: it only shows once a wallet has connected, so the runtime is there by then.
 * Loaded on its own so that the list never waits for it; fetched as soon as the runtime reports.
 */
const verifyView = lazyComponent(() => importRuntime().then((runtime) => runtime.loadVerifyView()))

/** Rendered directly once its code is there (suspending would hold it back by React's reveal throttle). */
function VerifyPane(props: { address: string; chainId: number }) {
  const [View] = useState(verifyView.current)
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  )
}

export interface ConnectDialogProps {
  onClose: () => void
}

/** The dialog's name on each step (it is also its visible title). */
function stepTitle(
  step: ConnectStep,
  wallet: WalletEntry | null,
  attempt: ConnectAttempt,
  compact: boolean,
  t: I18n['t'],
) {
  if (!wallet)
    return step === 'LEARN_COMPACT'
      ? t('connect.titleLearn')
      : step === 'GET'
        ? t('connect.titleGet')
        : t('connect.titleConnect')
  switch (step) {
    case 'CONNECT':
      return attempt.route === 'walletconnect-qr' ? statusText('scan', wallet.name, t) : wallet.name
    case 'DOWNLOAD_OPTIONS':
      return t('connect.titleGetWallet', { wallet: wallet.name })
    case 'DOWNLOAD':
      return t('connect.titleInstall', { wallet: wallet.name })
    case 'INSTRUCTIONS_MOBILE':
    case 'INSTRUCTIONS_EXTENSION':
    case 'INSTRUCTIONS_DESKTOP':
      return t('connect.titleGetStarted', { wallet: compact ? wallet.shortName : wallet.name })
    default:
      return t('connect.titleConnect')
  }
}

/**
 * The connect modal (spec sections 2 and 4): two panes on wide screens, one below 768px, a bottom
 * sheet on phones. The step reducer decides what shows; useConnectFlow runs the attempt.
 */
export function ConnectDialog({ onClose }: ConnectDialogProps) {
  const { t } = useI18n()
  const wallet = useWallet()
  const platform = usePlatform()
  const width = useViewportWidth()
  const phone = platform.device === 'phone'
  const compact = phone || (width ?? window.innerWidth) < breakpoints.modalCompact
  const groups = useWalletGroups()
  const entries = useMemo(() => groups.flatMap((group) => group.wallets), [groups])
  // A pairing handed to a wallet before the page reloaded opens on that wallet's pane.
  const [resumed] = useState(() => {
    const walletId = walletConnectPairing.getState().resumedWalletId
    const entry = entries.find((candidate) => candidate.id === walletId)
    const route = entry ? routeFor(entry, platform) : null
    return entry && route && needsWalletConnect(route) ? { wallet: entry, route } : null
  })
  const [steps, dispatch] = useReducer(connectStepReducer, resumed, (from) =>
    from ? { ...INITIAL_STEP_STATE, step: 'CONNECT' as const, walletId: from.wallet.id } : INITIAL_STEP_STATE,
  )
  const onQuietReturn = useCallback(() => dispatch({ type: 'reset' }), [])
  const { returned } = useSyncExternalStore(returnCheck.subscribe, returnCheck.getState)
  const flow = useConnectFlow({
    platform,
    prepareWalletConnect: phone && entries.some((entry) => needsWalletConnect(routeFor(entry, platform))),
    onQuietReturn,
    resumed,
  })
  const { attempt } = flow
  const selected =
    entries.find((entry) => entry.id === steps.walletId) ??
    (attempt.wallet?.id === steps.walletId ? attempt.wallet : null)
  const verifying = wallet.status === 'unauthenticated' && wallet.address !== null && wallet.chainId !== null

  const paneRef = useRef<HTMLDivElement>(null)
  // A step change can remove the focused control (the row or button that led here): focus the new pane.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change, reading only refs and the DOM.
  useLayoutEffect(() => {
    const target = paneRef.current
    const dialog = target?.closest('dialog')
    const active = document.activeElement
    if (!target || !dialog || (active && active !== document.body && dialog.contains(active))) return
    target.focus()
  }, [steps.step, verifying])

  // Steps that lead to a QR code fetch its encoder while the WalletConnect SDK or the person is busy.
  useEffect(() => {
    if (wallet.ready) verifyView.prefetch()
  }, [wallet.ready])

  const qrAhead = steps.step === 'DOWNLOAD_OPTIONS' || attempt.route === 'walletconnect-qr'
  useEffect(() => {
    if (qrAhead) void preloadQrCode()
  }, [qrAhead])

  const pick = (entry: WalletEntry) => {
    const route = flow.pick(entry)
    dispatch({
      type: 'pickWallet',
      walletId: entry.id,
      target: route === 'download' ? 'DOWNLOAD_OPTIONS' : 'CONNECT',
    })
  }
  const back = verifying ? null : backTarget(steps, compact)
  const goBack = () => {
    if (back === 'NONE' || back === 'LEARN_COMPACT' || back === 'GET') flow.cancel()
    dispatch({ type: 'back', compact })
  }
  const connectVia = (route: 'walletconnect-qr' | 'walletconnect-desktop') => {
    if (!selected) return
    flow.pick(selected, route)
    dispatch({ type: 'connect' })
  }

  const offers = selected ? downloadOffers(selected, platform) : {}
  const liveText =
    selected && steps.step === 'CONNECT' && !FAILED_STATUSES.has(attempt.status)
      ? statusText(attempt.status, selected.name, t)
      : ''

  let detail: ReactNode = null
  if (verifying) {
    detail = <VerifyPane address={wallet.address as string} chainId={wallet.chainId as number} />
  } else {
    switch (steps.step) {
      case 'NONE':
      case 'LEARN_COMPACT':
        detail = <IntroPane showHeading={!compact} onGetWallet={() => dispatch({ type: 'openGet' })} />
        break
      case 'GET':
        detail = (
          <GetWalletPane
            wallets={walletsToGet(entries, platform)}
            device={platform.device}
            showListHint={!compact}
            onGet={(entry, target) => dispatch({ type: 'getWallet', walletId: entry.id, target })}
          />
        )
        break
      case 'CONNECT':
        detail = selected && (
          <ConnectPane
            wallet={selected}
            attempt={attempt}
            offers={offers}
            device={platform.device}
            onRetry={flow.retry}
            onOpenApp={flow.openApp}
            onGet={(target) => dispatch({ type: 'getWallet', walletId: selected.id, target })}
            returned={returned}
          />
        )
        break
      case 'DOWNLOAD_OPTIONS':
        detail = selected && (
          <DownloadOptionsPane
            wallet={selected}
            offers={offers}
            browser={platform.browser}
            notInstalled={attempt.wallet?.id === selected.id && attempt.status === 'not-installed'}
            onChoose={(surface) => dispatch({ type: 'chooseDownload', surface })}
            onScan={selected.qrCode && offers.mobile ? () => connectVia('walletconnect-qr') : null}
          />
        )
        break
      case 'DOWNLOAD': {
        const url = selected && mobileDownloadPage(selected)
        detail = selected && url && (
          <DownloadPane wallet={selected} url={url} onContinue={() => dispatch({ type: 'continue' })} />
        )
        break
      }
      case 'INSTRUCTIONS_MOBILE':
      case 'INSTRUCTIONS_EXTENSION':
      case 'INSTRUCTIONS_DESKTOP': {
        const surface =
          steps.step === 'INSTRUCTIONS_MOBILE'
            ? 'mobile'
            : steps.step === 'INSTRUCTIONS_EXTENSION'
              ? 'extension'
              : 'desktop'
        detail = selected && (
          <InstructionsPane
            wallet={selected}
            surface={surface}
            onConnect={() => connectVia(surface === 'desktop' ? 'walletconnect-desktop' : 'walletconnect-qr')}
          />
        )
        break
      }
    }
  }

  const list = <WalletList groups={groups} selectedId={compact ? null : steps.walletId} onPick={pick} />
  let body: ReactNode
  if (verifying) {
    body = (
      <div ref={paneRef} tabIndex={-1} className={styles.singlePane}>
        {detail}
      </div>
    )
  } else if (compact) {
    body = (
      <div ref={paneRef} tabIndex={-1} className={styles.singlePane}>
        {steps.step === 'NONE' ? (
          <>
            {list}
            <div className={styles.learnFooter}>
              <span>{t('connect.newToWallets')}</span>
              <button type="button" className={pane.linkButton} onClick={() => dispatch({ type: 'learn' })}>
                {t('connect.learnMore')}
              </button>
            </div>
          </>
        ) : (
          detail
        )}
      </div>
    )
  } else {
    body = (
      <div className={styles.panes}>
        <div className={styles.listPane}>{list}</div>
        <div className={styles.divider} />
        <div ref={paneRef} tabIndex={-1} className={styles.detailPane}>
          {detail}
        </div>
      </div>
    )
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={verifying ? t('wallet.verifyTitle') : stepTitle(steps.step, selected, attempt, compact, t)}
      placement={phone ? 'bottom' : 'center'}
      className={phone ? styles.sheet : compact || verifying ? styles.compact : styles.wide}
      leading={
        back && (
          <Button
            variant="ghost"
            size="small"
            className={styles.back}
            aria-label={t('common.back')}
            onClick={goBack}
          >
            <span aria-hidden="true" className={styles.backArrow}>
              ←
            </span>
          </Button>
        )
      }
    >
      {body}
      {/* Where the attempt stands, read out as it changes; failures speak for themselves (role=alert). */}
      <p className={visuallyHidden} role="status">
        {liveText}
      </p>
    </Dialog>
  )
}
