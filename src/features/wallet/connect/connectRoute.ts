import { i18nStore, translate } from '@/i18n/i18nStore'
import type { I18n } from '@/i18n/useI18n'
import type { DownloadSurface } from './connectSteps'
import type { Browser, MobileOs, Platform } from './platform'
import type { Instructions, WalletDefinition } from './registry'
import type { WalletEntry } from './walletCatalogue'
import '@/i18n/lazy/connect'

/** How picking a wallet proceeds on this device (the brief, "Connect modal steps"). */
export type ConnectRoute =
  | 'injected'
  | 'walletconnect-qr'
  | 'walletconnect-mobile'
  | 'walletconnect-desktop'
  /** Not installed, but this browser has a store for it: the download options. */
  | 'download'
  /** Nothing here can open it. */
  | 'not-available'

export function extensionUrl(wallet: WalletDefinition, browser: Browser): string | undefined {
  const urls = wallet.downloadUrls
  const own = browser === 'safari' || browser === 'other' ? undefined : urls[browser]
  return own ?? urls.browserExtension
}

export function mobileStoreUrl(wallet: WalletDefinition, os: MobileOs): string | undefined {
  const urls = wallet.downloadUrls
  const own = os === 'ios' ? urls.ios : os === 'android' ? urls.android : undefined
  return own ?? urls.mobile
}

/** The page the download QR points a phone at: it picks the right store itself. */
export function mobileDownloadPage(wallet: WalletDefinition): string | undefined {
  return wallet.downloadUrls.qrCode ?? wallet.downloadUrls.mobile
}

export function routeFor(wallet: WalletEntry, platform: Platform): ConnectRoute {
  if (wallet.connector) return 'injected'
  if (platform.device === 'phone') return wallet.mobile ? 'walletconnect-mobile' : 'not-available'
  if (wallet.desktop) return 'walletconnect-desktop'
  const hasExtension = Boolean(wallet.instructions.extension)
  if (hasExtension && extensionUrl(wallet, platform.browser)) return 'download'
  if (wallet.qrCode) return 'walletconnect-qr'
  return 'not-available'
}

export function needsWalletConnect(route: ConnectRoute): boolean {
  return route === 'walletconnect-qr' || route === 'walletconnect-mobile' || route === 'walletconnect-desktop'
}

export interface DownloadOffers {
  extension?: string
  desktop?: string
  mobile?: string
}

export function downloadOffers(wallet: WalletDefinition, platform: Platform): DownloadOffers {
  if (platform.device === 'phone') return { mobile: mobileStoreUrl(wallet, platform.os) }
  return {
    extension: wallet.instructions.extension ? extensionUrl(wallet, platform.browser) : undefined,
    desktop: wallet.downloadUrls.desktop,
    mobile: mobileDownloadPage(wallet),
  }
}

/** Where "Get" leads: the options when there is more than a phone app to choose from. */
export function getTarget(offers: DownloadOffers): 'DOWNLOAD_OPTIONS' | 'DOWNLOAD' | null {
  if (offers.extension || offers.desktop) return 'DOWNLOAD_OPTIONS'
  if (offers.mobile) return 'DOWNLOAD'
  return null
}

export const GET_WALLETS_SHOWN = { phone: 3, desktop: 5 } as const

/** Wallets for someone who has none yet: the friendliest first, Safe (a multisig account) last. */
const GET_ORDER = ['rainbow', 'metaMask', 'coinbase', 'trust', 'zerion', 'rabby', 'ledger', 'safe']
const getRank = (id: string) => {
  const rank = GET_ORDER.indexOf(id)
  return rank === -1 ? GET_ORDER.length : rank
}

/** Spec section 9: up to 5 wallets to get (3 on phones), those not in the browser already. */
export function walletsToGet(
  wallets: readonly WalletEntry[],
  platform: Platform,
): { wallet: WalletEntry; offers: DownloadOffers }[] {
  return wallets
    .filter((wallet) => !wallet.connector)
    .sort((a, b) => getRank(a.id) - getRank(b.id))
    .map((wallet) => ({ wallet, offers: downloadOffers(wallet, platform) }))
    .filter(({ offers }) => getTarget(offers) !== null)
    .slice(0, GET_WALLETS_SHOWN[platform.device])
}

export function describeOffers(
  offers: DownloadOffers,
  t: I18n['t'] = (key, ...params) => translate(i18nStore.get().messages, key, ...params),
  locale: string = i18nStore.get().locale,
): string {
  const parts = [
    offers.mobile && t('connect.offerMobile'),
    offers.extension && t('connect.offerExtension'),
    offers.desktop && t('connect.offerDesktop'),
  ].filter((part): part is string => Boolean(part))
  const [first = '', second = '', third = ''] = parts
  const text =
    parts.length === 3
      ? t('connect.offersThree', { first, second, third })
      : parts.length === 2
        ? t('connect.offersTwo', { first, second })
        : first
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1)
}

/** The install steps of one surface; the phone app's are the QR code's (it connects by scanning). */
export function instructionsFor(
  wallet: WalletDefinition,
  surface: DownloadSurface,
): Instructions | undefined {
  return surface === 'mobile'
    ? wallet.instructions.qrCode
    : surface === 'extension'
      ? wallet.instructions.extension
      : wallet.instructions.desktop
}
