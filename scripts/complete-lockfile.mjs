// Adds lock entries for platform-specific optional packages that the registry reachable from this
// workplace does not serve (darwin, win32, musl… builds of biome, rollup and anvil). `npm install`
// skips them silently, then `npm ci` refuses the lock as out of sync. Each added entry carries its
// os/cpu/libc, so npm skips it on this platform exactly as it would with a full lock.
// Run after `npm install` whenever dependencies change: `node scripts/complete-lockfile.mjs`.
import { readFile, writeFile } from 'node:fs/promises'

const lock = JSON.parse(await readFile('package-lock.json', 'utf8'))
const packages = lock.packages

/** @param {string} name */
function platformOf(name) {
  const tail = name.split('/').pop() ?? ''
  const os = [
    'android',
    'darwin',
    'freebsd',
    'linux',
    'openbsd',
    'openharmony',
    'win32',
    'netbsd',
    'sunos',
    'aix',
  ].find((candidate) => tail.includes(`${candidate}-`))
  const cpu = ['arm64', 'x64', 'amd64', 'arm', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x'].find(
    (candidate) => new RegExp(`-${candidate}(-|$)`).test(tail),
  )
  if (!os || !cpu) return null
  const entry = { os: [os], cpu: [cpu === 'amd64' ? 'x64' : cpu] }
  if (tail.includes('musl')) return { ...entry, libc: ['musl'] }
  if (tail.includes('-gnu') || (os === 'linux' && !tail.includes('musl')))
    return { ...entry, libc: ['glibc'] }
  return entry
}

let added = 0
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`
    if (packages[key] || packages[`${path}/${key}`]) continue
    const platform = platformOf(name)
    if (!platform) continue
    packages[key] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform }
    added += 1
  }
}

if (added > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  )
  await writeFile('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`)
}
console.log(`complete-lockfile: ${added} platform entries added`)
