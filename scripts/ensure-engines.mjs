// Finds the WebKit and Firefox the engine journeys drive (scripts/engines.mjs); as root with apt-get,
// installs Debian's packages for those missing; otherwise stops and says how to get them.
import { execFileSync, spawnSync } from 'node:child_process'
import { ENGINES, missingEnginePackages } from './engines.mjs'

function canInstall() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  return isRoot && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
}

let missing = missingEnginePackages()
if (missing.length > 0 && canInstall()) {
  console.log(`Engines missing: installing Debian's ${missing.join(', ')} with apt-get…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env,
  })
  missing = missingEnginePackages()
}
if (missing.length > 0) {
  console.error(
    [
      `The WebKit and Firefox journeys need ${missing.join(', ')}, which ${missing.length > 1 ? 'are' : 'is'} not installed.`,
      `Install ${missing.length > 1 ? 'them' : 'it'} (Debian/Ubuntu: \`sudo apt-get install ${missing.join(' ')}\`),`,
      'or point FIREFOX_PATH at a Firefox, then run the tests again.',
    ].join('\n'),
  )
  process.exit(1)
}
console.log(
  `WebKit: ${ENGINES.miniBrowser.path} through ${ENGINES.webKitWebDriver.path}; Firefox: ${ENGINES.firefox.path}`,
)
