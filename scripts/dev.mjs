// `npm run dev`: the local API (development mode) beside Vite's dev server.
import { spawn } from 'node:child_process'
import { loadConfigFromFile } from 'vite'

// The WalletConnect project id check (vite.config.ts) runs before anything starts: development has
// no default, and the message says where to put one.
try {
  await loadConfigFromFile({ command: 'serve', mode: 'development' }, undefined, undefined, 'silent')
} catch (error) {
  console.error(`npm run dev: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}

const children = [
  spawn(process.execPath, ['server/main.js', '--dev', '--store', '.server-state.db'], {
    stdio: 'inherit',
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit' }),
]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', (code) => code && stop())
