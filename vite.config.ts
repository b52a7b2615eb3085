import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import pkg from './package.json' with { type: 'json' }
import { prerender } from './scripts/prerender.ts'

export default defineConfig(({ command }) => {
  return {
    define: {
      'import.meta.env.VITE_APP_VERSION': JSON.stringify(pkg.version),
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
    ],
    // The manifest lets scripts/check-build.mjs and the benchmark find each route's chunks.
    build: { target: 'es2022', sourcemap: true, manifest: true },
    server: { port: 5173 },
    preview: { port: 4173 },
    envPrefix: 'VITE_',
  }
})
