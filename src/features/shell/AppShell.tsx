import { useRouterState } from '@tanstack/react-router'
import { lazy, type ReactNode, Suspense } from 'react'
import { config } from '@/config'
import { SignInNotice } from '@/features/auth/XAccountButton'
import { InstallAction } from '@/features/pwa/InstallAction'
import { InstallHint } from '@/features/pwa/InstallHint'
import { OfflineBanner } from '@/features/pwa/OfflineBanner'
import { UpdatePrompt } from '@/features/pwa/UpdatePrompt'
import { WalletHost } from '@/features/wallet/WalletHost'
import { useI18n } from '@/i18n/useI18n'
import { useHydrated } from '@/ui/hooks/useHydrated'
import { AccountActions, MenuWallet } from './AccountActions'
import * as styles from './AppShell.css'
import { Header } from './Header'
import { LocaleSelect } from './LocaleSelect'
import { useDocumentHead } from './useDocumentHead'

// Compiled in only when VITE_DEV_TOOLS is true: the condition is written out (not imported) so that
// the bundler drops the import, and with it the panel's chunk, from production builds.
const DevPanel =
  import.meta.env.VITE_DEV_TOOLS === 'true'
    ? lazy(() => import('@/features/dev/DevPanel').then((module) => ({ default: module.DevPanel })))
    : null

export interface AppShellProps {
  children: ReactNode
}

/** Header, main landmark and footer around every page. */
export function AppShell({ children }: AppShellProps) {
  useDocumentHead()
  const { t } = useI18n()
  const hydrated = useHydrated()
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
      {DevPanel && hydrated && (
        <Suspense fallback={null}>
          <DevPanel />
        </Suspense>
      )}
      <footer className={styles.footer}>
        <span>{t('shell.footerTagline')}</span>
        <LocaleSelect />
        <span>{t('shell.version', { version: config.version })}</span>
      </footer>
    </>
  )
}
