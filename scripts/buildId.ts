import { createHash } from 'node:crypto'
import type { Plugin, ResolvedConfig } from 'vite'
import { BUILD_FILE, BUILD_META } from '../src/lib/chunkReload.ts'

interface Output {
  type: 'chunk' | 'asset'
  fileName: string
}

/** What tells two builds apart: their code files' names, which carry a hash of what is in them. */
export function buildIdOf(bundle: Record<string, Output>): string {
  const code = Object.values(bundle)
    .filter((output) => output.type === 'chunk')
    .map((output) => output.fileName)
    .sort()
  return createHash('sha256').update(code.join('\n')).digest('base64url').slice(0, 16)
}

/**
 * Names the build in every page's HTML (`<meta name="yarm-build">`) and in `build.json`, which is never
 * precached: a page whose code fails to load asks the host which build it serves now, and reloads only for
 * a new one (src/lib/chunkReload.ts).
 */
export function buildId(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'yarm:build-id',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) =>
        context.bundle
          ? [
              {
                tag: 'meta',
                attrs: { name: BUILD_META, content: buildIdOf(context.bundle) },
                injectTo: 'head',
              },
            ]
          : [],
    },
    generateBundle(_options, bundle) {
      if (config.build.ssr) return
      const source = `${JSON.stringify({ id: buildIdOf(bundle) })}\n`
      this.emitFile({ type: 'asset', fileName: BUILD_FILE.slice(1), source })
    },
  }
}
