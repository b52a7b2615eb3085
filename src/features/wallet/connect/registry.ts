import '@/i18n/lazy/connect'
/**
 * The wallets the connect modal knows by name (spec section 3), opened without a vendor SDK: the injected
 * provider (matched by EIP-6963 `rdns`), else WalletConnect with the wallet's own link.
 */

import type connect from '@/i18n/en-US/connect'

export type InstructionStepKind = 'install' | 'create' | 'scan' | 'refresh' | 'connect'

/** A message of the `connect` catalogue: steps hold keys and are translated when they are drawn. */
export type ConnectMessageKey = `connect.${keyof typeof connect & string}`

export interface InstructionStep {
  kind: InstructionStepKind
  title: ConnectMessageKey
  description: ConnectMessageKey
  /** The values of the texts' placeholders, e.g. `{ wallet: 'Rainbow' }` (brand names stay as they are). */
  params?: Readonly<Record<string, string>>
}

export interface Instructions {
  learnMoreUrl: string
  steps: readonly InstructionStep[]
}

/** Spec section 3, plus `desktop` for wallets that ship a desktop app (Ledger Live). */
export interface DownloadUrls {
  android?: string
  ios?: string
  mobile?: string
  qrCode?: string
  chrome?: string
  edge?: string
  firefox?: string
  opera?: string
  browserExtension?: string
  desktop?: string
}

export type BrowserStore = 'chrome' | 'edge' | 'firefox' | 'opera'

export interface WalletLink {
  /** The app's link without a request, e.g. `https://metamask.app.link`: the mobile-link record's href. */
  base: string
  getUri: (wcUri: string) => string
}

export interface WalletDefinition {
  id: string
  name: string
  shortName: string
  iconUrl: string
  iconBackground: string
  /** `#rgb` or `#rrggbb`; checked when the list is built (spec section 5). */
  iconAccent?: string
  /** EIP-6963 reverse-DNS id: a browser that announces it has the wallet installed. */
  rdns?: string
  /** A flag an older extension sets on `window.ethereum` instead of announcing itself. */
  injectedFlag?: string
  downloadUrls: DownloadUrls
  instructions: {
    qrCode?: Instructions
    extension?: Instructions
    desktop?: Instructions
  }
  mobile?: WalletLink
  /** What the QR code holds; most wallets scan the bare `wc:` URI. */
  qrCode?: WalletLink
  desktop?: WalletLink
}

/** The form WalletConnect-capable wallets register: `<base>/wc?uri=…` or `<scheme>://wc?uri=…`. */
export function wcLink(base: string): WalletLink {
  const prefix = base.endsWith('://') ? `${base}wc?uri=` : `${base.replace(/\/+$/, '')}/wc?uri=`
  return { base, getUri: (wcUri) => `${prefix}${encodeURIComponent(wcUri)}` }
}

/** The bare `wc:` URI: what a wallet's scanner reads, and what Android hands to any wallet app. */
export const bareWcLink: WalletLink = { base: 'wc:', getUri: (wcUri) => wcUri }

const icon = (name: string) => `/wallets/${name}.svg`

function phoneSteps(name: string): InstructionStep[] {
  const params = { wallet: name }
  return [
    { kind: 'install', title: 'connect.stepOpenApp', description: 'connect.stepOpenAppText', params },
    { kind: 'create', title: 'connect.stepCreate', description: 'connect.stepCreatePhoneText' },
    { kind: 'scan', title: 'connect.stepScan', description: 'connect.stepScanText', params },
  ]
}

function extensionSteps(name: string): InstructionStep[] {
  const params = { wallet: name }
  return [
    {
      kind: 'install',
      title: 'connect.stepAddExtension',
      description: 'connect.stepAddExtensionText',
      params,
    },
    { kind: 'create', title: 'connect.stepCreate', description: 'connect.stepCreateExtensionText' },
    { kind: 'refresh', title: 'connect.stepRefresh', description: 'connect.stepRefreshText', params },
  ]
}

export const metaMask: WalletDefinition = {
  id: 'metaMask',
  name: 'MetaMask',
  shortName: 'MetaMask',
  iconUrl: icon('metamask'),
  iconBackground: '#ffffff',
  iconAccent: '#f6851b',
  rdns: 'io.metamask',
  injectedFlag: 'isMetaMask',
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=io.metamask',
    ios: 'https://apps.apple.com/app/metamask/id1438144202',
    mobile: 'https://metamask.io/download/',
    qrCode: 'https://metamask.io/download/',
    chrome: 'https://chromewebstore.google.com/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn',
    edge: 'https://microsoftedge.microsoft.com/addons/detail/metamask/ejbalbakoplchlghecdalmeeeajnimhm',
    firefox: 'https://addons.mozilla.org/firefox/addon/ether-metamask/',
    opera: 'https://addons.opera.com/extensions/details/metamask-10/',
    browserExtension: 'https://metamask.io/download/',
  },
  instructions: {
    qrCode: { learnMoreUrl: 'https://support.metamask.io/', steps: phoneSteps('MetaMask') },
    extension: { learnMoreUrl: 'https://support.metamask.io/', steps: extensionSteps('MetaMask') },
  },
  mobile: wcLink('https://metamask.app.link'),
  qrCode: bareWcLink,
}

export const rainbow: WalletDefinition = {
  id: 'rainbow',
  name: 'Rainbow',
  shortName: 'Rainbow',
  iconUrl: icon('rainbow'),
  iconBackground: '#0c2f78',
  iconAccent: '#ff4000',
  rdns: 'me.rainbow',
  injectedFlag: 'isRainbow',
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=me.rainbow',
    ios: 'https://apps.apple.com/app/rainbow-ethereum-wallet/id1457119021',
    mobile: 'https://rainbow.download',
    qrCode: 'https://rainbow.download',
    chrome: 'https://chromewebstore.google.com/detail/rainbow/opfgelmcmbiajamepnmloijbpoleiama',
    edge: 'https://microsoftedge.microsoft.com/addons/detail/rainbow/cpojfbodiccabbabgimdeohkkpjfpbnf',
    firefox: 'https://addons.mozilla.org/firefox/addon/rainbow-extension/',
    browserExtension: 'https://rainbow.me/extension',
  },
  instructions: {
    qrCode: { learnMoreUrl: 'https://learn.rainbow.me/', steps: phoneSteps('Rainbow') },
    extension: { learnMoreUrl: 'https://learn.rainbow.me/', steps: extensionSteps('Rainbow') },
  },
  mobile: wcLink('https://rnbwapp.com'),
  qrCode: bareWcLink,
}

export const coinbase: WalletDefinition = {
  id: 'coinbase',
  name: 'Coinbase Wallet',
  shortName: 'Coinbase',
  iconUrl: icon('coinbase'),
  iconBackground: '#0052ff',
  iconAccent: '#0052ff',
  rdns: 'com.coinbase.wallet',
  injectedFlag: 'isCoinbaseWallet',
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=org.toshi',
    ios: 'https://apps.apple.com/app/coinbase-wallet-nfts-crypto/id1278383455',
    mobile: 'https://www.coinbase.com/wallet/downloads',
    qrCode: 'https://www.coinbase.com/wallet/downloads',
    chrome:
      'https://chromewebstore.google.com/detail/coinbase-wallet-extension/hnfanknocfeofbddgcijnmhnfnkdnaad',
    browserExtension: 'https://www.coinbase.com/wallet/downloads',
  },
  instructions: {
    qrCode: { learnMoreUrl: 'https://help.coinbase.com/en/wallet', steps: phoneSteps('Coinbase Wallet') },
    extension: {
      learnMoreUrl: 'https://help.coinbase.com/en/wallet',
      steps: extensionSteps('Coinbase Wallet'),
    },
  },
  mobile: wcLink('https://go.cb-w.com'),
  qrCode: bareWcLink,
}

export const safe: WalletDefinition = {
  id: 'safe',
  name: 'Safe',
  shortName: 'Safe',
  iconUrl: icon('safe'),
  iconBackground: '#12ff80',
  iconAccent: '#12ff80',
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=io.gnosis.safe',
    ios: 'https://apps.apple.com/app/safe-wallet/id1515759131',
    mobile: 'https://safe.global/wallet',
    qrCode: 'https://safe.global/wallet',
  },
  instructions: {
    qrCode: {
      learnMoreUrl: 'https://help.safe.global/',
      steps: [
        {
          kind: 'install',
          title: 'connect.safeOpen',
          description: 'connect.safeOpenText',
          params: { product: 'Safe{Wallet}' },
        },
        { kind: 'connect', title: 'connect.safeChoose', description: 'connect.safeChooseText' },
        { kind: 'scan', title: 'connect.safePaste', description: 'connect.safePasteText' },
      ],
    },
  },
  qrCode: bareWcLink,
}

export const walletConnect: WalletDefinition = {
  id: 'walletConnect',
  name: 'WalletConnect',
  shortName: 'WalletConnect',
  iconUrl: icon('walletconnect'),
  iconBackground: '#3b99fc',
  iconAccent: '#3b99fc',
  downloadUrls: {},
  instructions: {},
  mobile: bareWcLink,
  qrCode: bareWcLink,
}

export const trust: WalletDefinition = {
  id: 'trust',
  name: 'Trust Wallet',
  shortName: 'Trust',
  iconUrl: icon('trust'),
  iconBackground: '#ffffff',
  iconAccent: '#0500ff',
  rdns: 'com.trustwallet.app',
  injectedFlag: 'isTrust',
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=com.wallet.crypto.trustapp',
    ios: 'https://apps.apple.com/app/trust-crypto-bitcoin-wallet/id1288339409',
    mobile: 'https://trustwallet.com/download',
    qrCode: 'https://trustwallet.com/download',
    chrome: 'https://chromewebstore.google.com/detail/trust-wallet/egjidjbpglichdcondbcbdnbeeppgdph',
    browserExtension: 'https://trustwallet.com/browser-extension',
  },
  instructions: {
    qrCode: { learnMoreUrl: 'https://trustwallet.com/support', steps: phoneSteps('Trust Wallet') },
    extension: { learnMoreUrl: 'https://trustwallet.com/support', steps: extensionSteps('Trust Wallet') },
  },
  mobile: wcLink('https://link.trustwallet.com'),
  qrCode: bareWcLink,
}

export const rabby: WalletDefinition = {
  id: 'rabby',
  name: 'Rabby Wallet',
  shortName: 'Rabby',
  iconUrl: icon('rabby'),
  iconBackground: '#8697ff',
  iconAccent: '#7084ff',
  rdns: 'io.rabby',
  injectedFlag: 'isRabby',
  // Rabby's extension is published in the Chrome Web Store only (Edge, Brave and Opera install from it).
  downloadUrls: {
    chrome: 'https://chromewebstore.google.com/detail/rabby-wallet/acmacodkjbdgmoleebolmdjonilkdbch',
    edge: 'https://chromewebstore.google.com/detail/rabby-wallet/acmacodkjbdgmoleebolmdjonilkdbch',
    opera: 'https://chromewebstore.google.com/detail/rabby-wallet/acmacodkjbdgmoleebolmdjonilkdbch',
  },
  instructions: {
    extension: { learnMoreUrl: 'https://rabby.io/', steps: extensionSteps('Rabby') },
  },
}

export const zerion: WalletDefinition = {
  id: 'zerion',
  name: 'Zerion',
  shortName: 'Zerion',
  iconUrl: icon('zerion'),
  iconBackground: '#2962ef',
  iconAccent: '#2962ef',
  rdns: 'io.zerion.wallet',
  injectedFlag: 'isZerion',
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=io.zerion.android',
    ios: 'https://apps.apple.com/app/zerion-crypto-defi-wallet/id1456732565',
    mobile: 'https://zerion.io/',
    qrCode: 'https://zerion.io/',
    chrome:
      'https://chromewebstore.google.com/detail/zerion-wallet-for-web3-nf/klghhnkeealcohjjanjjdaeeggmfmlpl',
    browserExtension: 'https://zerion.io/extension',
  },
  instructions: {
    qrCode: { learnMoreUrl: 'https://help.zerion.io/', steps: phoneSteps('Zerion') },
    extension: { learnMoreUrl: 'https://help.zerion.io/', steps: extensionSteps('Zerion') },
  },
  mobile: wcLink('zerion://'),
  qrCode: bareWcLink,
}

export const ledger: WalletDefinition = {
  id: 'ledger',
  name: 'Ledger Live',
  shortName: 'Ledger',
  iconUrl: icon('ledger'),
  iconBackground: '#000000',
  iconAccent: '#000',
  downloadUrls: {
    android: 'https://play.google.com/store/apps/details?id=com.ledger.live',
    ios: 'https://apps.apple.com/app/ledger-live-web3-wallet/id1361671700',
    mobile: 'https://www.ledger.com/ledger-live',
    qrCode: 'https://www.ledger.com/ledger-live',
    desktop: 'https://www.ledger.com/ledger-live/download',
  },
  instructions: {
    qrCode: { learnMoreUrl: 'https://support.ledger.com/', steps: phoneSteps('Ledger Live') },
    desktop: {
      learnMoreUrl: 'https://support.ledger.com/',
      steps: [
        {
          kind: 'install',
          title: 'connect.desktopInstall',
          description: 'connect.desktopInstallText',
          params: { wallet: 'Ledger Live' },
        },
        { kind: 'create', title: 'connect.ledgerSetup', description: 'connect.ledgerSetupText' },
        {
          kind: 'connect',
          title: 'connect.desktopConnect',
          description: 'connect.desktopConnectText',
          params: { wallet: 'Ledger Live' },
        },
      ],
    },
  },
  mobile: wcLink('ledgerlive://'),
  qrCode: bareWcLink,
  desktop: wcLink('ledgerlive://'),
}

/** The wallet behind a `window.ethereum` that does not say which it is; never listed in a group of its own. */
export const browserWallet: WalletDefinition = {
  id: 'injected',
  name: 'Browser Wallet',
  shortName: 'Browser',
  iconUrl: icon('browser'),
  iconBackground: '#eef5f7',
  iconAccent: '#0b7285',
  downloadUrls: {},
  instructions: {},
}

export const WALLET_DEFINITIONS: readonly WalletDefinition[] = [
  metaMask,
  rainbow,
  coinbase,
  safe,
  walletConnect,
  trust,
  rabby,
  zerion,
  ledger,
  browserWallet,
]

export type WalletGroupName = 'Recent' | 'Installed' | 'Recommended' | 'Popular' | 'Other' | 'More'

/** Display order (the brief); Recent and Installed are filled from the browser, the rest from config. */
export const GROUP_ORDER: readonly WalletGroupName[] = [
  'Recent',
  'Installed',
  'Recommended',
  'Popular',
  'Other',
  'More',
]

export interface WalletGroupConfig {
  name: Exclude<WalletGroupName, 'Recent' | 'Installed'>
  walletIds: readonly string[]
}

/** Spec section 2: the default Popular group is Safe, Rainbow, Coinbase, MetaMask and WalletConnect. */
export const WALLET_GROUPS: readonly WalletGroupConfig[] = [
  { name: 'Popular', walletIds: ['safe', 'rainbow', 'coinbase', 'metaMask', 'walletConnect'] },
  { name: 'Other', walletIds: ['trust', 'zerion', 'rabby', 'ledger'] },
]
