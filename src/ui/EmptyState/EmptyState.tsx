import type { ReactNode } from 'react'
import * as styles from './EmptyState.css'

export interface EmptyStateProps {
  title: ReactNode
  children?: ReactNode
  action?: ReactNode
}

export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <div className={styles.root} role="status">
      <p className={styles.title}>{title}</p>
      {children && <p className={styles.text}>{children}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  )
}
