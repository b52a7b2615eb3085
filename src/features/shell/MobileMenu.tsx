import { Link } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { useI18n } from '@/i18n/useI18n'
import { useEarlyTap } from '@/lib/earlyTap'
import { BottomSheet } from '@/ui/BottomSheet/BottomSheet'
import { DocsLink } from './DocsLink'
import * as styles from './MobileMenu.css'
import { isActivePath, NAV_ITEMS } from './navigation'

export interface MobileMenuProps {
  pathname: string
  /** Extra entries at the end of the sheet (wallet, install action, language); `close` closes the sheet. */
  extra?: (close: () => void) => ReactNode
}

export function MobileMenu({ pathname, extra }: MobileMenuProps) {
  const { t } = useI18n()
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  useEarlyTap('menu', () => setOpen(true))
  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-label={t('shell.menu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        data-early-tap="menu"
      >
        <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
          <path d="M2 4.5h14M2 9h14M2 13.5h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <BottomSheet open={open} onClose={close} title={t('shell.menu')} bodyClassName={styles.scrollArea}>
        <nav aria-label={t('shell.mainNav')}>
          <ul className={styles.list}>
            {NAV_ITEMS.map((item) => {
              const active = isActivePath(pathname, item.path)
              return (
                <li key={item.path}>
                  {item.disabled ? (
                    // Not a real link: it goes nowhere, but stays focusable so that it can be read.
                    // biome-ignore lint/a11y/useValidAnchor: a disabled link has no destination by design
                    <a role="link" aria-disabled="true" tabIndex={0} className={styles.item}>
                      {t(item.labelKey)}
                      <span className={styles.badge}>{t('shell.comingSoon')}</span>
                    </a>
                  ) : (
                    <Link
                      to={item.path}
                      className={styles.item}
                      aria-current={active ? 'page' : undefined}
                      onClick={(event) => {
                        // The active link does nothing; any other closes the sheet as it navigates.
                        if (active) event.preventDefault()
                        else close()
                      }}
                    >
                      {t(item.labelKey)}
                      {active && (
                        <span className={styles.check} aria-hidden="true">
                          ✓
                        </span>
                      )}
                    </Link>
                  )}
                </li>
              )
            })}
            <li>
              <DocsLink className={styles.item} onClick={close} />
            </li>
          </ul>
        </nav>
        {extra && <div className={styles.extra}>{extra(close)}</div>}
      </BottomSheet>
    </>
  )
}
