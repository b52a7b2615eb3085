import type { ReactNode } from 'react'
import * as styles from './EmptyState.css'

export interface EmptyStateProps {
  title: ReactNode
  children?: ReactNode
  action?: ReactNode
}

/** Nothing to show: says why, and what to do next when there is something. */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <div className={styles.root} role="status">
      <p className={styles.title}>{title}</p>
      {children && <p className={styles.text}>{children}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  )
}
