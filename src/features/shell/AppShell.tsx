import { useRouterState } from '@tanstack/react-router'
import { type ComponentType, type ReactNode, useEffect, useState } from 'react'
import { config } from '@/config'
import { SignInNotice } from '@/features/auth/SignInNotice'
import { ChecklistHost } from '@/features/home/ChecklistHost'
import { InstallAction } from '@/features/pwa/InstallAction'
import { InstallHint } from '@/features/pwa/InstallHint'
import { OfflineBanner } from '@/features/pwa/OfflineBanner'
import { UpdatePrompt } from '@/features/pwa/UpdatePrompt'
import { WalletHost } from '@/features/wallet/WalletHost'
import { useI18n } from '@/i18n/useI18n'
import { AccountActions } from './AccountActions'
import * as styles from './AppShell.css'
import { Header } from './Header'
import { LocaleSelect } from './LocaleSelect'
import { MenuWallet } from './MenuWallet'
import { useDocumentHead } from './useDocumentHead'

// Compiled in only when VITE_DEV_TOOLS is true: the condition is written out (not imported) so that
// the bundler drops the import, and with it the panel's chunk, from production builds.
const loadDevPanel =
  import.meta.env.VITE_DEV_TOOLS === 'true'
    ? () => import('@/features/dev/DevPanel').then((module) => module.DevPanel)
    : null

/** Without a suspending lazy: a Suspense fallback would hold back the page's content after hydration by React's reveal throttle. */
function useDevPanel(): ComponentType | null {
  const [panel, setPanel] = useState<{ component: ComponentType } | null>(null)
  useEffect(() => {
    if (!loadDevPanel) return
    let live = true
    loadDevPanel().then(
      (component) => {
        if (live) setPanel({ component })
      },
      () => {
        // A chunk that failed to load leaves the demo build without its panel, as before.
      },
    )
    return () => {
      live = false
    }
  }, [])
  return panel?.component ?? null
}

export interface AppShellProps {
  children: ReactNode
}

export function AppShell({ children }: AppShellProps) {
  useDocumentHead()
  const { t } = useI18n()
  const DevPanel = useDevPanel()
  const isHome = useRouterState({ select: (state) => state.location.pathname === '/' })
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {t('shell.skipToContent')}
      </a>
      <Header
        actions={<AccountActions />}
        menuExtra={(close) => (
          <>
            <MenuWallet onChoose={close} />
            <InstallAction onChoose={close} />
            <LocaleSelect />
          </>
        )}
      />
      <main id="main" tabIndex={-1} className={styles.main[isHome ? 'home' : 'page']}>
        <OfflineBanner />
        <UpdatePrompt />
        <InstallHint />
        <SignInNotice />
        {children}
      </main>
      <WalletHost />
      <ChecklistHost />
      {DevPanel && <DevPanel />}
      <footer className={styles.footer}>
        <span>{t('shell.footerTagline')}</span>
        <LocaleSelect />
        <span>{t('shell.version', { version: config.version })}</span>
      </footer>
    </>
  )
}
