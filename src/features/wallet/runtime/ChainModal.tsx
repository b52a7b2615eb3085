import { useState } from 'react'
import { useDisconnect, useSwitchChain } from 'wagmi'
import { chains } from '@/chains/chains'
import { findErrorName, hasErrorCode, isUserRejection } from '@/chains/errors'
import { config } from '@/config'
import walletMessages from '@/i18n/en-US/wallet'
import { interpolate } from '@/i18n/i18nStore'
import { useI18n } from '@/i18n/useI18n'
import { Button } from '@/ui/Button/Button'
import { Dialog } from '@/ui/Dialog/Dialog'
import { walletStore } from '../state/walletStore'
import { useWallet } from '../useWallet'
import * as styles from './modal.css'

/** Spec section 8 (en-US; the modal shows them in the active language). */
export const WRONG_NETWORK_TEXT = walletMessages.wrongNetworkDetected
export const cannotSwitchText = (app: string) => interpolate(walletMessages.cannotSwitch, { app })

type SwitchError = 'cannotSwitch' | 'switchFailed'

export function ChainModal() {
  const { t } = useI18n()
  const wallet = useWallet()
  const switchChain = useSwitchChain()
  const disconnect = useDisconnect()
  const [error, setError] = useState<SwitchError | null>(null)
  const [pending, setPending] = useState<number | null>(null)
  const open = wallet.modal === 'chain'

  async function choose(chainId: (typeof chains)[number]['id']) {
    setError(null)
    setPending(chainId)
    try {
      await switchChain.mutateAsync({ chainId })
      walletStore.close()
    } catch (caught) {
      if (isUserRejection(caught)) return
      // EIP-1193 4200: the wallet has no wallet_switchEthereumChain for sites (wagmi wraps it in SwitchChainError).
      const unsupported =
        findErrorName(caught, 'SwitchChainNotSupportedError') ||
        findErrorName(caught, 'ChainNotConfiguredError') ||
        hasErrorCode(caught, 4200)
      setError(unsupported ? 'cannotSwitch' : 'switchFailed')
    } finally {
      setPending(null)
    }
  }

  return (
    <Dialog
      open={open}
      onClose={() => {
        setError(null)
        walletStore.close()
      }}
      title={t('wallet.switchNetworks')}
    >
      <div className={styles.stack}>
        {!wallet.chainSupported && <p className={styles.muted}>{t('wallet.wrongNetworkDetected')}</p>}
        <ul className={styles.list}>
          {chains.map((chain) => {
            const current = chain.id === wallet.chainId
            return (
              <li key={chain.id}>
                <button
                  type="button"
                  className={styles.row}
                  aria-current={current}
                  disabled={pending !== null}
                  onClick={() => {
                    if (!current) void choose(chain.id)
                  }}
                >
                  {chain.name}
                  {current && <span className={styles.rowEnd}>{t('wallet.connected')}</span>}
                  {pending === chain.id && (
                    <span className={styles.rowEnd}>{t('wallet.confirmInWallet')}</span>
                  )}
                </button>
              </li>
            )
          })}
        </ul>
        {error && (
          <p role="alert" className={styles.error}>
            {error === 'cannotSwitch'
              ? t('wallet.cannotSwitch', { app: config.appName })
              : t('wallet.switchFailed')}
          </p>
        )}
        {!wallet.chainSupported && (
          <Button variant="danger" onClick={() => disconnect.mutate()}>
            {t('wallet.disconnect')}
          </Button>
        )}
      </div>
    </Dialog>
  )
}
