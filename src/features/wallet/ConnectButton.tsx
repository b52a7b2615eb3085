import type { ReactNode } from 'react'
import { useUserInfo } from '@/features/auth/useUserInfo'
import { useI18n } from '@/i18n/useI18n'
import { shortAddress, truncateName } from '@/lib/format'
import { Avatar } from '@/ui/Avatar/Avatar'
import { Button } from '@/ui/Button/Button'
import { useOnline } from '@/ui/hooks/useOnline'
import * as styles from './ConnectButton.css'
import { balanceText, type WalletState } from './state/walletStatus'
import { walletStore } from './state/walletStore'
import { useWallet } from './useWallet'

export interface ConnectButtonState {
  wallet: WalletState
  accountLabel: string | null
  openConnect: () => void
  openAccount: () => void
  openChain: () => void
  /** Fetches the modal's code on hover, focus or touch (a touch fires pointerenter too), so the click shows the list at once. */
  preload: () => void
}

export interface ConnectButtonRendererProps {
  children: (state: ConnectButtonState) => ReactNode
}

export function ConnectButtonRenderer({ children }: ConnectButtonRendererProps) {
  const wallet = useWallet()
  const accountLabel = wallet.address
    ? wallet.ensName
      ? truncateName(wallet.ensName)
      : shortAddress(wallet.address)
    : null
  return children({
    wallet,
    accountLabel,
    openConnect: () => walletStore.open('connect'),
    openAccount: () => walletStore.open('account'),
    openChain: () => walletStore.open('chain'),
    preload: () => walletStore.prefetchConnectModal(),
  })
}

/** Spec section 2. While wagmi reconnects a wallet it knows, the same buttons show that wallet, marked busy. */
export function ConnectButton() {
  const { t, locale } = useI18n()
  const { session, data: user } = useUserInfo()
  const online = useOnline()
  return (
    <ConnectButtonRenderer>
      {({ wallet, accountLabel, openConnect, openAccount, openChain, preload }) => {
        const connected = wallet.status === 'connected' || wallet.status === 'unauthenticated'
        const reconnecting = wallet.status === 'reconnecting' && wallet.address !== null
        const unverified =
          wallet.status === 'unauthenticated' ||
          (reconnecting && user?.wallet?.address.toLowerCase() !== wallet.address?.toLowerCase())
        if (!connected && !reconnecting) {
          return (
            <Button
              variant="secondary"
              className={styles.connect}
              onClick={openConnect}
              onPointerEnter={preload}
              onFocus={preload}
              disabled={!online}
              title={online ? undefined : t('common.offlineReason')}
              aria-busy={wallet.status === 'connecting' || wallet.status === 'reconnecting'}
            >
              <span className={styles.label}>{t('wallet.connectWallet')}</span>
            </Button>
          )
        }
        return (
          <div className={styles.group}>
            {wallet.chainSupported ? (
              <button
                type="button"
                className={styles.pill}
                onClick={openChain}
                aria-label={t('wallet.networkLabel', { chain: wallet.chainName ?? '' })}
                aria-busy={reconnecting || undefined}
              >
                <span className={styles.chainName}>{wallet.chainName}</span>
              </button>
            ) : (
              <button
                type="button"
                className={styles.wrongNetwork}
                onClick={openChain}
                aria-busy={reconnecting || undefined}
              >
                <span className={styles.label}>{t('wallet.wrongNetwork')}</span>
              </button>
            )}
            <button
              type="button"
              className={styles.account}
              onClick={wallet.chainSupported ? openAccount : openChain}
              aria-label={t('wallet.accountLabel', { name: accountLabel ?? '' })}
              aria-busy={reconnecting || undefined}
            >
              <Avatar xHandle={session.xHandle} size={30} />
              {wallet.balance && (
                <span className={styles.balance}>
                  {t('wallet.balance', {
                    amount: balanceText(wallet.balance.amount, locale),
                    symbol: wallet.balance.symbol,
                  })}
                </span>
              )}
              <span className={styles.accountName}>{accountLabel}</span>
            </button>
            {/* Beside the account, not instead of it: an unverified wallet may already hold deposits. */}
            {unverified && (
              <Button className={styles.connect} onClick={openConnect} aria-busy={reconnecting || undefined}>
                <span className={styles.label}>{t('wallet.verifyWallet')}</span>
              </Button>
            )}
          </div>
        )
      }}
    </ConnectButtonRenderer>
  )
}
