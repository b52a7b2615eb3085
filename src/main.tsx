// First: a returning wallet's runtime starts loading before the rest of the app evaluates.
import { phoneWalletPage, returningWallet } from '@/start/firstThing'
import '@/styles/global.css'
import { backgroundJobs } from '@/start/backgroundJobs'
import { runJobs } from '@/start/jobs'
import { readPersistedCopy } from '@/start/persistedCopy'
import { renderApp } from '@/start/renderApp'
import { App } from './App'
import { subscribeSession } from './api/session'
import { guardSessionData } from './features/auth/sessionGuard'
import { announceDemoWallet } from './features/demo-wallet/announce'
import { captureInstallPrompt } from './features/pwa/pwaStore'
import { i18nStore, preferredLocale } from './i18n/i18nStore'
import { DEFAULT_LOCALE } from './i18n/locales'
import { reloadForMissingChunk } from './lib/chunkReload'
import { dropEarlyTapOnSessionChange } from './lib/earlyTap'
import { createAppRouter, createQueryClient } from './router'

// After a deploy, an open page may ask for a lazy chunk that no longer exists (chunkReload).
window.addEventListener('vite:preloadError', () => void reloadForMissingChunk())

// Demo builds only, written out so production builds drop the call and its import (scripts/check-build.mjs
// fails if the wallet ships). Announced before the app starts, so a reload finds a connected wallet; not
// on the phone wallet page (start/firstThing).
if (import.meta.env.VITE_DEV_TOOLS === 'true' && !phoneWalletPage) announceDemoWallet()

async function start() {
  dropEarlyTapOnSessionChange(subscribeSession)
  const { text: persisted, persistence: persistenceNow } = readPersistedCopy()
  captureInstallPrompt()
  const container = document.getElementById('root')
  if (!container) throw new Error('#root is missing from the page')
  const queryClient = createQueryClient()
  guardSessionData(queryClient)
  const router = createAppRouter(queryClient)
  // A repeat visit's copy starts restoring now, so that the first render can draw it (firstRender).
  const persistence = persistenceNow.then((module) => module?.startPersistence(queryClient, persisted))
  // The static HTML is en-US; another language's catalogue is loaded first, so that the page switches
  // to it right after hydration, once, instead of showing English and then changing later.
  const locale = preferredLocale()
  if (locale !== DEFAULT_LOCALE) await i18nStore.setLocale(locale, { remember: false }).catch(() => {})
  const app = <App queryClient={queryClient} router={router} />
  await renderApp({ container, app, queryClient, router, restore: persistence })
  runJobs(
    backgroundJobs({
      queryClient,
      persisted,
      persistenceStarted: persistence.then(Boolean),
      returningWallet,
    }),
  )
}

if (import.meta.env.VITE_DEV_TOOLS === 'true' && phoneWalletPage) {
  const container = document.getElementById('root')
  if (container)
    void import('./features/demo-wallet/PhoneWalletPage').then(({ mountPhoneWallet }) =>
      mountPhoneWallet(container),
    )
} else void start()
