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
  /** The name to show for the account: the resolved name (cut at 24) or 0x12…ab34. */
  accountLabel: string | null
  openConnect: () => void
  openAccount: () => void
  openChain: () => void
  /**
   * Fetch the connect modal's code (on hover, focus or touch: a touch fires pointerenter too), so that
   * the click shows the list at once; the click itself starts the wallet runtime.
   */
  preload: () => void
}

export interface ConnectButtonRendererProps {
  children: (state: ConnectButtonState) => ReactNode
}

/** The connect button's logic without its looks, for pages that draw their own. */
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

/**
 * Spec section 2: "Connect Wallet" when disconnected; connected (verified or not), a chain button (or
 * "Wrong network") and an account button with the avatar, the name or short address and, on wide
 * screens, the balance; a wallet not yet verified has "Verify Wallet" beside them.
 * While wagmi reconnects a wallet it knows, the same buttons show that wallet, marked busy.
 */
export function ConnectButton() {
  const { t, locale } = useI18n()
  const { session, data: user } = useUserInfo()
  const online = useOnline()
  return (
    <ConnectButtonRenderer>
      {({ wallet, accountLabel, openConnect, openAccount, openChain, preload }) => {
        const connected = wallet.status === 'connected' || wallet.status === 'unauthenticated'
        // wagmi reconnecting a wallet it knows: shown as it will be once the wallet answers (verified for
        // this X account or not), marked busy.
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
