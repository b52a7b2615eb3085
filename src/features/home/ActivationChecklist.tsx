import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { errorMessage } from '@/api/errorMessage'
import type { UserInfo } from '@/api/user'
import { userQueries } from '@/features/auth/queries'
import { startSignIn } from '@/features/auth/signIn'
import { useSession } from '@/features/auth/useSession'
import { LoadError } from '@/features/boards/LoadError'
import { OfflineReason } from '@/features/pwa/OfflineReason'
import { useWallet } from '@/features/wallet/useWallet'
import { walletStore } from '@/features/wallet/walletStore'
import { shortAddress } from '@/lib/format'
import { Button } from '@/ui/Button/Button'
import { useOnline } from '@/ui/hooks/useOnline'
import { checklist, type StepKey, type StepState } from './checklist'
import * as styles from './HomePage.css'
import { useActivate } from './useActivate'

const STEP_LABELS: Record<StepKey, string> = {
  x: 'Sign in with X',
  wallet: 'Connect a wallet',
  verify: 'Verify your wallet',
  eligibility: 'Check eligibility',
  activate: 'Activate your account',
}

const STATE_TEXT: Record<StepState, string> = {
  done: 'done',
  current: 'to do now',
  todo: 'not yet',
  blocked: 'blocked',
}

const CRITERIA_LABELS: Record<string, string> = {
  x_account: 'X account age',
  yarmer_score: 'Yarmer score',
  not_bot: 'Human activity',
  whitelist: 'Early access',
}

export interface ActivationChecklistProps {
  user: UserInfo | undefined
}

/** Home: the steps to activation, each reflecting the user's real state, with the action for the next one. */
export function ActivationChecklist({ user }: ActivationChecklistProps) {
  const session = useSession()
  const wallet = useWallet()
  const signedIn = session.status === 'signedIn'
  const eligibility = useQuery({ ...userQueries.eligibility(session.xId ?? ''), enabled: signedIn })
  const walletConnected = wallet.status === 'connected' || wallet.status === 'unauthenticated'
  const states = checklist({ signedIn, user, walletConnected, eligibility: eligibility.data })
  const order: StepKey[] = ['x', 'wallet', 'verify', 'eligibility', 'activate']

  const detail: Record<StepKey, React.ReactNode> = {
    x: signedIn ? `Signed in as @${session.xHandle ?? ''}` : 'Your posts on X are what Yarm ranks.',
    wallet: user?.wallet
      ? `Verified wallet ${shortAddress(user.wallet.address)}`
      : walletConnected && wallet.address
        ? `Connected ${shortAddress(wallet.address)}`
        : 'Any wallet works: an extension, a mobile app or WalletConnect.',
    verify: user?.wallet
      ? 'Ownership proven with a signature.'
      : 'Sign a message (free, no transaction) to prove the wallet is yours.',
    eligibility: eligibility.isError ? (
      <LoadError
        error={eligibility.error}
        onRetry={() => void eligibility.refetch()}
        retrying={eligibility.isFetching}
      />
    ) : eligibility.data ? (
      <ul className={styles.criteria}>
        {eligibility.data.criteria.map((criterion) => (
          <li key={criterion.key} className={styles.criterion[criterion.met ? 'met' : 'unmet']}>
            {criterion.met ? '✓' : '✗'} {CRITERIA_LABELS[criterion.key] ?? criterion.key}
            {criterion.detail ? `: ${criterion.detail}` : ''}
          </li>
        ))}
      </ul>
    ) : signedIn ? (
      'Checking your X account…'
    ) : (
      'Sign in to see whether your account qualifies.'
    ),
    activate:
      states.activate === 'current' && session.xId ? (
        <ActivateForm
          xId={session.xId}
          requiresInviteCode={eligibility.data?.requiresInviteCode ?? false}
          walletAddress={user?.wallet?.address ?? ''}
          xHandle={session.xHandle ?? ''}
        />
      ) : states.activate === 'blocked' ? (
        "Your account doesn't qualify yet. Keep posting: eligibility is checked again every week."
      ) : (
        'Lock your wallet to your X account and join the Yarms.'
      ),
  }

  const action: Partial<Record<StepKey, React.ReactNode>> = {
    x: states.x === 'current' && <Button onClick={() => void startSignIn()}>Connect X</Button>,
    wallet: states.wallet === 'current' && (
      <Button onClick={() => walletStore.open('connect')}>Connect Wallet</Button>
    ),
    verify: states.verify === 'current' && (
      <Button onClick={() => walletStore.open('connect')}>Verify wallet</Button>
    ),
  }

  return (
    <section className={styles.card} aria-labelledby="activation-title">
      <h2 id="activation-title" className={styles.cardTitle}>
        Get started
      </h2>
      <ol className={styles.steps}>
        {order.map((key, index) => (
          <li key={key} className={styles.step} aria-current={states[key] === 'current' ? 'step' : undefined}>
            <span className={styles.marker[states[key]]} aria-hidden="true">
              {states[key] === 'done' ? '✓' : states[key] === 'blocked' ? '!' : index + 1}
            </span>
            <div>
              <p className={styles.stepTitle}>
                {STEP_LABELS[key]} <span className={styles.stepDetail}>({STATE_TEXT[states[key]]})</span>
              </p>
              <div className={styles.stepDetail}>{detail[key]}</div>
            </div>
            {action[key] && <div className={styles.stepAction}>{action[key]}</div>}
          </li>
        ))}
      </ol>
    </section>
  )
}

interface ActivateFormProps {
  xId: string
  xHandle: string
  walletAddress: string
  requiresInviteCode: boolean
}

function ActivateForm({ xId, xHandle, walletAddress, requiresInviteCode }: ActivateFormProps) {
  const id = useId()
  const [code, setCode] = useState('')
  const activate = useActivate(xId)
  const online = useOnline()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const inviteCode = code.trim().toUpperCase()
    activate.mutate(inviteCode || undefined)
  }
  return (
    <form className={styles.form} onSubmit={submit}>
      <p role="note">
        Activation locks wallet {shortAddress(walletAddress)} to @{xHandle}. It cannot be changed afterwards.
      </p>
      <label htmlFor={`${id}-code`}>Invite code {requiresInviteCode ? '(required)' : '(optional)'}</label>
      <input
        id={`${id}-code`}
        className={styles.input}
        value={code}
        onChange={(event) => setCode(event.target.value.slice(0, 32))}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required={requiresInviteCode}
        aria-describedby={activate.isError ? `${id}-error` : undefined}
      />
      {activate.isError && (
        <p id={`${id}-error`} role="alert" className={styles.criterion.unmet}>
          {errorMessage(activate.error)}
        </p>
      )}
      <Button
        type="submit"
        disabled={activate.isPending || !online || (requiresInviteCode && !code.trim())}
        aria-describedby={online ? undefined : `${id}-offline`}
      >
        {activate.isPending ? 'Activating…' : 'Activate'}
      </Button>
      <OfflineReason id={`${id}-offline`} />
    </form>
  )
}
