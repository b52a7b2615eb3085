import { Link } from '@tanstack/react-router'
import { useI18n } from '@/i18n/useI18n'
import { Tooltip } from '@/ui/Tooltip/Tooltip'
import { DocsLink } from './DocsLink'
import * as styles from './NavBar.css'
import { isActivePath, NAV_ITEMS } from './navigation'

export interface NavBarProps {
  pathname: string
}

/** Labels are `dir="auto"` so that one cut for room keeps its own start (a Latin name in an Arabic page). */
export function NavBar({ pathname }: NavBarProps) {
  const { t } = useI18n()
  return (
    <nav aria-label={t('shell.mainNav')} className={styles.nav}>
      <ul className={styles.bar} data-nav-bar="">
        {NAV_ITEMS.map((item) => {
          const active = isActivePath(pathname, item.path)
          return (
            <li key={item.path} className={styles.item}>
              {item.disabled ? (
                <Tooltip content={t('shell.comingSoon')}>
                  {(anchorProps) => (
                    // Not a real link: it goes nowhere, but stays focusable so that its tooltip can be read.
                    <a role="link" aria-disabled="true" tabIndex={0} className={styles.pill} {...anchorProps}>
                      <span className={styles.label} dir="auto">
                        {t(item.labelKey)}
                      </span>
                    </a>
                  )}
                </Tooltip>
              ) : (
                <Link
                  to={item.path}
                  className={styles.pill}
                  aria-current={active ? 'page' : undefined}
                  onClick={(event) => {
                    if (active) event.preventDefault()
                  }}
                >
                  <span className={styles.label} dir="auto">
                    {t(item.labelKey)}
                  </span>
                </Link>
              )}
            </li>
          )
        })}
        <li className={styles.item}>
          <DocsLink className={styles.pill} labelClassName={styles.label} />
        </li>
      </ul>
    </nav>
  )
}
