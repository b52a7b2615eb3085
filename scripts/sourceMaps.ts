import { mkdir, readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'

/** Where a build's source maps go: beside its output, never inside what the host serves. */
export const sourceMapDir = (outDir: string) => `${outDir.replace(/\/+$/, '')}-sourcemaps`

/**
 * Source maps are built (hidden: no `sourceMappingURL` comment in the scripts) for the build checks
 * and for uploading to an error reporter, then moved out of the output directory so that deploying
 * `dist/` never publishes the original source.
 */
export function privateSourceMaps(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'yarm:private-source-maps',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved
    },
    closeBundle: {
      order: 'post',
      async handler() {
        if (config.build.ssr) return
        const outDir = path.resolve(config.root, config.build.outDir)
        const target = sourceMapDir(outDir)
        await rm(target, { recursive: true, force: true })
        const files = await readdir(outDir, { recursive: true })
        for (const file of files.filter((name) => name.endsWith('.map'))) {
          await mkdir(path.dirname(path.join(target, file)), { recursive: true })
          await rename(path.join(outDir, file), path.join(target, file))
        }
      },
    },
  }
}
