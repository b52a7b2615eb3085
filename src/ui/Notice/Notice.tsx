import type { ReactNode } from 'react'
import { useI18n } from '@/i18n/useI18n'
import * as styles from './Notice.css'

export interface NoticeProps {
  tone?: 'info' | 'error' | 'warning'
  children: ReactNode
  onDismiss?: () => void
  actions?: ReactNode
  /** Accessible name of the dismiss button; "Dismiss" in the active language by default. */
  dismissLabel?: string
}

export function Notice({ tone = 'info', children, onDismiss, actions, dismissLabel }: NoticeProps) {
  const { t } = useI18n()
  return (
    <div className={styles.notice[tone]} role={tone === 'error' ? 'alert' : 'status'}>
      <span className={styles.text}>{children}</span>
      {actions}
      {onDismiss && (
        <button
          type="button"
          className={styles.dismiss}
          aria-label={dismissLabel ?? t('common.dismiss')}
          onClick={onDismiss}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  )
}
