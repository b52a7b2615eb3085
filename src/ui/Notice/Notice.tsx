import type { ReactNode } from 'react'
import * as styles from './Notice.css'

export interface NoticeProps {
  tone?: 'info' | 'error' | 'warning'
  children: ReactNode
  /** Shows a dismiss button when given. */
  onDismiss?: () => void
  /** Extra actions (e.g. Retry, Reload). */
  actions?: ReactNode
}

/** A short message in the page flow, announced politely (errors assertively). */
export function Notice({ tone = 'info', children, onDismiss, actions }: NoticeProps) {
  return (
    <div className={styles.notice[tone]} role={tone === 'error' ? 'alert' : 'status'}>
      <span className={styles.text}>{children}</span>
      {actions}
      {onDismiss && (
        <button type="button" className={styles.dismiss} aria-label="Dismiss" onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  )
}
