import { useConnection, useDisconnect } from 'wagmi'
import { errorMessage } from '@/api/errorMessage'
import { startSignIn } from '@/features/auth/signIn'
import { useSession } from '@/features/auth/useSession'
import type { MessageKey } from '@/i18n/catalog'
import { useI18n } from '@/i18n/useI18n'
import { shortAddress } from '@/lib/format'
import { useStore } from '@/lib/useStore'
import { Button } from '@/ui/Button/Button'
import type { VerifyViewProps } from '../runtimePort'
import { mobileLinkStore } from '../state/savedEntries'
import { openWalletLink } from '../walletconnect/deepLink'
import { returnCheck } from '../walletconnect/pairingSession'
import * as styles from './modal.css'
import { useVerifyAccount, VERIFY_ERRORS, type VerifyStep } from './useVerifyAccount'
import '@/i18n/lazy/connect'

const STEP_LABELS = {
  preparing: 'wallet.preparing',
  waiting: 'wallet.waiting',
  verifying: 'wallet.verifying',
} as const satisfies Record<VerifyStep, MessageKey>

export type VerifyAccountProps = VerifyViewProps

export function VerifyAccount({ address, chainId }: VerifyAccountProps) {
  const { t } = useI18n()
  const session = useSession()
  const disconnect = useDisconnect()
  const { status, step, error, verify } = useVerifyAccount({ address, chainId })
  const connection = useConnection()
  const { returned } = useStore(returnCheck)
  // A wallet app on this phone, reached through WalletConnect: the signature is given there.
  const app =
    step === 'waiting' && connection.connector?.type === 'walletConnect' ? mobileLinkStore.read() : null
  const errorText =
    error &&
    (error.kind === 'api'
      ? errorMessage(error.cause)
      : error.kind === 'lapsed'
        ? t('connect.statusLapsed', {
            wallet: mobileLinkStore.read()?.name ?? connection.connector?.name ?? '',
          })
        : t(VERIFY_ERRORS[error.kind]))

  if (session.status === 'signedOut') {
    return (
      <div className={styles.stack}>
        <p>{t('wallet.signInFirst')}</p>
        <Button onClick={() => void startSignIn()}>{t('common.connectX')}</Button>
        <Button variant="ghost" onClick={() => disconnect.mutate()}>
          {t('common.cancel')}
        </Button>
      </div>
    )
  }

  return (
    <div className={styles.stack}>
      <div className={styles.centered}>
        <p className={styles.name}>{t('wallet.verifyTitle')}</p>
        <p className={styles.muted}>{t('wallet.verifyIntro', { address: shortAddress(address) })}</p>
      </div>
      <p aria-live="polite" className={styles.muted}>
        {app ? t('connect.statusContinue', { wallet: app.name }) : step ? t(STEP_LABELS[step]) : ''}
      </p>
      {app && returned && (
        <p className={styles.muted}>{t('connect.waitingForAnswer', { wallet: app.name })}</p>
      )}
      {app && (
        <Button variant="secondary" onClick={() => openWalletLink(app.href)}>
          {t('connect.openWallet', { wallet: app.name })}
        </Button>
      )}
      {errorText && (
        <p role="alert" className={styles.error}>
          {errorText}
        </p>
      )}
      <Button onClick={() => void verify()} disabled={status !== 'idle'} aria-busy={status !== 'idle'}>
        {step ? t(STEP_LABELS[step]) : error ? t('common.retry') : t('wallet.signMessage')}
      </Button>
      <Button variant="ghost" onClick={() => disconnect.mutate()} disabled={status === 'verifying'}>
        {t('common.cancel')}
      </Button>
    </div>
  )
}
