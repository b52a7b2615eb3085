import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import pkg from './package.json' with { type: 'json' }
import { localContractAddresses, shippedBuildGuard, shippedBuildProblems } from './scripts/buildGuards.ts'
import { buildId } from './scripts/buildId.ts'
import { prerender } from './scripts/prerender.ts'
import { shellOnlyPrecache, webManifest } from './scripts/pwa.ts'
import { securityHeaders } from './scripts/securityHeaders.ts'
import { privateSourceMaps } from './scripts/sourceMaps.ts'
import { projectIdProblem } from './src/projectId.ts'

/** The entry: it stays the entry chunk (with its source map), importing the 'app' chunk below. */
const MAIN = fileURLToPath(new URL('./src/main.tsx', import.meta.url))

/**
 * Whether a module is part of what every page runs before it starts: src/main.tsx and what it imports
 * statically, transitively (walked up through static importers, memoized per build).
 */
function entryGraph() {
  const main = MAIN
  const memo = new Map<string, boolean>()
  const reaches = (
    id: string,
    getModuleInfo: (id: string) => { importers: readonly string[] } | null,
  ): boolean => {
    const known = memo.get(id)
    if (known !== undefined) return known
    // Within an import cycle, a module in progress counts as unreached; at worst a module stays out of
    // the group and is chunked as before.
    memo.set(id, false)
    const reached =
      id === main || (getModuleInfo(id)?.importers ?? []).some((importer) => reaches(importer, getModuleInfo))
    memo.set(id, reached)
    return reached
  }
  return reaches
}

/** React, the router and the query cache (see advancedChunks below). */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|react-store|store|react-query|query-core))[\\/]/

export default defineConfig(({ command, mode }) => {
  const inEntryGraph = entryGraph()
  if (command === 'build' || mode === 'development') {
    // Production and staging carry a WalletConnect project id of their own (spec: required); a
    // borrowed or missing one stops the build here rather than shipping an app whose pairing fails.
    // Development has no default either: its server stops here, saying where to put one.
    const problem = projectIdProblem(
      mode,
      loadEnv(mode, process.cwd(), 'VITE_').VITE_WALLETCONNECT_PROJECT_ID,
    )
    if (problem) throw new Error(problem)
  }
  const localAddresses = localContractAddresses(
    JSON.parse(readFileSync(new URL('./contracts/out/deployments.json', import.meta.url), 'utf8')),
  )
  if (command === 'build') {
    const problems = shippedBuildProblems(mode, loadEnv(mode, process.cwd(), 'VITE_'), localAddresses)
    if (problems.length > 0) throw new Error(`The ${mode} build stops here:\n- ${problems.join('\n- ')}`)
  }
  const precache = shellOnlyPrecache()
  return {
    define: {
      // YARM_BUILD_ID tells two builds of the same version apart (the update journey deploys one over another).
      'import.meta.env.VITE_APP_VERSION': JSON.stringify(
        process.env.YARM_BUILD_ID ? `${pkg.version}+${process.env.YARM_BUILD_ID}` : pkg.version,
      ),
    },
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@contracts': fileURLToPath(new URL('./contracts/out', import.meta.url)),
        '@reown/appkit/core': fileURLToPath(
          new URL('./src/features/wallet/runtime/appkitStub.ts', import.meta.url),
        ),
      },
    },
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single', semicolons: false }),
      react(),
      // Short class names in every build mode, so the prerendered HTML and the client agree.
      vanillaExtractPlugin({ identifiers: command === 'build' ? 'short' : 'debug' }),
      buildId(),
      prerender(),
      webManifest(),
      securityHeaders(),
      privateSourceMaps(),
      shippedBuildGuard(mode, localAddresses),
      precache.plugin,
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        // The manifest is our own file at the top of the repository (see webManifest()).
        manifest: false,
        injectManifest: {
          globPatterns: ['**/*.{html,js,css,svg,png,ico,webmanifest,woff2}'],
          globIgnores: ['og-image.png', 'screenshots/**', '**/*.map'],
          manifestTransforms: [precache.transform],
        },
        devOptions: { enabled: false },
      }),
    ],
    // The manifest lets scripts/check-build.mjs and the benchmark find each route's chunks.
    // Hidden maps, moved out of the served files by privateSourceMaps(): the checks read them there.
    build: {
      target: 'es2022',
      sourcemap: 'hidden',
      manifest: true,
      // One stylesheet for the whole app (about 8 KB gzip), cached across pages: split per chunk, a route
      // linked ten small files before its first paint, each a request on a phone's round trip.
      cssCodeSplit: false,
      rolldownOptions: {
        output: {
          // Every page needs React, the router and the query cache: one chunk for them, cached across
          // deploys and compressed as one, rather than a dozen small pieces the splitter cuts them into.
          advancedChunks: {
            groups: [
              {
                name: 'framework',
                test: FRAMEWORK,
              },
              {
                // The app's own modules every page runs first, in one chunk: left to the splitter, those
                // that lazy chunks share came as a dozen files of a few hundred bytes, each a request.
                debugName: 'app',
                name: (id, ctx) =>
                  !id.includes('node_modules') &&
                  id !== MAIN &&
                  inEntryGraph(id, (module) => ctx.getModuleInfo(module))
                    ? 'app'
                    : null,
              },
            ],
          },
        },
      },
    },
    server: { port: 5173 },
    preview: { port: 4173 },
    envPrefix: 'VITE_',
  }
})
