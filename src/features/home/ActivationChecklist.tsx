import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { errorMessage } from '@/api/errorMessage'
import type { UserInfo } from '@/api/user'
import { userQueries } from '@/features/auth/queries'
import { startSignIn } from '@/features/auth/signIn'
import { useSession } from '@/features/auth/useSession'
import { OfflineReason } from '@/features/pwa/OfflineReason'
import { walletStore } from '@/features/wallet/state/walletStore'
import { useWallet } from '@/features/wallet/useWallet'
import type { MessageKey } from '@/i18n/catalog'
import { fillIsolated, slots } from '@/i18n/fill'
import { useI18n } from '@/i18n/useI18n'
import { shortAddress } from '@/lib/format'
import { Button } from '@/ui/Button/Button'
import { useOnline } from '@/ui/hooks/useOnline'
import { LoadError } from '@/ui/LoadError/LoadError'
import { checklist, type StepKey, type StepState } from './checklist'
import { checklistModal } from './checklistModal'
import * as styles from './HomePage.css'
import { inviteDraftStore } from './inviteDraft'
import { useActivate } from './useActivate'

type HomeKey = Extract<MessageKey, `home.${string}`>

const STEP_LABELS = {
  x: 'home.stepX',
  wallet: 'home.stepWallet',
  verify: 'home.stepVerify',
  eligibility: 'home.stepEligibility',
  activate: 'home.stepActivate',
} as const satisfies Record<StepKey, HomeKey>

const STATE_TEXT = {
  done: 'home.stateDone',
  current: 'home.stateCurrent',
  todo: 'home.stateTodo',
  blocked: 'home.stateBlocked',
} as const satisfies Record<StepState, HomeKey>

const CRITERIA_LABELS = {
  x_account: 'home.criterionXAccount',
  yarmer_score: 'home.criterionYarmerScore',
  not_bot: 'home.criterionNotBot',
  whitelist: 'home.criterionWhitelist',
} as const satisfies Record<string, HomeKey>

function criterionLabelKey(key: string) {
  return Object.hasOwn(CRITERIA_LABELS, key)
    ? CRITERIA_LABELS[key as keyof typeof CRITERIA_LABELS]
    : undefined
}

export interface ActivationChecklistProps {
  user: UserInfo | undefined
}

/** Each step reflects the user's real state. */
export function ActivationChecklist({ user }: ActivationChecklistProps) {
  const { t } = useI18n()
  const session = useSession()
  const wallet = useWallet()
  const signedIn = session.status === 'signedIn'
  const eligibility = useQuery({ ...userQueries.eligibility(session.xId ?? ''), enabled: signedIn })
  const walletConnected = wallet.status === 'connected' || wallet.status === 'unauthenticated'
  const states = checklist({ signedIn, user, walletConnected, eligibility: eligibility.data })
  const order: StepKey[] = ['x', 'wallet', 'verify', 'eligibility', 'activate']
  const current = order.find((key) => states[key] === 'current') ?? null
  const xHandle = session.xHandle ?? null
  const list = useRef<HTMLOListElement>(null)

  // Opened on a step other than the one shown last (back from X, say): focus goes to that step's action.
  const [resumedOn] = useState(() => checklistModal.rememberedStep(xHandle))
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the modal opens; later progress leaves focus where the person put it
  useEffect(() => {
    if (!current || resumedOn === current) return
    list.current?.querySelector<HTMLElement>('[aria-current="step"] button')?.focus()
  }, [])
  useEffect(() => {
    if (current) checklistModal.remember(current, xHandle)
  }, [current, xHandle])

  const signIn = () => {
    checklistModal.leaveForSignIn(xHandle)
    void startSignIn(checklistModal.returnPath())
  }

  const detail: Record<StepKey, React.ReactNode> = {
    x: signedIn
      ? fillIsolated(t('home.signedInAsHandle', slots('handle')), { handle: `@${session.xHandle ?? ''}` })
      : t('home.xHint'),
    wallet: user?.wallet
      ? t('home.walletVerified', { address: shortAddress(user.wallet.address) })
      : walletConnected && wallet.address
        ? t('home.walletConnected', { address: shortAddress(wallet.address) })
        : t('home.walletHint'),
    verify: user?.wallet ? t('home.verifyDone') : t('home.verifyHint'),
    eligibility: eligibility.isError ? (
      <LoadError
        error={eligibility.error}
        onRetry={() => void eligibility.refetch()}
        retrying={eligibility.isFetching}
      />
    ) : eligibility.data ? (
      <ul className={styles.criteria}>
        {eligibility.data.criteria.map((criterion) => {
          const labelKey = criterionLabelKey(criterion.key)
          const label = labelKey ? t(labelKey) : criterion.key
          return (
            <li key={criterion.key} className={styles.criterion[criterion.met ? 'met' : 'unmet']}>
              {criterion.met ? '✓' : '✗'}{' '}
              {criterion.detail
                ? t('home.criterionDetail', { criterion: label, detail: criterion.detail })
                : label}
            </li>
          )
        })}
      </ul>
    ) : signedIn ? (
      t('home.eligibilityChecking')
    ) : (
      t('home.eligibilitySignIn')
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
        t('home.activateBlocked')
      ) : (
        t('home.activateHint')
      ),
  }

  const action: Partial<Record<StepKey, React.ReactNode>> = {
    x: states.x === 'current' && <Button onClick={signIn}>{t('common.connectX')}</Button>,
    wallet: states.wallet === 'current' && (
      <Button onClick={() => walletStore.open('connect')}>{t('home.connectWallet')}</Button>
    ),
    verify: states.verify === 'current' && (
      <Button onClick={() => walletStore.open('connect')}>{t('home.verifyWallet')}</Button>
    ),
  }

  return (
    <ol ref={list} className={styles.steps}>
      {order.map((key, index) => (
        <li key={key} className={styles.step} aria-current={states[key] === 'current' ? 'step' : undefined}>
          <span className={styles.marker[states[key]]} aria-hidden="true">
            {states[key] === 'done' ? '✓' : states[key] === 'blocked' ? '!' : index + 1}
          </span>
          <div>
            <p className={styles.stepTitle}>
              {t(STEP_LABELS[key])} <span className={styles.stepDetail}>{t(STATE_TEXT[states[key]])}</span>
            </p>
            <div className={styles.stepDetail}>{detail[key]}</div>
          </div>
          {action[key] && <div className={styles.stepAction}>{action[key]}</div>}
        </li>
      ))}
    </ol>
  )
}

interface ActivateFormProps {
  xId: string
  xHandle: string
  walletAddress: string
  requiresInviteCode: boolean
}

function ActivateForm({ xId, xHandle, walletAddress, requiresInviteCode }: ActivateFormProps) {
  const { t } = useI18n()
  const id = useId()
  // From a share link (Home keeps it for the tab) or typed before a reload or the X sign-in.
  const [code, setCode] = useState(() => inviteDraftStore.read() ?? '')
  const activate = useActivate(xId)
  const edit = (value: string) => {
    const next = value.replace(/[^A-Za-z0-9]/g, '').slice(0, 32)
    setCode(next)
    inviteDraftStore.write(next)
  }
  const online = useOnline()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const inviteCode = code.trim().toUpperCase()
    activate.mutate(inviteCode || undefined)
  }
  return (
    <form className={styles.form} onSubmit={submit}>
      <p role="note">
        {fillIsolated(t('home.activateNote', slots('address', 'handle')), {
          address: shortAddress(walletAddress),
          handle: `@${xHandle}`,
        })}
      </p>
      <label htmlFor={`${id}-code`}>
        {requiresInviteCode ? t('home.inviteCodeRequired') : t('home.inviteCodeOptional')}
      </label>
      <input
        id={`${id}-code`}
        className={styles.input}
        value={code}
        onChange={(event) => edit(event.target.value)}
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
        {activate.isPending ? t('home.activating') : t('home.activate')}
      </Button>
      <OfflineReason id={`${id}-offline`} />
    </form>
  )
}
