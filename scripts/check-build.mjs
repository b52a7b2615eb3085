// Checks the production build in dist/ against what every release must hold: one real HTML page per
// route with its head, first-load JS within the budgets of bench/budgets.json, and no development
// tools compiled in. Sizes are deterministic, so they are gated here; timings are the benchmark's.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { routeChunks } from './routeChunks.mjs'

const outDir = process.argv[2] ?? 'dist'
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
  const files = [...entry, ...own]
  let total = 0
  for (const chunk of files) total += await gzipKb(chunk)
  const budget = budgets.firstLoadJsGzipKb[route] ?? budgets.firstLoadJsGzipKb.default
  console.log(
    `${route.padEnd(16)} first-load JS ${total.toFixed(1).padStart(6)} KB gzip (budget ${budget} KB)`,
  )
  if (total > budget) failures.push(`${route}: first-load JS ${total.toFixed(1)} KB > ${budget} KB`)

  for (const chunk of files) {
    const map = JSON.parse(
      await readFile(path.join(outDir, `${chunk}.map`), 'utf8').catch(() => '{"sources":[]}'),
    )
    for (const source of map.sources) {
      const hit = budgets.forbiddenInFirstLoad.find((/** @type {string} */ name) =>
        source.includes(`node_modules/${name}`),
      )
      if (hit) failures.push(`${route}: ${hit} is in the first load (${chunk})`)
    }
  }
}

// Development tools are compiled out of production builds (VITE_DEV_TOOLS is false there).
if (!outDir.includes('demo')) {
  const { readdir } = await import('node:fs/promises')
  for (const file of await readdir(path.join(outDir, 'assets'))) {
    if (!file.endsWith('.js')) continue
    const code = await readFile(path.join(outDir, 'assets', file), 'utf8')
    for (const marker of ['Development tools', 'dev_whitelist', 'Send 0 ETH to yourself']) {
      if (code.includes(marker))
        failures.push(`${file}: development tools in a production build ("${marker}")`)
    }
  }
}

// The service worker's precache: the shell only, never wallet SDKs or other code loaded on first need.
const sw = await readFile(path.join(outDir, 'sw.js'), 'utf8').catch(() => '')
const precached = [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '')
if (precached.length === 0) failures.push('sw.js: no precache manifest found')
for (const html of ['index.html', 'yarmerboard/index.html', '404.html']) {
  if (!precached.includes(html)) failures.push(`sw.js: ${html} is not precached`)
}
for (const file of precached.filter((url) => url.endsWith('.js'))) {
  const map = JSON.parse(
    await readFile(path.join(outDir, `${file}.map`), 'utf8').catch(() => '{"sources":[]}'),
  )
  for (const source of map.sources) {
    const hit = budgets.forbiddenInFirstLoad.find((/** @type {string} */ name) =>
      source.includes(`node_modules/${name}`),
    )
    if (hit) failures.push(`sw.js precaches ${file}, which holds ${hit}`)
  }
}
console.log(`precache        ${precached.length} files, none from the wallet layer`)

if (failures.length > 0) {
  console.error(`\nBuild check failed:\n- ${failures.join('\n- ')}`)
  process.exit(1)
}
console.log('Build check passed.')
