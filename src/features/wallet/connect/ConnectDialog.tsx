import {
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react'
import { useI18n } from '@/i18n/useI18n'
import { useStore } from '@/lib/useStore'
import { breakpoints } from '@/styles/breakpoints'
import { visuallyHidden } from '@/styles/utils.css'
import { Button } from '@/ui/Button/Button'
import { Dialog } from '@/ui/Dialog/Dialog'
import { useViewportWidth } from '@/ui/hooks/useViewportWidth'
import { useWallet } from '../useWallet'
import * as styles from './ConnectDialog.css'
import { returnCheck, walletConnectPairing } from './connection'
import { downloadOffers, needsWalletConnect, routeFor } from './connectRoute'
import { backTarget, connectStepReducer, INITIAL_STEP_STATE } from './connectSteps'
import { preloadQrCode } from './LazyQrCode'
import * as pane from './pane.css'
import { StepPane } from './StepPane'
import { FAILED_STATUSES, statusText } from './statusText'
import { stepTitle } from './stepTitle'
import { useConnectFlow } from './useConnectFlow'
import { usePlatform } from './usePlatform'
import { useWalletGroups } from './useWalletGroups'
import { VerifyPane, verifyView } from './VerifyPane'
import { WalletList } from './WalletList'
import type { WalletEntry } from './walletCatalogue'
import '@/i18n/lazy/connect'

export interface ConnectDialogProps {
  onClose: () => void
}

/** Spec sections 2 and 4: the step reducer decides what shows; useConnectFlow runs the attempt. */
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
    const walletId = walletConnectPairing.get().resumedWalletId
    const entry = entries.find((candidate) => candidate.id === walletId)
    const route = entry ? routeFor(entry, platform) : null
    return entry && route && needsWalletConnect(route) ? { wallet: entry, route } : null
  })
  const [steps, dispatch] = useReducer(connectStepReducer, resumed, (from) =>
    from ? { ...INITIAL_STEP_STATE, step: 'CONNECT' as const, walletId: from.wallet.id } : INITIAL_STEP_STATE,
  )
  const onQuietReturn = useCallback(() => dispatch({ type: 'reset' }), [])
  const { returned } = useStore(returnCheck)
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

  const detail = verifying ? (
    <VerifyPane address={wallet.address as string} chainId={wallet.chainId as number} />
  ) : (
    <StepPane
      step={steps.step}
      wallet={selected}
      entries={entries}
      offers={offers}
      platform={platform}
      compact={compact}
      flow={flow}
      returned={returned}
      dispatch={dispatch}
      onConnectVia={connectVia}
    />
  )

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
