// Finds the Chromium the journeys and the benchmark drive. Order: $CHROMIUM_PATH, /usr/bin/chromium,
// then (as root with apt-get) Debian's `chromium` package; otherwise stop and say how to get one.
import { execFileSync, spawnSync } from 'node:child_process'
import { findChromium } from './chromium.mjs'

function canInstall() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  return isRoot && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
}

function install() {
  console.log('No Chromium found: installing Debian\'s "chromium" with apt-get…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env,
  })
}

if (!findChromium()) {
  if (canInstall()) install()
  if (!findChromium()) {
    console.error(
      [
        'The journeys need a Chromium and none was found.',
        'Install one (Debian/Ubuntu: `sudo apt-get install chromium`), or point CHROMIUM_PATH at a',
        'Chromium or Chrome binary, then run the tests again.',
      ].join('\n'),
    )
    process.exit(1)
  }
}
console.log(`Chromium: ${findChromium()}`)
