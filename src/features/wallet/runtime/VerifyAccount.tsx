import { useDisconnect } from 'wagmi'
import { startSignIn } from '@/features/auth/signIn'
import { useSession } from '@/features/auth/useSession'
import { shortAddress } from '@/lib/format'
import { Button } from '@/ui/Button/Button'
import * as styles from './modal.css'
import { useVerifyAccount, type VerifyStep } from './useVerifyAccount'

const STEP_LABELS: Record<VerifyStep, string> = {
  preparing: 'Preparing message…',
  waiting: 'Waiting for signature…',
  verifying: 'Verifying signature…',
}

export interface VerifyAccountProps {
  address: string
  chainId: number
}

/** Spec section 2: the verify-account view, where the user signs a message to prove ownership. */
export function VerifyAccount({ address, chainId }: VerifyAccountProps) {
  const session = useSession()
  const disconnect = useDisconnect()
  const { status, step, error, verify } = useVerifyAccount({ address, chainId })

  if (session.status === 'signedOut') {
    return (
      <div className={styles.stack}>
        <p>Sign in with X first: your wallet is verified for your X account.</p>
        <Button onClick={() => void startSignIn()}>Connect X</Button>
        <Button variant="ghost" onClick={() => disconnect.mutate()}>
          Cancel
        </Button>
      </div>
    )
  }

  return (
    <div className={styles.stack}>
      <div className={styles.centered}>
        <p className={styles.name}>Verify your account</p>
        <p className={styles.muted}>
          To finish connecting, sign a message in your wallet to prove you own {shortAddress(address)}. It's
          free and sends no transaction.
        </p>
      </div>
      <p aria-live="polite" className={styles.muted}>
        {step ? STEP_LABELS[step] : ''}
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <Button onClick={() => void verify()} disabled={status !== 'idle'} aria-busy={status !== 'idle'}>
        {step ? STEP_LABELS[step] : error ? 'Retry' : 'Sign message'}
      </Button>
      <Button variant="ghost" onClick={() => disconnect.mutate()} disabled={status === 'verifying'}>
        Cancel
      </Button>
    </div>
  )
}
