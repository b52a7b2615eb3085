import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// A production build like a newcomer's: no source maps, the default chunking.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: false },
})
