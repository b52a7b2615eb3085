// `npm run bench`: loads every route of the demo build in headless Chromium under a mid-range phone
// profile and writes bench/report.json and bench/report.md. A benchmark, not a test: numbers move
// with the machine, so compare runs made on the same kind of machine.
import { readFile, writeFile } from 'node:fs/promises'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs'
import { createApiServer } from '../server/api.js'
import { createStaticServer } from '../server/static.js'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const ROUTES = ['/', '/yarmerboard', '/pre-yarms', '/yarms', '/my-referrals', '/portfolio']
const PROFILE = {
  name: 'mid-range phone',
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadKbps: 1600,
  uploadKbps: 750,
  viewport: { width: 390, height: 844 },
}
const APP = 'http://localhost:4173'
/**
 * What "the page's main content is there" means, per route: content that needs data (board rows,
 * cards, the referral panel) or, where a signed-out page is all in the static HTML (home, portfolio),
 * its main controls hydrated, i.e. working. A heading already in the prerendered HTML would measure
 * only the HTML download.
 * @type {Record<string, { selector: string, hydrated?: boolean }>}
 */
const MAIN_CONTENT = {
  '/': { selector: 'main li button', hydrated: true },
  '/yarmerboard': { selector: 'main table tbody tr' },
  '/pre-yarms': { selector: 'main article' },
  '/yarms': { selector: 'main article' },
  '/my-referrals': { selector: 'main button' },
  '/portfolio': { selector: 'main a[href="/yarms"]', hydrated: true },
}

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const at = (/** @type {number} */ index) => sorted[index] ?? 0
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2
}

const api = createApiServer({ dev: true, appOrigins: [APP] })
await api.listen(8787, '127.0.0.1')
const statics = createStaticServer({ root: 'dist-demo' })
await statics.listen(4173, '127.0.0.1')

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })

/** @param {string} route */
async function measure(route) {
  // A first visit, counted at the network: the service worker would serve lazy chunks from its cache
  // once it controls the page, and those bytes would not show.
  const context = await browser.newContext({
    viewport: PROFILE.viewport,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: (PROFILE.downloadKbps * 1000) / 8,
    uploadThroughput: (PROFILE.uploadKbps * 1000) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown })
  /** @type {Map<string, string>} */
  const types = new Map()
  let jsBytes = 0
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type))
  cdp.on('Network.loadingFinished', (event) => {
    if (types.get(event.requestId) === 'Script') jsBytes += event.encodedDataLength
  })
  // Every time comes from the page's own clock (performance.now(), zero at navigation start), the
  // clock FCP and LCP use; the main content is stamped by the page when it first finds it.
  await page.addInitScript(({ selector, hydrated }) => {
    const bench = { lcp: 0, content: 0 }
    // @ts-expect-error -- a benchmark-only global the page fills in
    window.__bench = bench
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.lcp = entry.startTime
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    /** React marks the DOM nodes it has hydrated (or rendered) with its fiber. */
    const ready = (/** @type {Element} */ element) =>
      !hydrated || Object.keys(element).some((key) => key.startsWith('__reactFiber'))
    const look = () => {
      const element = document.querySelector(selector)
      if (element && ready(element)) bench.content = performance.now()
      else requestAnimationFrame(look)
    }
    requestAnimationFrame(look)
  }, MAIN_CONTENT[route] ?? { selector: 'main' })
  await page.goto(`${APP}${route}`, { waitUntil: 'commit' })
  // @ts-expect-error -- see above
  await page.waitForFunction(() => window.__bench.content > 0, null, { timeout: 60_000 })
  await page.waitForLoadState('networkidle')
  const timings = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    // @ts-expect-error -- see above
    lcp: window.__bench.lcp,
    // @ts-expect-error -- see above
    content: window.__bench.content,
  }))
  await context.close()
  return { jsKb: jsBytes / 1024, fcpMs: timings.fcp, lcpMs: timings.lcp, contentMs: timings.content }
}

/** @type {Record<string, { jsKb: number, fcpMs: number, lcpMs: number, contentMs: number }>} */
const routes = {}
for (const route of ROUTES) {
  const runs = []
  for (let i = 0; i < RUNS; i++) runs.push(await measure(route))
  routes[route] = {
    jsKb: Math.round(median(runs.map((run) => run.jsKb)) * 10) / 10,
    fcpMs: Math.round(median(runs.map((run) => run.fcpMs))),
    lcpMs: Math.round(median(runs.map((run) => run.lcpMs))),
    contentMs: Math.round(median(runs.map((run) => run.contentMs))),
  }
  console.log(route.padEnd(14), routes[route])
}

/** Opens a throttled page like `measure` does; returns it with a JS byte counter. */
async function throttledPage(serviceWorkers = /** @type {'allow' | 'block'} */ ('block')) {
  const context = await browser.newContext({
    viewport: PROFILE.viewport,
    isMobile: true,
    hasTouch: true,
    serviceWorkers,
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: (PROFILE.downloadKbps * 1000) / 8,
    uploadThroughput: (PROFILE.uploadKbps * 1000) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown })
  /** @type {Map<string, string>} */
  const types = new Map()
  const counter = { jsBytes: 0 }
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type))
  cdp.on('Network.loadingFinished', (event) => {
    if (types.get(event.requestId) === 'Script') counter.jsBytes += event.encodedDataLength
  })
  return { context, page, cdp, counter }
}

// The connect modal: from the click on Connect Wallet to the wallet list, and the JS it fetched.
const modalRuns = []
for (let i = 0; i < RUNS; i++) {
  const { context, page, counter } = await throttledPage()
  await page.goto(`${APP}/yarmerboard`, { waitUntil: 'networkidle' })
  // On a phone the wallet button sits in the menu sheet; the wallet code starts loading as soon as
  // that button is focused or hovered, so bytes are counted from opening the menu.
  const before = counter.jsBytes
  await page.getByRole('button', { name: 'Menu' }).click()
  const started = Date.now()
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Rainbow|MetaMask|WalletConnect/ })
    .first()
    .waitFor()
  const openMs = Date.now() - started
  await page.waitForLoadState('networkidle')
  modalRuns.push({ openMs, jsKb: (counter.jsBytes - before) / 1024 })
  await context.close()
}
const connectModal = {
  clickToListMs: Math.round(median(modalRuns.map((run) => run.openMs))),
  jsKb: Math.round(median(modalRuns.map((run) => run.jsKb)) * 10) / 10,
}
console.log('connect modal', connectModal)

// The repeat visit offline: the service worker serves the shell, IndexedDB the board's data.
const offlineRuns = []
for (let i = 0; i < RUNS; i++) {
  const { context, page, cdp } = await throttledPage('allow')
  await page.goto(`${APP}/yarmerboard`, { waitUntil: 'networkidle' })
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 })
  await page.waitForTimeout(1500)
  await cdp.send('Network.emulateNetworkConditions', {
    offline: true,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
  const started = Date.now()
  await page.reload({ waitUntil: 'commit' })
  await page.locator('main table tbody tr').first().waitFor({ timeout: 30_000 })
  offlineRuns.push(Date.now() - started)
  await context.close()
}
const offlineRepeatVisit = { boardRowsMs: Math.round(median(offlineRuns)) }
console.log('offline repeat visit', offlineRepeatVisit)

// A non-default locale adds only its own catalogue chunk.
const manifest = JSON.parse(await readFile('dist-demo/.vite/manifest.json', 'utf8'))
const localeChunk = Object.entries(manifest).find(([id]) => id === 'src/i18n/ja-JP/index.ts')?.[1]
const localeKb = localeChunk
  ? Math.round((gzipSync(await readFile(`dist-demo/${localeChunk.file}`)).length / 1024) * 10) / 10
  : null
console.log('ja-JP catalogue', localeKb, 'KB gzip')

await browser.close()
await api.close()
await statics.close()

const report = {
  profile: PROFILE,
  runs: RUNS,
  build: 'dist-demo (npm run build:demo)',
  routes,
  connectModal,
  offlineRepeatVisit,
  locale: { 'ja-JP': { extraJsKbGzip: localeKb } },
}
await writeFile('bench/report.json', `${JSON.stringify(report, null, 2)}\n`)
const rows = Object.entries(routes).map(
  ([route, r]) => `| \`${route}\` | ${r.jsKb.toFixed(1)} | ${r.fcpMs} | ${r.lcpMs} | ${r.contentMs} |`,
)
await writeFile(
  'bench/report.md',
  [
    '# Benchmark report',
    '',
    `Profile: ${PROFILE.name}: ${PROFILE.cpuSlowdown}x CPU slowdown, ${PROFILE.latencyMs} ms RTT, ${PROFILE.downloadKbps / 1000} Mbps down, ${PROFILE.viewport.width}x${PROFILE.viewport.height}. Median of ${RUNS} cold loads per route (cache disabled). Written by \`npm run bench\`.`,
    '',
    '| Route | JS before idle (KB, compressed) | FCP (ms) | LCP (ms) | Main content (ms) |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    "Times are from navigation start on the page's own clock. Main content: the first board row, project card or referral control (content that needs data); on `/` and `/portfolio`, which a signed-out visitor gets whole in the static HTML, their first control once hydrated (working).",
    '',
    `Connect modal (phone, from the menu sheet): ${connectModal.clickToListMs} ms from the click on Connect Wallet to the wallet list; ${connectModal.jsKb} KB of JS fetched from opening the menu (the wallet runtime and the modal, loaded on first need).`,
    '',
    `Repeat visit offline (service worker + IndexedDB): board rows after ${offlineRepeatVisit.boardRowsMs} ms.`,
    '',
    `A non-default locale (ja-JP) adds its own catalogue chunk only: ${localeKb} KB gzip.`,
    '',
  ].join('\n'),
)
console.log('Wrote bench/report.json and bench/report.md')
