import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import type { ManifestTransform } from 'workbox-build'
import { PRERENDERED_ROUTES } from './prerender.ts'
import { lazyChunks, type Manifest, routeChunks } from './routeChunks.mjs'

/** Serves and emits the top-level manifest.webmanifest (kept at the root of the repository). */
export function webManifest(): Plugin {
  const file = path.resolve('manifest.webmanifest')
  return {
    name: 'yarm:web-manifest',
    // Injected rather than written in index.html, where Vite would copy the file to a hashed asset:
    // the manifest keeps one stable address, like sw.js.
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' }, injectTo: 'head' },
    ],
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: await readFile(file, 'utf8') })
    },
    configureServer(server) {
      server.middlewares.use('/manifest.webmanifest', async (_request, response) => {
        response.setHeader('Content-Type', 'application/manifest+json')
        response.end(await readFile(file, 'utf8'))
      })
    },
  }
}

/**
 * What main.tsx loads once it has work to do (persistence once there is data, the vote queue and the
 * board watcher once signed in), and what a share button loads when pressed (the dialog and the cards,
 * about 3 KB): not in the first load, but an offline page may need any of them, and a first visit to /
 * no longer fetches them, so they are precached with the shell.
 */
const ON_NEED_MODULES = [
  'src/features/pwa/persistedStore.ts',
  'src/features/pwa/persistence.ts',
  'src/features/projects/voteQueueRunner.ts',
  'src/features/boards/updateWatch.ts',
  'src/features/pwa/serviceWorker.ts',
  'src/features/share/ShareDialog.tsx',
  'src/features/share/requests.ts',
]

/**
 * Keeps the precache to the shell: every route's HTML, CSS, icons, the JS each route needs before
 * it starts and main.tsx's background work (ON_NEED_MODULES). Code loaded on first need (the wallet runtime, WalletConnect, QR codes, dev tools) is left
 * to the service worker's runtime cache, so installing the app never downloads wallet SDKs.
 */
export function shellOnlyPrecache(): { plugin: Plugin; transform: ManifestTransform } {
  let config: ResolvedConfig | undefined
  const plugin: Plugin = {
    name: 'yarm:precache-scope',
    configResolved(resolved) {
      config = resolved
    },
  }
  const transform: ManifestTransform = async (entries) => {
    if (!config) return { manifest: entries }
    const outDir = path.resolve(config.root, config.build.outDir)
    const manifest: Manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'))
    const shellJs = new Set<string>()
    for (const route of PRERENDERED_ROUTES) {
      const { entry, route: own } = routeChunks(manifest, route)
      for (const file of [...entry, ...own]) shellJs.add(file)
    }
    for (const id of ON_NEED_MODULES) {
      if (manifest[id]) for (const file of lazyChunks(manifest, id)) shellJs.add(file)
    }
    // Scripts outside assets/ (public/early.js, which every page loads) are the shell's too.
    const isShell = (url: string) => !url.endsWith('.js') || !url.startsWith('assets/') || shellJs.has(url)
    return { manifest: entries.filter((entry) => isShell(entry.url)) }
  }
  return { plugin, transform }
}
