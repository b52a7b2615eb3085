// `npm run dev`: the local API (development mode) beside Vite's dev server.
import { spawn } from 'node:child_process'

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
