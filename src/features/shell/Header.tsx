import { Link, useRouterState } from '@tanstack/react-router'
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react'
import { useI18n } from '@/i18n/useI18n'
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

/** A rounding pixel is not an overflow. */
const TOLERANCE_PX = 1

/**
 * Whether the pill bar, at its natural width, fits between the logo and the account controls. Wide
 * screens normally have room; longer languages (and a connected wallet's wider controls) may not, and
 * then the header falls back to the menu button, as it does at 960px and below.
 */
function useNavFits(inner: React.RefObject<HTMLDivElement | null>) {
  const [fits, setFits] = useState(true)
  useLayoutEffect(() => {
    const row = inner.current
    const bar = row?.querySelector<HTMLElement>('[data-nav-bar]')
    if (!row || !bar || typeof ResizeObserver === 'undefined') return
    const measure = () => {
      // At 960px and below the bar is not displayed at all; the stylesheet already shows the menu.
      if (getComputedStyle(bar).display === 'none') return setFits(true)
      const gap = Number.parseFloat(getComputedStyle(row).columnGap) || 0
      const others = [...row.children].filter((child) => !child.contains(bar))
      const othersWidth = others.reduce((sum, child) => sum + child.getBoundingClientRect().width, 0)
      // scrollWidth is the bar's natural width even while it is collapsed to nothing.
      const barWidth = bar.scrollWidth + (bar.offsetWidth - bar.clientWidth)
      const needed = othersWidth + barWidth + gap * others.length
      setFits(needed <= row.clientWidth + TOLERANCE_PX)
    }
    measure()
    // The row (window width), its parts (a connected wallet's wider controls) and each pill (a
    // language change) can each change what fits.
    const observer = new ResizeObserver(measure)
    observer.observe(row)
    for (const child of [...row.children, ...bar.children]) observer.observe(child)
    return () => observer.disconnect()
  }, [inner])
  return fits
}

export function Header({ actions, menuExtra }: HeaderProps) {
  const { t } = useI18n()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const isHome = pathname === '/'
  const inner = useRef<HTMLDivElement>(null)
  const navFits = useNavFits(inner)
  return (
    <header className={styles.header[isHome ? 'home' : 'page']} data-compact={navFits ? undefined : 'true'}>
      <div ref={inner} className={styles.inner}>
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
