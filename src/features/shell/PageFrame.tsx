import type { ReactNode } from 'react'
import * as styles from './PageFrame.css'

export interface PageFrameProps {
  title: ReactNode
  lead?: ReactNode
  aside?: ReactNode
  children?: ReactNode
}

/** The heading and body of a page; rendered into the static HTML so the first paint needs no JS. */
export function PageFrame({ title, lead, aside, children }: PageFrameProps) {
  return (
    <div className={styles.frame}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {aside}
      </div>
      {children}
    </div>
  )
}
