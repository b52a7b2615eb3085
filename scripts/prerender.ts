import { createHash } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin, type ResolvedConfig } from 'vite'
import type { RouteMeta } from '../src/features/shell/routeMeta'
import { type Manifest, routeChunks } from './routeChunks.mjs'

/** Every page of the static export; `/404` renders the not-found page into `404.html`. */
export const PRERENDERED_ROUTES = [
  '/',
  '/yarmerboard',
  '/pre-yarms',
  '/yarms',
  '/my-referrals',
  '/portfolio',
  '/auth/callback',
  '/404',
] as const

interface ServerEntry {
  renderRoute(url: string): Promise<{ html: string }>
  routeMeta(pathname: string): RouteMeta
  routeDataUrls(pathname: string): string[]
  routeShowsFigures(pathname: string): boolean
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function headTags(meta: RouteMeta, siteName: string): string {
  const [title, description, canonical, image] = [
    meta.title,
    meta.description,
    meta.canonical,
    meta.image,
  ].map(escapeHtml)
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${canonical}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${canonical}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
  ].join('\n    ')
}

/** The phone wallet page of demo builds: an empty root the page's script fills (src/features/demo-wallet). */
export const PHONE_WALLET_PAGE = { path: '/phone-wallet', file: 'phone-wallet/index.html' } as const

export function phoneWalletHtml(template: string): string {
  return template
    .replace(
      '<!--route-head-->',
      '<title>Phone wallet (demo)</title>\n    <meta name="robots" content="noindex" />',
    )
    .replace('<!--route-html-->', '')
}

export function outputFileFor(route: string): string {
  if (route === '/') return 'index.html'
  if (route === '/404') return '404.html'
  return `${route.slice(1)}/index.html`
}

/**
 * The static export: after the client build, builds the app once more for Node, renders every
 * route to HTML and writes `dist/<route>/index.html` with that route's head and markup, so that
 * any static host serves real pages without rewrite rules and the first paint needs no JS.
 */
/** The link to the app's one stylesheet, as Vite writes it into the template. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/

/** The CSP source that allows a stylesheet's text in a <style> element (securityHeaders.ts). */
export function styleHash(css: string): string {
  return `'sha256-${createHash('sha256').update(css).digest('base64')}'`
}

/**
 * The stylesheet's text in the page instead of a link to it: the first paint then waits for no
 * request of its own (on a phone's round trip, sharing the line with the scripts, the link cost about
 * 300 ms of first paint in Lighthouse). About 8 KB gzip more per page. `_headers` (securityHeaders.ts)
 * gets the text's hash in its style-src, so the CSP allows exactly this text.
 */
async function inlineStylesheet(template: string, outDir: string): Promise<string> {
  const link = template.match(STYLESHEET_LINK)
  if (!link?.[1]) return template
  const css = await readFile(path.join(outDir, link[1]), 'utf8')
  const headersPath = path.join(outDir, '_headers')
  const headers = await readFile(headersPath, 'utf8')
  if (!headers.includes("style-src 'self';"))
    throw new Error('_headers has no "style-src \'self\';" to add the hash to')
  await writeFile(headersPath, headers.replaceAll("style-src 'self';", `style-src 'self' ${styleHash(css)};`))
  return template.replace(link[0], () => `<style>${css}</style>`)
}

export function prerender(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'yarm:prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved
    },
    async writeBundle() {
      if (config.build.ssr) return
      const outDir = path.resolve(config.root, config.build.outDir)
      const ssrDir = path.resolve(config.root, 'node_modules/.yarm-prerender', path.basename(outDir))
      await build({
        configFile: config.configFile,
        mode: config.mode,
        root: config.root,
        logLevel: 'warn',
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: ssrDir,
          emptyOutDir: true,
          copyPublicDir: false,
          rollupOptions: { output: { entryFileNames: 'entry-server.mjs' } },
        },
      })
      const entry: ServerEntry = await import(pathToFileURL(path.join(ssrDir, 'entry-server.mjs')).href)
      const template = await readFile(path.join(outDir, 'index.html'), 'utf8')
      const pageTemplate = await inlineStylesheet(template, outDir)
      const manifest: Manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'))
      const siteName = config.env.VITE_APP_NAME ?? 'Yarm'
      for (const route of PRERENDERED_ROUTES) {
        const { html } = await entry.renderRoute(route)
        // The route's own code is fetched in parallel with the entry instead of after it (its styles are
        // in the app's one stylesheet, which the template links: vite.config.ts, cssCodeSplit).
        const preloads = [
          ...routeChunks(manifest, route).route.map(
            (file) => `<link rel="modulepreload" crossorigin href="/${file}" />`,
          ),
          // The route's public data, fetched while the code loads (src/features/shell/routeData.ts).
          ...entry
            .routeDataUrls(route)
            .map((url) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(url)}" />`),
        ].filter((tag) => !template.includes(tag.slice(0, tag.indexOf('" />'))))
        // Figures on the first screen: the browser's formatting data is loaded once the page is painted.
        if (entry.routeShowsFigures(route)) preloads.push('<script src="/warm-intl.js" async></script>')
        const page = pageTemplate
          .replace('<!--route-head-->', headTags(entry.routeMeta(route === '/404' ? '/' : route), siteName))
          .replace('</head>', `${preloads.map((tag) => `  ${tag}\n`).join('')}  </head>`)
          .replace('<!--route-html-->', html)
        const file = path.join(outDir, outputFileFor(route))
        await mkdir(path.dirname(file), { recursive: true })
        await writeFile(file, page)
      }
      // Demo builds only: the phone wallet page (main.tsx mounts it at /phone-wallet instead of the app).
      // No route of the app's router, so a production build has neither its HTML nor its code.
      if (config.env.VITE_DEV_TOOLS === 'true') {
        const file = path.join(outDir, PHONE_WALLET_PAGE.file)
        await mkdir(path.dirname(file), { recursive: true })
        await writeFile(file, phoneWalletHtml(template))
      }
      await rm(ssrDir, { recursive: true, force: true })
    },
  }
}
