import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { SignInNotice } from '@/features/auth/XAccountButton'
import { AccountActions } from './AccountActions'
import * as styles from './AppShell.css'
import { Header } from './Header'
import { useDocumentHead } from './useDocumentHead'

export interface AppShellProps {
  children: ReactNode
}

/** Header, main landmark and footer around every page. */
export function AppShell({ children }: AppShellProps) {
  useDocumentHead()
  const isHome = useRouterState({ select: (state) => state.location.pathname === '/' })
  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <Header actions={<AccountActions />} />
      <main id="main" tabIndex={-1} className={styles.main[isHome ? 'home' : 'page']}>
        <SignInNotice />
        {children}
      </main>
      <footer className={styles.footer}>
        <span>Yarm · Your Voice becomes Your Yield</span>
      </footer>
    </>
  )
}
