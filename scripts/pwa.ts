import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import type { ManifestTransform } from 'workbox-build'
import { PRERENDERED_ROUTES } from './prerender.ts'
import { type Manifest, routeChunks } from './routeChunks.mjs'

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
 * Keeps the precache to the shell: every route's HTML, CSS, icons, and the JS each route needs before
 * it starts. Code loaded on first need (the wallet runtime, WalletConnect, QR codes, dev tools) is left
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
    return { manifest: entries.filter((entry) => !entry.url.endsWith('.js') || shellJs.has(entry.url)) }
  }
  return { plugin, transform }
}
