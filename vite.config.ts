import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import pkg from './package.json' with { type: 'json' }
import { prerender } from './scripts/prerender.ts'
import { shellOnlyPrecache, webManifest } from './scripts/pwa.ts'
import { securityHeaders } from './scripts/securityHeaders.ts'
import { privateSourceMaps } from './scripts/sourceMaps.ts'
import { projectIdProblem } from './src/projectId.ts'

export default defineConfig(({ command, mode }) => {
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
      prerender(),
      webManifest(),
      securityHeaders(),
      privateSourceMaps(),
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
                test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|react-store|store|react-query|query-core))[\\/]/,
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
