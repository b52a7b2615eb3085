// `npm run dev`: the local API (development mode) beside Vite's dev server.
import { spawn } from 'node:child_process'

const children = [
  spawn(process.execPath, ['server/main.js', '--dev', '--state-file', '.server-state.json'], {
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
