import { type FormEvent, useId, useState } from 'react'
import { errorMessage } from '@/api/errorMessage'
import type { ReferredBy } from '@/api/referrals'
import { XProfileLink } from '@/features/boards/XProfileLink'
import { OfflineReason } from '@/features/pwa/OfflineReason'
import { fillIsolated, slots } from '@/i18n/fill'
import { useI18n } from '@/i18n/useI18n'
import { Button } from '@/ui/Button/Button'
import { useOnline } from '@/ui/hooks/useOnline'
import * as styles from './MyReferralsPage.css'
import { useRegisterReferralCode } from './queries'
import '@/i18n/lazy/referrals'

export interface InvitedByCardProps {
  xId: string
  referredBy: ReferredBy | null | undefined
}

export function InvitedByCard({ xId, referredBy }: InvitedByCardProps) {
  const { t } = useI18n()
  const titleId = useId()
  const inputId = useId()
  const messageId = useId()
  const hintId = useId()
  const register = useRegisterReferralCode(xId)
  const [code, setCode] = useState('')
  const [emptyError, setEmptyError] = useState(false)

  const online = useOnline()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (register.isPending || !online) return
    const trimmed = code.trim()
    if (!trimmed) {
      setEmptyError(true)
      return
    }
    setEmptyError(false)
    register.mutate(trimmed)
  }

  const problem = emptyError
    ? t('referrals.enterCode')
    : register.isError
      ? errorMessage(register.error)
      : null

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('referrals.invitedBy')}
      </h2>
      {referredBy ? (
        <>
          <p>
            <XProfileLink xHandle={referredBy.xHandle} className={styles.link} />{' '}
            <span className={styles.muted}>{t('referrals.withCode', { code: referredBy.code })}</span>
          </p>
          {register.isSuccess && (
            <p role="status" className={styles.success}>
              {fillIsolated(t('referrals.registered', slots('handle')), { handle: `@${referredBy.xHandle}` })}
            </p>
          )}
          {/* A referrer set elsewhere meanwhile: the reason stays beside who it turned out to be. */}
          {register.isError && (
            <p role="alert" className={styles.error}>
              {errorMessage(register.error)}
            </p>
          )}
        </>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <label htmlFor={inputId} className={styles.label}>
            {t('referrals.inviteCode')}
          </label>
          <p id={hintId} className={styles.muted}>
            {t('referrals.inviteCodeHint')}
          </p>
          <div className={styles.row}>
            <input
              id={inputId}
              className={styles.editable}
              value={code}
              maxLength={32}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${messageId} ${hintId}` : hintId}
              onChange={(event) => {
                setCode(event.target.value)
                setEmptyError(false)
              }}
            />
            <Button
              type="submit"
              size="small"
              aria-disabled={register.isPending || !online}
              aria-describedby={online ? undefined : `${inputId}-offline`}
            >
              {register.isPending ? t('referrals.applying') : t('referrals.apply')}
            </Button>
          </div>
          <OfflineReason id={`${inputId}-offline`} />
          {problem && (
            <p id={messageId} role="alert" className={styles.error}>
              {problem}
            </p>
          )}
        </form>
      )}
    </section>
  )
}
