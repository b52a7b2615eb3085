import { Link, useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import * as styles from './Header.css'
import { Logo } from './Logo'
import { MobileMenu } from './MobileMenu'
import { NavBar } from './NavBar'

export interface HeaderProps {
  /** The account controls (wallet, X account), drawn at the end of the bar. */
  actions: ReactNode
  /** Extra entries for the mobile menu sheet. */
  menuExtra?: (close: () => void) => ReactNode
}

export function Header({ actions, menuExtra }: HeaderProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const isHome = pathname === '/'
  return (
    <header className={styles.header[isHome ? 'home' : 'page']}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logoLink} aria-label="Yarm home">
          <Logo />
        </Link>
        <NavBar pathname={pathname} />
        <div className={styles.actions}>
          {actions}
          <MobileMenu pathname={pathname} extra={menuExtra} />
        </div>
      </div>
    </header>
  )
}
