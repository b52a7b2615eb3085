// `npm run bench`: loads every route of the demo build in headless Chromium under a mid-range phone
// profile and writes bench/report.json and bench/report.md. A benchmark, not a test: numbers move
// with the machine, so compare runs made on the same kind of machine.
import { writeFile } from 'node:fs/promises'
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
  const context = await browser.newContext({ viewport: PROFILE.viewport, isMobile: true, hasTouch: true })
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
  await page.addInitScript(() => {
    // @ts-expect-error -- a benchmark-only global the page fills in
    window.__lcp = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        // @ts-expect-error -- see above
        window.__lcp = entry.startTime
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })
  await page.goto(`${APP}${route}`, { waitUntil: 'networkidle' })
  const timings = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    // @ts-expect-error -- see above
    lcp: window.__lcp,
  }))
  await context.close()
  return { jsKb: jsBytes / 1024, fcpMs: timings.fcp, lcpMs: timings.lcp }
}

/** @type {Record<string, { jsKb: number, fcpMs: number, lcpMs: number }>} */
const routes = {}
for (const route of ROUTES) {
  const runs = []
  for (let i = 0; i < RUNS; i++) runs.push(await measure(route))
  routes[route] = {
    jsKb: Math.round(median(runs.map((run) => run.jsKb)) * 10) / 10,
    fcpMs: Math.round(median(runs.map((run) => run.fcpMs))),
    lcpMs: Math.round(median(runs.map((run) => run.lcpMs))),
  }
  console.log(route.padEnd(14), routes[route])
}

await browser.close()
await api.close()
await statics.close()

const report = { profile: PROFILE, runs: RUNS, build: 'dist-demo (npm run build:demo)', routes }
await writeFile('bench/report.json', `${JSON.stringify(report, null, 2)}\n`)
const rows = Object.entries(routes).map(
  ([route, r]) => `| \`${route}\` | ${r.jsKb.toFixed(1)} | ${r.fcpMs} | ${r.lcpMs} |`,
)
await writeFile(
  'bench/report.md',
  [
    '# Benchmark report',
    '',
    `Profile: ${PROFILE.name}: ${PROFILE.cpuSlowdown}x CPU slowdown, ${PROFILE.latencyMs} ms RTT, ${PROFILE.downloadKbps / 1000} Mbps down, ${PROFILE.viewport.width}x${PROFILE.viewport.height}. Median of ${RUNS} cold loads per route (cache disabled). Written by \`npm run bench\`.`,
    '',
    '| Route | JS before idle (KB, compressed) | FCP (ms) | LCP (ms) |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n'),
)
console.log('Wrote bench/report.json and bench/report.md')
