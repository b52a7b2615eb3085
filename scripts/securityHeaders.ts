import type { Plugin, ResolvedConfig } from 'vite'
import { outputFileFor, PRERENDERED_ROUTES } from './prerender.ts'

/** WalletConnect's verify service (a frame the SDK loads), reached only when a user picks WalletConnect. */
const VERIFY_ORIGINS = ['https://verify.walletconnect.org', 'https://verify.walletconnect.com']
/** WalletConnect's relay and verify services, reached only when a user picks WalletConnect. */
const WALLETCONNECT_ORIGINS = [
  'wss://relay.walletconnect.org',
  'wss://relay.walletconnect.com',
  ...VERIFY_ORIGINS,
  'https://pulse.walletconnect.org',
]

const origin = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : undefined
  } catch {
    return undefined
  }
}

/**
 * The Content Security Policy for a build, from its configured origins: no inline script anywhere,
 * connections only to the API, the name service, the RPC nodes, WalletConnect and the avatar service
 * (the service worker fetches avatars), images only from the app, data: URIs and the avatar service. Safe may frame the app (it runs inside Safe{Wallet}).
 */
export function contentSecurityPolicy(env: Record<string, string | undefined>): string {
  const connect = new Set(['self'].map((value) => `'${value}'`))
  for (const key of ['VITE_API_BASE_URL', 'VITE_NAME_SERVICE_URL']) {
    const value = origin(env[key])
    if (value) connect.add(value)
  }
  for (const [key, value] of Object.entries(env))
    if (key.startsWith('VITE_RPC_URL_') && origin(value)) connect.add(origin(value) as string)
  // Chains without an override use viem's public RPC endpoints.
  for (const fallback of [
    'https://eth.merkle.io',
    'https://mainnet.base.org',
    'https://arb1.arbitrum.io',
    'https://mainnet.optimism.io',
    'https://56.rpc.thirdweb.com',
  ]) {
    connect.add(fallback)
  }
  for (const value of WALLETCONNECT_ORIGINS) connect.add(value)
  const relay = origin(env.VITE_WALLETCONNECT_RELAY_URL)
  if (relay) connect.add(relay)
  const avatars = origin(env.VITE_AVATAR_BASE_URL)
  // The service worker caches avatars with fetch(), which connect-src governs, not img-src.
  if (avatars) connect.add(avatars)
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    // React sets style attributes through the DOM for dynamic values (bar widths, sizes).
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob:${avatars ? ` ${avatars}` : ''}`,
    "font-src 'self'",
    `connect-src ${[...connect].join(' ')}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // WalletConnect's SDK asks its verify service for an attestation through a hidden frame before each
    // session proposal and request, and waits up to 5 s for it when the frame is blocked.
    `frame-src ${VERIFY_ORIGINS.join(' ')}`,
    'frame-ancestors https://app.safe.global',
  ].join('; ')
}

/**
 * Every address a static host answers with a prerendered page: `/yarmerboard`, `/yarmerboard/` and
 * `/yarmerboard/index.html` are one page. Listed one by one because a `/*` rule would also reach
 * `/assets/*`, and hosts join (not replace) the values of two matching rules.
 */
export function htmlPaths(): string[] {
  const paths = ['/', '/index.html']
  for (const route of PRERENDERED_ROUTES) {
    if (route === '/') continue
    const file = `/${outputFileFor(route)}`
    paths.push(file)
    if (file.endsWith('/index.html')) paths.push(route, `${route}/`)
  }
  return paths
}

/** The `_headers` file of a build with these VITE_* variables. */
export function headersFile(env: Record<string, string | undefined>): string {
  const csp = contentSecurityPolicy(env)
  return [
    '/*',
    `  Content-Security-Policy: ${csp}`,
    '  Strict-Transport-Security: max-age=63072000; includeSubDomains; preload',
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=()',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    ...htmlPaths().flatMap((htmlPath) => [htmlPath, '  Cache-Control: no-cache']),
    '/sw.js',
    '  Cache-Control: no-cache',
    '/build.json',
    '  Cache-Control: no-cache',
    '/manifest.webmanifest',
    '  Cache-Control: no-cache',
    '  Content-Type: application/manifest+json',
    '',
  ].join('\n')
}

/**
 * Writes `_headers` (the format Netlify and Cloudflare Pages read; the local static server too) with
 * the CSP and the caching rules of the hosting notes in the README.
 */
export function securityHeaders(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'yarm:security-headers',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    generateBundle() {
      if (config.build.ssr) return
      const source = headersFile(config.env as Record<string, string | undefined>)
      this.emitFile({ type: 'asset', fileName: '_headers', source })
    },
  }
}
