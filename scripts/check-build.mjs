// Checks the production build in dist/ against what every release must hold: one real HTML page per
// route with its head, first-load JS within the budgets of bench/budgets.json, and no development
// tools compiled in, no source map published, no build without a project id. Sizes are
// deterministic, so they are gated here; timings are the benchmark's.
//
// `node scripts/check-build.mjs [dir]` checks a build already made (default dist/).
// `node scripts/check-build.mjs --build` (what `npm test` runs, also on a fresh clone with no
// secrets) first proves that a production build without a project id fails, then builds production
// into dist-check/ with a stand-in id set only for that process, and checks it.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chunkSources, devToolsIn, publishedSourceMaps } from './buildChecks.mjs'
import { lazyChunks, routeChunks } from './routeChunks.mjs'

/** Obviously not a WalletConnect Cloud project: builds checked here are never deployed. */
const CHECK_PROJECT_ID = '00000000000000000000000000000000'

const buildFirst = process.argv[2] === '--build'
const outDir = buildFirst ? 'dist-check' : (process.argv[2] ?? 'dist')
if (buildFirst) {
  /** @param {NodeJS.ProcessEnv} env */
  const viteBuild = (env) =>
    spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir], {
      env,
      encoding: 'utf8',
    })
  const { VITE_WALLETCONNECT_PROJECT_ID: _ignored, ...withoutId } = process.env
  // A developer's own .env*.local may hold a real id; then there is no build without one to prove.
  if (!existsSync('.env.local') && !existsSync('.env.production.local')) {
    const refused = viteBuild(withoutId)
    if (
      refused.status === 0 ||
      !`${refused.stderr}${refused.stdout}`.includes('VITE_WALLETCONNECT_PROJECT_ID is not set')
    ) {
      console.error('A production build without VITE_WALLETCONNECT_PROJECT_ID did not stop with its message.')
      process.exit(1)
    }
    console.log('production build without a project id: refused, as it must be')
  }
  const built = viteBuild({ ...process.env, VITE_WALLETCONNECT_PROJECT_ID: CHECK_PROJECT_ID })
  if (built.status !== 0) {
    console.error(built.stdout, built.stderr)
    process.exit(1)
  }
}
const mapDir = `${outDir.replace(/\/+$/, '')}-sourcemaps`
const ROUTES = ['/', '/yarmerboard', '/pre-yarms', '/yarms', '/my-referrals', '/portfolio', '/auth/callback']
const budgets = JSON.parse(await readFile('bench/budgets.json', 'utf8'))
const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'))

/** @type {string[]} */
const failures = []
/** @param {string} file */
const gzipKb = async (file) => gzipSync(await readFile(path.join(outDir, file))).length / 1024

for (const route of ROUTES) {
  const file = route === '/' ? 'index.html' : `${route.slice(1)}/index.html`
  const html = await readFile(path.join(outDir, file), 'utf8')
  if (!html.includes('<title>Yarm | Your Voice becomes Your Yield</title>'))
    failures.push(`${file}: no title`)
  if (!html.includes('rel="canonical"')) failures.push(`${file}: no canonical link`)
  if (!/<div id="root"><a [^>]*>Skip to content<\/a><header/.test(html))
    failures.push(`${file}: no prerendered header`)

  const { entry, route: own } = routeChunks(manifest, route)
  // Plain scripts every page loads beside its modules (public/early.js) count too.
  const plain = [...html.matchAll(/<script src="\/([^"]+\.js)"/g)].map((match) => match[1] ?? '')
  const files = [...entry, ...own, ...plain.filter((file) => !file.startsWith('assets/'))]
  let total = 0
  for (const chunk of files) total += await gzipKb(chunk)
  const budget = budgets.firstLoadJsGzipKb[route] ?? budgets.firstLoadJsGzipKb.default
  console.log(
    `${route.padEnd(16)} first-load JS ${total.toFixed(1).padStart(6)} KB gzip (budget ${budget} KB)`,
  )
  if (total > budget) failures.push(`${route}: first-load JS ${total.toFixed(1)} KB > ${budget} KB`)

  for (const chunk of files) {
    const sources = await chunkSources(mapDir, chunk, outDir).catch((/** @type {Error} */ error) => {
      failures.push(error.message)
      return []
    })
    for (const source of sources) {
      const hit = budgets.forbiddenInFirstLoad.find((/** @type {string} */ name) =>
        source.includes(`node_modules/${name}`),
      )
      if (hit) failures.push(`${route}: ${hit} is in the first load (${chunk})`)
      // What every page runs first (the entry, and the home page with it) holds none of these either.
      const early = route === '/' || entry.includes(chunk)
      const before =
        early &&
        (budgets.forbiddenInEntry ?? []).find((/** @type {string} */ name) =>
          source.includes(`node_modules/${name}/`),
        )
      if (before) failures.push(`${route}: ${before} is in the code every page runs first (${chunk})`)
    }
  }
}

// Code loaded on first need has budgets too: the wallet runtime is what the Connect Wallet click waits for.
for (const [moduleId, budget] of Object.entries(budgets.lazyJsGzipKb ?? {})) {
  let total = 0
  try {
    for (const chunk of lazyChunks(manifest, moduleId)) total += await gzipKb(chunk)
  } catch (error) {
    failures.push(String(error instanceof Error ? error.message : error))
    continue
  }
  console.log(`${moduleId} on first need: ${total.toFixed(1)} KB gzip (budget ${budget} KB)`)
  if (total > budget) failures.push(`${moduleId}: ${total.toFixed(1)} KB gzip on first need > ${budget} KB`)
}

// Development tools (the dev panel, the demo wallet) are compiled out of production builds.
if (!outDir.includes('demo')) failures.push(...(await devToolsIn(outDir)))

// The service worker's precache: the shell only, never wallet SDKs or other code loaded on first need.
const sw = await readFile(path.join(outDir, 'sw.js'), 'utf8').catch(() => '')
const precached = [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '')
if (precached.length === 0) failures.push('sw.js: no precache manifest found')
for (const html of ['index.html', 'yarmerboard/index.html', '404.html']) {
  if (!precached.includes(html)) failures.push(`sw.js: ${html} is not precached`)
}
for (const file of precached.filter((url) => url.endsWith('.js'))) {
  const sources = await chunkSources(mapDir, file, outDir).catch((/** @type {Error} */ error) => {
    failures.push(error.message)
    return []
  })
  for (const source of sources) {
    const hit = budgets.forbiddenInFirstLoad.find(
      (/** @type {string} */ name) =>
        source.includes(`node_modules/${name}`) && !(budgets.allowedInPrecache ?? []).includes(name),
    )
    if (hit) failures.push(`sw.js precaches ${file}, which holds ${hit}`)
  }
}
console.log(`precache        ${precached.length} files, none from the wallet layer`)

// The build's name (scripts/buildId.ts): the same in build.json and every page, and never precached, or a
// page whose code fails to load could not tell a deploy from a network that dropped a file.
const buildFile = await readFile(path.join(outDir, 'build.json'), 'utf8').catch(() => '{}')
const buildName = /** @type {{ id?: unknown }} */ (JSON.parse(buildFile)).id
if (typeof buildName !== 'string') failures.push('build.json: no build id')
for (const html of ['index.html', 'pre-yarms/index.html', '404.html']) {
  const page = await readFile(path.join(outDir, html), 'utf8').catch(() => '')
  if (!page.includes(`<meta name="yarm-build" content="${buildName}">`))
    failures.push(`${html} does not name the build of build.json`)
}
if (precached.includes('build.json')) failures.push('sw.js precaches build.json')

// Source maps stay out of what a host serves (they are kept in <dir>-sourcemaps/ for error reports).
failures.push(...(await publishedSourceMaps(outDir)))
if (precached.some((url) => url.endsWith('.map'))) failures.push('sw.js precaches a source map')

if (failures.length > 0) {
  console.error(`\nBuild check failed:\n- ${failures.join('\n- ')}`)
  process.exit(1)
}
console.log('Build check passed.')
