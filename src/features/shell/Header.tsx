import { Link, useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useI18n } from '@/i18n/useI18n'
import * as styles from './Header.css'
import { Logo } from './Logo'
import { MobileMenu } from './MobileMenu'
import { NavBar } from './NavBar'

export interface HeaderProps {
  actions: ReactNode
  menuExtra?: (close: () => void) => ReactNode
}

/** Spec section 2: where the row is short, its parts shrink (compact controls, cut labels) rather than giving way to the menu. */
export function Header({ actions, menuExtra }: HeaderProps) {
  const { t } = useI18n()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const isHome = pathname === '/'
  return (
    <header className={styles.header[isHome ? 'home' : 'page']}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logoLink} aria-label={t('shell.homeLink')}>
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
