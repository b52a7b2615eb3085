// Pieces of scripts/check-build.mjs that read a build directory, kept apart so they are unit-tested.
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'

/**
 * Chunks the bundler writes from its own runtime (module interop, the preload helper): they come
 * from no source file, so they have no map. Exempt only while small enough to hold nothing else.
 */
const BUNDLER_HELPER = /^assets\/(rolldown-runtime|preload-helper)-[\w-]+\.js$/
const BUNDLER_HELPER_MAX_BYTES = 4096

/**
 * The sources a chunk was built from, read from its source map. A chunk without a map is an error,
 * never an empty list: the checks that read sources (what is in the first load, what is precached)
 * would otherwise pass on a build they cannot see into.
 * @param {string} mapDir
 * @param {string} chunk
 * @param {string} [outDir] where the chunk itself is, to tell the bundler's own helpers apart
 * @param {string} [publicDir] the folder Vite copies as it is (its scripts are their own source)
 * @returns {Promise<string[]>}
 */
export async function chunkSources(mapDir, chunk, outDir, publicDir = 'public') {
  // A script copied as it is from public/ (early.js): its own source, no map to read.
  if (outDir && !chunk.startsWith('assets/')) {
    const [served, source] = await Promise.all([
      readFile(path.join(outDir, chunk), 'utf8').catch(() => null),
      readFile(path.join(publicDir, chunk), 'utf8').catch(() => undefined),
    ])
    if (served !== null && served === source) return [path.join(publicDir, chunk)]
  }
  let text
  try {
    text = await readFile(path.join(mapDir, `${chunk}.map`), 'utf8')
  } catch {
    if (outDir && BUNDLER_HELPER.test(chunk)) {
      const { size } = await stat(path.join(outDir, chunk))
      if (size <= BUNDLER_HELPER_MAX_BYTES) return []
    }
    throw new Error(`${chunk} has no source map in ${mapDir}`)
  }
  const sources = JSON.parse(text).sources
  if (!Array.isArray(sources) || sources.length === 0)
    throw new Error(`${chunk}: its source map lists no sources`)
  return sources
}

/**
 * Source maps a host would publish: `.map` files in the served directory, or scripts that point
 * at one.
 * @param {string} outDir
 * @returns {Promise<string[]>}
 */
export async function publishedSourceMaps(outDir) {
  const problems = []
  for (const file of await readdir(outDir, { recursive: true })) {
    if (file.endsWith('.map')) problems.push(`${file}: a source map among the served files`)
    else if (/\.m?js$/.test(file)) {
      const code = await readFile(path.join(outDir, file), 'utf8')
      if (/\/\/[#@] sourceMappingURL=/.test(code)) problems.push(`${file}: references a source map`)
    }
  }
  return problems.sort()
}

/**
 * What only the development tools hold: the dev panel's texts, the demo wallet's name, id and the
 * first of its keys (anvil's well-known account 0, which must never reach a real user's page), and
 * the phone wallet page's name (its title and heading) and WalletConnect storage prefix.
 */
export const DEV_TOOL_MARKERS = [
  'Development tools',
  'dev_whitelist',
  'Send 0 ETH to yourself',
  'Demo wallet',
  'xyz.yarm.demowallet',
  'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  'Phone wallet (demo)',
  'yarm-phone-wallet',
]

/**
 * Scripts and pages of a build that hold development tools (the dev panel, the demo wallet, the phone
 * wallet page): production and staging compile them out (VITE_DEV_TOOLS is false there), and write no
 * page for them.
 * @param {string} outDir
 * @returns {Promise<string[]>}
 */
export async function devToolsIn(outDir) {
  const problems = []
  for (const file of await readdir(outDir, { recursive: true })) {
    if (!/\.(m?js|html)$/.test(file)) continue
    const code = await readFile(path.join(outDir, file), 'utf8')
    for (const marker of DEV_TOOL_MARKERS) {
      if (code.includes(marker))
        problems.push(`${file}: development tools in a production build ("${marker}")`)
    }
  }
  return problems.sort()
}
