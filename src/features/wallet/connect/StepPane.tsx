import type { Dispatch } from 'react'
import { ConnectPane } from './ConnectPane'
import { type DownloadOffers, mobileDownloadPage, walletsToGet } from './connectRoute'
import type { ConnectStep, StepEvent } from './connectSteps'
import { DownloadOptionsPane } from './DownloadOptionsPane'
import { DownloadPane } from './DownloadPane'
import { GetWalletPane } from './GetWalletPane'
import { InstructionsPane } from './InstructionsPane'
import { IntroPane } from './IntroPane'
import type { Platform } from './platform'
import type { useConnectFlow } from './useConnectFlow'
import type { WalletEntry } from './walletCatalogue'

type WalletConnectRoute = 'walletconnect-qr' | 'walletconnect-desktop'

export interface StepPaneProps {
  step: ConnectStep
  wallet: WalletEntry | null
  entries: readonly WalletEntry[]
  offers: DownloadOffers
  platform: Platform
  compact: boolean
  flow: ReturnType<typeof useConnectFlow>
  returned: boolean
  dispatch: Dispatch<StepEvent>
  onConnectVia: (route: WalletConnectRoute) => void
}

const INSTRUCTION_SURFACES = {
  INSTRUCTIONS_MOBILE: 'mobile',
  INSTRUCTIONS_EXTENSION: 'extension',
  INSTRUCTIONS_DESKTOP: 'desktop',
} as const

export function StepPane({
  step,
  wallet,
  entries,
  offers,
  platform,
  compact,
  flow,
  returned,
  dispatch,
  onConnectVia,
}: StepPaneProps) {
  const { attempt } = flow
  switch (step) {
    case 'NONE':
    case 'LEARN_COMPACT':
      return <IntroPane showHeading={!compact} onGetWallet={() => dispatch({ type: 'openGet' })} />
    case 'GET':
      return (
        <GetWalletPane
          wallets={walletsToGet(entries, platform)}
          device={platform.device}
          showListHint={!compact}
          onGet={(entry, target) => dispatch({ type: 'getWallet', walletId: entry.id, target })}
        />
      )
  }
  if (!wallet) return null
  switch (step) {
    case 'CONNECT':
      return (
        <ConnectPane
          wallet={wallet}
          attempt={attempt}
          offers={offers}
          device={platform.device}
          onRetry={flow.retry}
          onOpenApp={flow.openApp}
          onGet={(target) => dispatch({ type: 'getWallet', walletId: wallet.id, target })}
          returned={returned}
        />
      )
    case 'DOWNLOAD_OPTIONS':
      return (
        <DownloadOptionsPane
          wallet={wallet}
          offers={offers}
          browser={platform.browser}
          notInstalled={attempt.wallet?.id === wallet.id && attempt.status === 'not-installed'}
          onChoose={(surface) => dispatch({ type: 'chooseDownload', surface })}
          onScan={wallet.qrCode && offers.mobile ? () => onConnectVia('walletconnect-qr') : null}
        />
      )
    case 'DOWNLOAD': {
      const url = mobileDownloadPage(wallet)
      return url ? (
        <DownloadPane wallet={wallet} url={url} onContinue={() => dispatch({ type: 'continue' })} />
      ) : null
    }
    case 'INSTRUCTIONS_MOBILE':
    case 'INSTRUCTIONS_EXTENSION':
    case 'INSTRUCTIONS_DESKTOP': {
      const surface = INSTRUCTION_SURFACES[step]
      return (
        <InstructionsPane
          wallet={wallet}
          surface={surface}
          onConnect={() => onConnectVia(surface === 'desktop' ? 'walletconnect-desktop' : 'walletconnect-qr')}
        />
      )
    }
  }
}
