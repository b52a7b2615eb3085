import { Link } from '@tanstack/react-router'
import { Tooltip } from '@/ui/Tooltip/Tooltip'
import { DocsLink } from './DocsLink'
import * as styles from './NavBar.css'
import { isActivePath, NAV_ITEMS } from './navigation'

export interface NavBarProps {
  pathname: string
}

/** The desktop pill bar; hidden at 960px and below, where the menu sheet takes over. */
export function NavBar({ pathname }: NavBarProps) {
  return (
    <nav aria-label="Main">
      <ul className={styles.bar}>
        {NAV_ITEMS.map((item) => {
          const active = isActivePath(pathname, item.path)
          return (
            <li key={item.path}>
              {item.disabled ? (
                <Tooltip content="Coming Soon">
                  {(anchorProps) => (
                    // Not a real link: it goes nowhere, but stays focusable so that its tooltip can be read.
                    <a role="link" aria-disabled="true" tabIndex={0} className={styles.pill} {...anchorProps}>
                      {item.label}
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
                  {item.label}
                </Link>
              )}
            </li>
          )
        })}
        <li>
          <DocsLink className={styles.pill} />
        </li>
      </ul>
    </nav>
  )
}
