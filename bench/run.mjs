// `npm run bench`: measures the demo build (and, for the first load, the production build) against a
// RainbowKit reference app (bench/reference/) in the same run, in headless Chromium under a mid-range phone profile, and writes bench/report.json
// and bench/report.md: each compared figure as ours, theirs and the ratio, the absolute times, the
// goals of issue #17 and the machine. A benchmark, not a test: numbers move with the machine, so
// compare runs made on the same kind of machine (the ratios travel better than the times).
//
//   BENCH_RUNS=N           loads per measure (median reported; default 5, 1 with --quick)
//   --quick                one run each and no Lighthouse, for fast iteration
//   BENCH_LIGHTHOUSE=0     skip Lighthouse only; BENCH_LIGHTHOUSE_RUNS=N runs per page (default 1)
//   BENCH_REFERENCE_PORT   where the reference is served (default 4174)
//   BENCH_PRODUCTION_PORT  where the production build is served (default 4175)
//   BENCH_REPORT_DIR       where report.json and report.md go (default bench/, the committed report)
//   BENCH_ONLY=reconnect   the returning wallet's reconnect alone, printed; no report written
import { execFileSync } from 'node:child_process'
import { existsSync, readlinkSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import { gzipSync } from 'node:zlib'
// Lighthouse's own launcher (a dependency of lighthouse), so Lighthouse gets a Chromium of its own.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { deploy } from '../contracts/deploy.mjs'
import { LOCAL_CHAINS } from '../contracts/plan.mjs'
import { ensureMulticall3, probe, startAnvil } from '../scripts/anvil.mjs'
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs'
import { createApiServer } from '../server/api.js'
import { readHeadersFile } from '../server/headersFile.js'
import { createStaticServer } from '../server/static.js'
import { BENCH_WALLET, benchWalletScript } from './benchWallet.mjs'
import { connectProbeScript, WALLET_NAMES } from './connectProbe.mjs'
import { GOALS, ratio, round, writeReportMarkdown, x } from './reportMarkdown.mjs'

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {'phone' | 'desktop'} Form */

const QUICK = process.argv.includes('--quick')
const RUNS = Number(process.env.BENCH_RUNS ?? (QUICK ? 1 : 5))
const LIGHTHOUSE = !QUICK && process.env.BENCH_LIGHTHOUSE !== '0'
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1)
const ROUTES = ['/', '/yarmerboard', '/pre-yarms', '/yarms', '/my-referrals', '/portfolio']
/** The routes issue #17 sets a Lighthouse goal for. */
const LIGHTHOUSE_ROUTES = ['/', '/yarmerboard', '/pre-yarms', '/yarms', '/my-referrals']
const PROFILE = {
  name: 'mid-range phone',
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadKbps: 1600,
  uploadKbps: 750,
  viewport: { width: 390, height: 844 },
  /** The connect modal (and the deposit dialog) are timed in a desktop window too, same CPU and network. */
  desktopViewport: { width: 1280, height: 800 },
}
const APP = 'http://localhost:4173'
const REFERENCE_PORT = Number(process.env.BENCH_REFERENCE_PORT ?? 4174)
const REFERENCE = `http://localhost:${REFERENCE_PORT}`
/** The production build, for its first load (the demo build's extras must stay within 5 KB of it). */
const PRODUCTION_PORT = Number(process.env.BENCH_PRODUCTION_PORT ?? 4175)
const PRODUCTION = `http://localhost:${PRODUCTION_PORT}`
const PRODUCTION_DIR = 'dist-bench-production'
const REPORT_DIR = process.env.BENCH_REPORT_DIR ?? 'bench'
// Made before the measures, so a new report directory cannot lose a quarter of an hour's figures at the end.
await mkdir(REPORT_DIR, { recursive: true })

/**
 * @typedef {{ selector: string, hydrated?: boolean }} Mark
 * What "the page's main content is there" means, per route: content that needs data (board rows,
 * cards, the referral panel) or, where a signed-out page is all in the static HTML (home, portfolio),
 * its main controls hydrated, i.e. working. A heading already in the prerendered HTML would measure
 * only the HTML download. `tenRows` is the goal's "10 rows visible" on the board.
 * @type {Record<string, Record<string, Mark>>}
 */
const MARKS = {
  '/': { content: { selector: 'main button', hydrated: true } },
  '/yarmerboard': {
    content: { selector: 'main table tbody tr' },
    tenRows: { selector: 'main table tbody tr:nth-child(10)' },
  },
  '/pre-yarms': { content: { selector: 'main article' } },
  '/yarms': { content: { selector: 'main article' } },
  '/my-referrals': { content: { selector: 'main button' } },
  '/portfolio': { content: { selector: 'main a[href="/yarms"]', hydrated: true } },
}
/** The reference's main content: RainbowKit's Connect Wallet button, once React has hydrated it. */
const REFERENCE_MARKS = { content: { selector: '[data-testid="rk-connect-button"]', hydrated: true } }
/** A wallet list is there when a dialog shows a button with one of these names. */

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const at = (/** @type {number} */ index) => sorted[index] ?? 0
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2
}

/** Whether this process runs in a network namespace of its own (e.g. under /work/isolated). */
function networkNamespace() {
  try {
    // Kernel threads (kthreadd is pid 2) live in the machine's own namespace; pid 1 may not be readable.
    return readlinkSync('/proc/self/ns/net') === readlinkSync('/proc/2/ns/net') ? 'host' : 'private'
  } catch {
    return 'unknown'
  }
}

const cpus = os.cpus()
const machine = {
  cpu: cpus[0]?.model ?? 'unknown',
  cores: cpus.length,
  memoryGb: round(os.totalmem() / 2 ** 30, 1),
  os: `${os.type()} ${os.release()}`,
  node: process.version,
  networkNamespace: networkNamespace(),
  chromium: '',
  /** The 1-minute load average when the bench started and ended: other work on the machine skews times. */
  loadAverage: {
    start: round(os.loadavg()[0] ?? 0, 1),
    end: 0,
    afterLighthouse: /** @type {number | null} */ (null),
  },
}

// The reference: installed on first use (its own lock, not the product's), built every run.
if (!existsSync('bench/reference/node_modules')) {
  execFileSync('npm', ['ci', '--prefix', 'bench/reference', '--no-audit', '--no-fund'], { stdio: 'inherit' })
}
execFileSync('npm', ['run', 'build', '--prefix', 'bench/reference', '--silent'], { stdio: 'inherit' })
// The production build as `vite build` makes it (production mode: its CSP, service worker and `_headers`),
// pointed at this machine's API and chains, as tests/e2e/production.spec.ts builds it.
const LOCAL_API = 'http://127.0.0.1:8787'
execFileSync(
  process.execPath,
  ['node_modules/vite/bin/vite.js', 'build', '--outDir', PRODUCTION_DIR, '--logLevel', 'warn'],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_SITE_URL: PRODUCTION,
      VITE_API_BASE_URL: LOCAL_API,
      VITE_NAME_SERVICE_URL: LOCAL_API,
      VITE_AVATAR_BASE_URL: `${LOCAL_API}/avatar`,
      ...Object.fromEntries(
        LOCAL_CHAINS.map(({ chainId, port }) => [`VITE_RPC_URL_${chainId}`, `http://127.0.0.1:${port}`]),
      ),
      // A stand-in that passes the production check; this build is never deployed.
      VITE_WALLETCONNECT_PROJECT_ID: '00000000000000000000000000000000',
      YARM_BUILD_ID: 'bench',
    },
  },
)

const api = createApiServer({ dev: true, appOrigins: [APP, PRODUCTION] })
await api.listen(8787, '127.0.0.1')
const ours = createStaticServer({ root: 'dist-demo' })
await ours.listen(4173, '127.0.0.1')
const theirs = createStaticServer({ root: 'bench/reference/dist' })
await theirs.listen(REFERENCE_PORT, '127.0.0.1')
const production = createStaticServer({ root: PRODUCTION_DIR, headers: readHeadersFile(PRODUCTION_DIR) })
await production.listen(PRODUCTION_PORT, '127.0.0.1')

/**
 * The local chains with the Yarm contracts, as `npm start` runs them: every page is measured with them (a
 * page whose chain reads fail does other work, and logs the failures, which Lighthouse counts against it),
 * and the deposit dialog needs them. Started here when their ports are free, stopped at the end.
 */
async function startChains() {
  for (const { port } of LOCAL_CHAINS) {
    if (await probe(`http://127.0.0.1:${port}`))
      return {
        running: false,
        reason: `port ${port} is taken, so the bench could not start its local chain`,
        stop: async () => {},
      }
  }
  /** @type {(() => Promise<void>)[]} */
  const stops = []
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne()
  }
  try {
    for (const chain of LOCAL_CHAINS) {
      const anvil = await startAnvil({ port: chain.port, chainId: chain.chainId })
      stops.push(anvil.stop)
      await ensureMulticall3(anvil.url)
      await deploy({ rpcUrl: anvil.url, chainId: chain.chainId })
    }
    return { running: true, reason: '', stop }
  } catch (error) {
    await stop()
    return {
      running: false,
      reason: `the local chains failed to start: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
      stop: async () => {},
    }
  }
}
const chains = await startChains()
if (!chains.running) console.log('without the local chains:', chains.reason)

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
machine.chromium = browser.version()
console.log('machine', machine)

/**
 * A fresh context under the profile (phone or desktop window), with a counter of the compressed JS
 * bytes it fetched.
 * bytes it fetched. With `throttled: false` the profile applies only once `throttle()` is called (for
 * set-up steps that are not measured).
 * @param {{ form?: Form, serviceWorkers?: 'allow' | 'block', cacheDisabled?: boolean, throttled?: boolean }} [options]
 */
async function throttledPage({
  form = 'phone',
  serviceWorkers = 'block',
  cacheDisabled = false,
  throttled = true,
} = {}) {
  const phone = form === 'phone'
  const context = await browser.newContext({
    viewport: phone ? PROFILE.viewport : PROFILE.desktopViewport,
    isMobile: phone,
    hasTouch: phone,
    serviceWorkers,
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  if (cacheDisabled) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  const throttle = async () => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PROFILE.latencyMs,
      downloadThroughput: (PROFILE.downloadKbps * 1000) / 8,
      uploadThroughput: (PROFILE.uploadKbps * 1000) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown })
  }
  if (throttled) await throttle()
  /** @type {Map<string, string>} */
  const types = new Map()
  const counter = { jsBytes: 0 }
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type))
  cdp.on('Network.loadingFinished', (event) => {
    if (types.get(event.requestId) === 'Script') counter.jsBytes += event.encodedDataLength
  })
  return { context, page, cdp, counter, throttle }
}

/**
 * Stamps, on the page's own clock (performance.now(), zero at navigation start, the clock FCP and
 * LCP use), when each mark's element is first found, and the LCP.
 * @param {Page} page
 * @param {Record<string, Mark>} marks
 */
async function stampMarks(page, marks) {
  await page.addInitScript((marks) => {
    /** @type {Record<string, number>} */
    const bench = { lcp: 0 }
    // @ts-expect-error -- a benchmark-only global the page fills in
    window.__bench = bench
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.lcp = entry.startTime
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    /** React marks the DOM nodes it has hydrated (or rendered) with its fiber. */
    const ready = (/** @type {Element} */ element, /** @type {boolean | undefined} */ hydrated) =>
      !hydrated || Object.keys(element).some((key) => key.startsWith('__reactFiber'))
    for (const [name, { selector, hydrated }] of Object.entries(marks)) {
      bench[name] = 0
      const look = () => {
        const element = document.querySelector(selector)
        if (element && ready(element, hydrated)) bench[name] = performance.now()
        else requestAnimationFrame(look)
      }
      requestAnimationFrame(look)
    }
  }, marks)
}

/**
 * A cold first visit (cache disabled, no service worker: it would serve lazy chunks from its cache
 * and those bytes would not show): JS fetched before the network is idle, FCP, LCP and the marks.
 * @param {string} url
 * @param {Record<string, Mark>} marks
 */
async function measureLoad(url, marks) {
  const { context, page, counter } = await throttledPage({ cacheDisabled: true })
  await stampMarks(page, marks)
  await page.goto(url, { waitUntil: 'commit' })
  await page.waitForFunction(
    // @ts-expect-error -- see stampMarks
    (names) => names.every((name) => window.__bench[name] > 0),
    Object.keys(marks),
    { timeout: 90_000 },
  )
  await settle(page)
  const timings = await page.evaluate(() => {
    const navigation = /** @type {PerformanceNavigationTiming} */ (
      performance.getEntriesByType('navigation')[0]
    )
    const resources = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'))
    const scripts = resources.filter((entry) => /\.js(\?|$)/.test(entry.name))
    const kb = (/** @type {PerformanceResourceTiming[]} */ list) =>
      list.reduce((sum, entry) => sum + entry.transferSize, 0) / 1024
    const framework = scripts.find((entry) => /\/assets\/framework-/.test(entry.name))
    const boardAnswer = resources.find((entry) => /\/v1\/yarmerboard\?/.test(entry.name))
    return {
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      // What the page fetched before its load event (what its first render needs), and the part of it
      // that is the framework chunk (React DOM, the router, the query cache); the rest comes at idle.
      jsBeforeLoadKb: kb(scripts.filter((entry) => entry.startTime < navigation.loadEventStart)),
      frameworkKb: framework ? kb([framework]) : null,
      frameworkEndMs: framework?.responseEnd ?? null,
      boardAnswerEndMs: boardAnswer?.responseEnd ?? null,
      // @ts-expect-error -- see stampMarks
      ...window.__bench,
    }
  })
  await context.close()
  return {
    jsKb: counter.jsBytes / 1024,
    fcpMs: timings.fcp,
    lcpMs: timings.lcp,
    contentMs: timings.content ?? 0,
    tenRowsMs: timings.tenRows ?? null,
    jsBeforeLoadKb: timings.jsBeforeLoadKb,
    frameworkKb: timings.frameworkKb,
    frameworkEndMs: timings.frameworkEndMs,
    boardAnswerEndMs: timings.boardAnswerEndMs,
  }
}

/**
 * Medians over RUNS cold loads.
 * @param {string} url
 * @param {Record<string, Mark>} marks
 */
async function loadFigures(url, marks) {
  /** @type {Awaited<ReturnType<typeof measureLoad>>[]} */
  const runs = []
  for (let i = 0; i < RUNS; i++) runs.push(await measureLoad(url, marks))
  const tenRows = runs.flatMap((run) => (run.tenRowsMs === null ? [] : [run.tenRowsMs]))
  /** The median of a figure the page may not have (null when no run had it). */
  const midOf = (
    /** @type {(run: Awaited<ReturnType<typeof measureLoad>>) => number | null} */ pick,
    digits = 0,
  ) => {
    const values = runs.flatMap((run) => {
      const value = pick(run)
      return value === null ? [] : [value]
    })
    return values.length > 0 ? round(median(values), digits) : null
  }
  return {
    jsKb: round(median(runs.map((run) => run.jsKb)), 1),
    fcpMs: round(median(runs.map((run) => run.fcpMs))),
    lcpMs: round(median(runs.map((run) => run.lcpMs))),
    contentMs: round(median(runs.map((run) => run.contentMs))),
    jsBeforeLoadKb: round(median(runs.map((run) => run.jsBeforeLoadKb)), 1),
    frameworkKb: midOf((run) => run.frameworkKb, 1),
    frameworkEndMs: midOf((run) => run.frameworkEndMs),
    boardAnswerEndMs: midOf((run) => run.boardAnswerEndMs),
    ...(tenRows.length > 0
      ? {
          tenRowsMs: round(median(tenRows)),
          // Per load, then the median: both times come from the same page.
          tenRowsOverFcp: round(median(runs.map((run) => (run.tenRowsMs ?? 0) / (run.fcpMs || 1))), 2),
          // The earliest rows could be drawn by React, per load: once both the framework's code and
          // the board's answer are in (neither counts the time to run the code or draw the rows).
          floorOverFcp: round(
            median(
              runs.map(
                (run) => Math.max(run.frameworkEndMs ?? 0, run.boardAnswerEndMs ?? 0) / (run.fcpMs || 1),
              ),
            ),
            2,
          ),
        }
      : {}),
  }
}

/**
 * How fast this machine runs the page's kind of work under the profile's CPU slowdown: one fixed piece
 * of work (JSON of 2,000 records and back, five times; 1,000 elements built, laid out and restyled) in a
 * blank page, median of 5. The same code's absolute times follow it from one machine to another; the
 * ratios much less, since both apps run on the same machine.
 */
async function calibrate() {
  const { context, page } = await throttledPage()
  await page.setContent(
    '<!doctype html><style>.r{padding:4px;display:flex}.r:nth-child(odd){color:teal}</style>',
  )
  const times = []
  for (let i = 0; i < 5; i++) {
    times.push(
      await page.evaluate(() => {
        const start = performance.now()
        const records = Array.from({ length: 2000 }, (_, i) => ({
          rank: i,
          handle: `yarmer_${i}`,
          score: i * 1.5,
        }))
        for (let k = 0; k < 5; k++) JSON.parse(JSON.stringify(records))
        const list = document.createElement('div')
        for (const record of records.slice(0, 1000)) {
          const row = document.createElement('div')
          row.className = 'r'
          row.textContent = record.handle
          list.append(row)
        }
        document.body.replaceChildren(list)
        document.body.getBoundingClientRect()
        document.body.style.setProperty('--calibration', String(Math.random()))
        getComputedStyle(/** @type {Element} */ (list.lastElementChild)).color
        return performance.now() - start
      }),
    )
  }
  await context.close()
  return round(median(times))
}
const calibrationMs = await calibrate()
console.log('calibration', calibrationMs, 'ms')

if (process.env.BENCH_ONLY === 'reconnect') {
  const mine = await reconnectFigures('ours')
  const rainbow = await reconnectFigures('theirs')
  console.log('returning wallet reconnect', {
    ours: mine,
    theirs: rainbow,
    ratio: ratio(mine.walletShownMs, rainbow.walletShownMs),
    askedRatio: ratio(mine.walletAskedMs, rainbow.walletAskedMs),
  })
  await browser.close()
  await Promise.all([api.close(), ours.close(), theirs.close(), production.close()])
  await chains.stop()
  process.exit(0)
}

/** @type {Record<string, Awaited<ReturnType<typeof loadFigures>>>} */
const routes = {}
for (const route of ROUTES) {
  routes[route] = await loadFigures(`${APP}${route}`, MARKS[route] ?? { content: { selector: 'main' } })
  console.log(route.padEnd(14), routes[route])
}
const reference = await loadFigures(`${REFERENCE}/`, REFERENCE_MARKS)
console.log('reference /   ', reference)
const productionHome = await loadFigures(`${PRODUCTION}/`, MARKS['/'] ?? {})
console.log('production /  ', productionHome)

/**
 * From the click on Connect Wallet to the wallet list, on the page's clock: the click's event time
 * (a capturing listener sees it before any handler of the app) to the first animation frame where a
 * dialog shows a visible button with a wallet's name. Same probe for both apps.
 * @param {Page} page
 */
async function probeConnect(page) {
  await page.addInitScript(connectProbeScript, { names: WALLET_NAMES })
}

/**
 * Waits for the network to go idle (500 ms without a request), for at most 30 s: a page whose SDKs
 * keep retrying the internet (the bench runs offline) would otherwise never settle.
 * @param {Page} page
 */
async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {})
}

/**
 * One timing of the connect modal, after the page has loaded and gone idle. Ours on a phone goes
 * through the Menu sheet, where its Connect Wallet button is; on a desktop window through the
 * header's. The JS fetched from the first interaction (hover, focus, menu) to idle is counted too.
 * @param {'ours' | 'theirs'} app
 * @param {Form} form
 */
async function connectOnce(app, form) {
  const { context, page, counter } = await throttledPage({ form })
  await probeConnect(page)
  await page.goto(app === 'ours' ? `${APP}/yarmerboard` : `${REFERENCE}/`, {
    waitUntil: 'load',
    timeout: 90_000,
  })
  await settle(page)
  const before = counter.jsBytes
  if (app === 'ours' && form === 'phone') {
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Connect Wallet' }).click()
  } else if (app === 'ours') {
    await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click()
  } else {
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
  }
  // @ts-expect-error -- see probeConnect
  await page.waitForFunction(() => window.__connect.list > 0, null, { timeout: 60_000 })
  // @ts-expect-error -- see probeConnect
  const { click, list } = await page.evaluate(() => window.__connect)
  await settle(page)
  const jsKb = (counter.jsBytes - before) / 1024
  await context.close()
  return { clickToListMs: list - click, jsKb }
}

/**
 * @param {'ours' | 'theirs'} app
 * @param {Form} form
 */
async function connectFigures(app, form) {
  const runs = []
  for (let i = 0; i < RUNS; i++) runs.push(await connectOnce(app, form))
  return {
    clickToListMs: round(median(runs.map((run) => run.clickToListMs))),
    jsKb: round(median(runs.map((run) => run.jsKb)), 1),
  }
}

/** @type {Record<Form, { ours: { clickToListMs: number, jsKb: number }, theirs: { clickToListMs: number, jsKb: number }, ratio: number | null }>} */
const connectModal = /** @type {any} */ ({})
for (const form of /** @type {Form[]} */ (['desktop', 'phone'])) {
  const oursFigures = await connectFigures('ours', form)
  const theirsFigures = await connectFigures('theirs', form)
  connectModal[form] = {
    ours: oursFigures,
    theirs: theirsFigures,
    ratio: ratio(oursFigures.clickToListMs, theirsFigures.clickToListMs),
  }
  console.log('connect modal', form, connectModal[form])
}

/**
 * A returning visitor's wallet: wagmi reconnects it on load, without a click (issue #17: ours loads the
 * wallet runtime after the first paint, so this must not get slower than an app that has wagmi in its
 * first load). An installed wallet (bench/benchWallet.mjs, the same in both apps) is connected through each
 * app's own modal without the profile, then the page is reloaded under it, with the HTTP cache as the
 * visit left it (a returning visitor's). Timed on the reloaded page's clock, from navigation start to the
 * header showing the wallet: our network button (shown with the account or Verify Wallet once wagmi is
 * connected), RainbowKit's account button. Ours on `/`, as theirs, in a desktop window where both
 * headers show it.
 * @param {'ours' | 'theirs'} app
 */
async function reconnectOnce(app) {
  const { context, page, throttle } = await throttledPage({ form: 'desktop', throttled: false })
  await page.addInitScript(benchWalletScript, BENCH_WALLET)
  const shown =
    app === 'ours' ? 'header button[aria-label^="Network: "]' : '[data-testid="rk-account-button"]'
  // Ours also says when the wallet has answered (its buttons no longer busy); RainbowKit's do not say.
  const answered = 'header button[aria-label^="Network: "]:not([aria-busy])'
  await stampMarks(page, {
    wallet: { selector: shown },
    ...(app === 'ours' ? { answered: { selector: answered } } : {}),
  })
  await page.goto(app === 'ours' ? `${APP}/` : `${REFERENCE}/`, { waitUntil: 'load', timeout: 90_000 })
  await settle(page)
  if (app === 'ours') {
    await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog', { name: 'Connect a Wallet' })
      .getByRole('button', { name: BENCH_WALLET.name })
      .click()
    // A new wallet is offered verification (signing in); put it off, as a visitor may.
    const verify = page.getByRole('dialog', { name: 'Verify your account' })
    await verify.waitFor({ timeout: 30_000 })
    await page.keyboard.press('Escape')
    await verify.waitFor({ state: 'hidden' })
  } else {
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog').getByRole('button', { name: BENCH_WALLET.name }).click()
  }
  await page.locator(shown).waitFor({ timeout: 30_000 })
  await settle(page)
  await throttle()
  await page.reload({ waitUntil: 'commit' })
  await page.waitForFunction(
    // @ts-expect-error -- see stampMarks
    (ours) => window.__bench.wallet > 0 && (!ours || window.__bench.answered > 0),
    app === 'ours',
    { timeout: 60_000 },
  )
  await page.waitForFunction(
    // @ts-expect-error -- see bench/benchWallet.mjs
    () => window.__benchWallet.accountsMs > 0,
    null,
    { timeout: 60_000 },
  )
  const { wallet, walletAnswered, walletAsked, fcp } = await page.evaluate(() => ({
    // @ts-expect-error -- see stampMarks
    wallet: window.__bench.wallet,
    // @ts-expect-error -- see stampMarks
    walletAnswered: window.__bench.answered ?? null,
    // @ts-expect-error -- see bench/benchWallet.mjs
    walletAsked: window.__benchWallet.accountsMs,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  }))
  await context.close()
  return { walletShownMs: wallet, walletAskedMs: walletAsked, walletAnsweredMs: walletAnswered, fcpMs: fcp }
}

/** @param {'ours' | 'theirs'} app */
async function reconnectFigures(app) {
  const runs = []
  for (let i = 0; i < RUNS; i++) runs.push(await reconnectOnce(app))
  const answered = runs.flatMap((run) => (run.walletAnsweredMs === null ? [] : [run.walletAnsweredMs]))
  return {
    walletShownMs: round(median(runs.map((run) => run.walletShownMs))),
    walletAskedMs: round(median(runs.map((run) => run.walletAskedMs))),
    walletAnsweredMs: answered.length > 0 ? round(median(answered)) : null,
    fcpMs: round(median(runs.map((run) => run.fcpMs))),
  }
}

const reconnectOurs = await reconnectFigures('ours')
const reconnectTheirs = await reconnectFigures('theirs')
const reconnect = {
  ours: reconnectOurs,
  theirs: reconnectTheirs,
  /** Reload → the header shows the wallet. */
  ratio: ratio(reconnectOurs.walletShownMs, reconnectTheirs.walletShownMs),
  /** Reload → wagmi's reconnect asks the wallet for its account. */
  askedRatio: ratio(reconnectOurs.walletAskedMs, reconnectTheirs.walletAskedMs),
}
console.log('returning wallet reconnect', reconnect)

// The repeat visit offline: the service worker serves the shell, IndexedDB the board's data. Timed on
// the reloaded page's clock (zero at the reload's navigation start) to the first board row.
const offlineRuns = []
for (let i = 0; i < RUNS; i++) {
  const { context, page, cdp } = await throttledPage({ serviceWorkers: 'allow' })
  await stampMarks(page, { rows: { selector: 'main table tbody tr' } })
  await page.goto(`${APP}/yarmerboard`, { waitUntil: 'load', timeout: 90_000 })
  await settle(page)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 })
  await page.waitForTimeout(1500)
  await cdp.send('Network.emulateNetworkConditions', {
    offline: true,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
  await page.reload({ waitUntil: 'commit' })
  // @ts-expect-error -- see stampMarks
  await page.waitForFunction(() => window.__bench.rows > 0, null, { timeout: 30_000 })
  // @ts-expect-error -- see stampMarks
  offlineRuns.push(await page.evaluate(() => window.__bench.rows))
  await context.close()
}
const offlineRepeatVisit = { boardRowsMs: round(median(offlineRuns)) }
console.log('offline repeat visit', offlineRepeatVisit)

/**
 * The deposit dialog: from the click on Deposit on Tidepool's card to its amount field shown and
 * enabled, on the page's clock. It needs what `npm start` has: the local chains with the contracts
 * (started with the bench, see `chains` above) and a connected wallet (the demo build's demo wallet,
 * connected through the connect modal before the profile is applied).
 * @returns {Promise<{ measured: true, fieldReadyMs: number, form: Form, runs: number } | { measured: false, reason: string }>}
 */
async function depositFigures() {
  if (process.env.BENCH_DEPOSIT === '0') return { measured: false, reason: 'skipped (BENCH_DEPOSIT=0)' }
  if (!chains.running) return { measured: false, reason: chains.reason }
  try {
    const runs = []
    for (let i = 0; i < RUNS; i++) runs.push(await depositOnce())
    return { measured: true, fieldReadyMs: round(median(runs)), form: 'desktop', runs: RUNS }
  } catch (error) {
    return {
      measured: false,
      reason: `failed: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
    }
  }
}

async function depositOnce() {
  const { context, page, throttle } = await throttledPage({ form: 'desktop', throttled: false })
  await page.addInitScript(() => {
    const probe = { click: 0, ready: 0 }
    // @ts-expect-error -- a benchmark-only global the page fills in
    window.__deposit = probe
    const look = () => {
      const input = document.querySelector(
        'dialog input[inputmode="decimal"], [role="dialog"] input[inputmode="decimal"]',
      )
      if (
        input instanceof HTMLInputElement &&
        !input.disabled &&
        input.getClientRects().length > 0 &&
        input.checkVisibility({ visibilityProperty: true })
      )
        probe.ready = performance.now()
      else requestAnimationFrame(look)
    }
    document.addEventListener(
      'click',
      (event) => {
        const button = event.target instanceof Element ? event.target.closest('article button') : null
        if (button?.textContent?.trim() !== 'Deposit') return
        probe.click = event.timeStamp
        probe.ready = 0
        requestAnimationFrame(look)
      },
      { capture: true },
    )
  })
  await page.goto(`${APP}/yarms`, { waitUntil: 'load', timeout: 90_000 })
  await settle(page)
  const banner = page.getByRole('banner')
  await banner.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect a Wallet' })
    .getByRole('button', { name: 'Demo wallet' })
    .click()
  await page
    .getByRole('dialog', { name: 'Demo wallet' })
    .filter({ has: page.getByRole('button', { name: 'Confirm' }) })
    .getByRole('button', { name: 'Confirm' })
    .click()
  // A new wallet is offered verification (signing in); put it off, as a visitor may.
  const verify = page.getByRole('dialog', { name: 'Verify your account' })
  await verify.waitFor({ timeout: 30_000 })
  await page.keyboard.press('Escape')
  await verify.waitFor({ state: 'hidden' })
  const deposit = page
    .getByRole('article', { name: 'Tidepool' })
    .getByRole('button', { name: 'Deposit', exact: true })
  for (let tries = 0; !(await deposit.isEnabled()); tries++) {
    if (tries > 300) throw new Error("Tidepool's Deposit button stayed disabled")
    await page.waitForTimeout(100)
  }
  await settle(page)
  await throttle()
  await deposit.click()
  // @ts-expect-error -- see above
  await page.waitForFunction(() => window.__deposit.ready > 0, null, { timeout: 60_000 })
  // @ts-expect-error -- see above
  const { click, ready } = await page.evaluate(() => window.__deposit)
  await context.close()
  return ready - click
}

const deposit = await depositFigures()
console.log('deposit dialog', deposit)

await browser.close()
machine.loadAverage.end = round(os.loadavg()[0] ?? 0, 1)

// A non-default locale adds only its own catalogue chunk.
const manifest = JSON.parse(await readFile('dist-demo/.vite/manifest.json', 'utf8'))
const localeChunk = Object.entries(manifest).find(([id]) => id === 'src/i18n/ja-JP/index.ts')?.[1]
const localeKb = localeChunk
  ? round(gzipSync(await readFile(`dist-demo/${localeChunk.file}`)).length / 1024, 1)
  : null
console.log('ja-JP catalogue', localeKb, 'KB gzip')

/**
 * Lighthouse 12's default configuration is its mobile preset: a Moto G Power-class phone, simulated
 * 4x CPU slowdown, 150 ms RTT and 1.6 Mbps, the profile above. Each page gets a fresh Chromium.
 * @param {string} url
 */
async function lighthouseOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { categories, audits } = result.lhr
    const score = (/** @type {string} */ id) => Math.round((categories[id]?.score ?? 0) * 100)
    const ms = (/** @type {string} */ id) => Math.round(audits[id]?.numericValue ?? 0)
    // What costs points outside performance, by audit id: a score under 100 says nothing by itself.
    const failed = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
      (categories[category]?.auditRefs ?? [])
        .filter(
          (ref) =>
            ref.weight > 0 && typeof audits[ref.id]?.score === 'number' && (audits[ref.id]?.score ?? 1) < 1,
        )
        .map((ref) => `${category}: ${ref.id}`),
    )
    return {
      failedAudits: failed,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      tbtMs: ms('total-blocking-time'),
      fcpMs: ms('first-contentful-paint'),
      lcpMs: ms('largest-contentful-paint'),
      speedIndexMs: ms('speed-index'),
      cls: round(audits['cumulative-layout-shift']?.numericValue ?? 0, 3),
    }
  } finally {
    chrome.kill()
  }
}

/** @param {string} url */
async function lighthouseFigures(url) {
  /** @type {Awaited<ReturnType<typeof lighthouseOnce>>[]} */
  const runs = []
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseOnce(url))
  /** @param {(run: Awaited<ReturnType<typeof lighthouseOnce>>) => number} pick */
  const mid = (pick) => median(runs.map(pick))
  return {
    performance: mid((run) => run.performance),
    accessibility: mid((run) => run.accessibility),
    bestPractices: mid((run) => run.bestPractices),
    seo: mid((run) => run.seo),
    tbtMs: mid((run) => run.tbtMs),
    fcpMs: mid((run) => run.fcpMs),
    lcpMs: mid((run) => run.lcpMs),
    speedIndexMs: mid((run) => run.speedIndexMs),
    cls: mid((run) => run.cls),
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
  }
}

/** @type {{ runs: number, ours: Record<string, Awaited<ReturnType<typeof lighthouseFigures>>>, theirs: Awaited<ReturnType<typeof lighthouseFigures>> } | null} */
let lighthouseReport = null
if (LIGHTHOUSE) {
  /** @type {Record<string, Awaited<ReturnType<typeof lighthouseFigures>>>} */
  const oursScores = {}
  for (const route of LIGHTHOUSE_ROUTES) {
    oursScores[route] = await lighthouseFigures(`${APP}${route}`)
    console.log('lighthouse', route.padEnd(14), oursScores[route])
  }
  const theirsScores = await lighthouseFigures(`${REFERENCE}/`)
  console.log('lighthouse reference /', theirsScores)
  lighthouseReport = { runs: LIGHTHOUSE_RUNS, ours: oursScores, theirs: theirsScores }
  machine.loadAverage.afterLighthouse = round(os.loadavg()[0] ?? 0, 1)
}

await api.close()
await ours.close()
await theirs.close()
await production.close()
await chains.stop()

// ---------------------------------------------------------------------------------------------
// The report.

const oursHome = routes['/']
const board = routes['/yarmerboard']
/** The goal's first load is the production build's (reports before 2026-11-27's second took the demo build's). */
const firstLoadJs = {
  ours: productionHome.jsKb,
  theirs: reference.jsKb,
  ratio: ratio(productionHome.jsKb, reference.jsKb),
}
/** What the demo build (what `npm start` serves) adds to the first load on `/`. */
const demoExtraKb = oursHome ? round(oursHome.jsKb - productionHome.jsKb, 1) : null

/** @typedef {{ key: string, measure: string, now: string, goal: string, met: boolean | null }} GoalRow */
/** @type {GoalRow[]} */
const goals = [
  .../** @type {Form[]} */ (['desktop', 'phone']).map((form) => {
    const figures = connectModal[form]
    return {
      key: 'connect',
      measure: `Connect Wallet click → wallet list (${form})`,
      now: `${figures.ours.clickToListMs} ms, ${figures.theirs.clickToListMs} ms, ${x(figures.ratio)}`,
      goal: `≤ ${GOALS.connectRatio}×`,
      met: figures.ratio === null ? null : figures.ratio <= GOALS.connectRatio,
    }
  }),
  {
    key: 'reconnect',
    measure: "Returning wallet: reload → wagmi's reconnect asks the wallet",
    now: `${reconnect.ours.walletAskedMs} ms, ${reconnect.theirs.walletAskedMs} ms, ${x(reconnect.askedRatio)}`,
    goal: `≤ ${GOALS.reconnectRatio.toFixed(2)}× (no slower than wagmi in the first load)`,
    met: reconnect.askedRatio === null ? null : reconnect.askedRatio <= GOALS.reconnectRatio,
  },
  {
    key: 'reconnectShown',
    measure: 'Returning wallet: reload → the header shows it',
    now: `${reconnect.ours.walletShownMs} ms, ${reconnect.theirs.walletShownMs} ms, ${x(reconnect.ratio)}`,
    goal: `≤ ${GOALS.reconnectRatio.toFixed(2)}×`,
    met: reconnect.ratio === null ? null : reconnect.ratio <= GOALS.reconnectRatio,
  },
  {
    key: 'firstLoad',
    measure: 'First-load JS of the production build on `/` (compressed, before idle)',
    now: `${firstLoadJs.ours} KB, ${firstLoadJs.theirs} KB, ${x(firstLoadJs.ratio)}`,
    goal: `≤ ${GOALS.firstLoadJsRatio}×`,
    met: firstLoadJs.ratio === null ? null : firstLoadJs.ratio <= GOALS.firstLoadJsRatio,
  },
  {
    key: 'demoExtra',
    measure: "Demo build's first load on `/` (what `npm start` serves) over production's",
    now:
      demoExtraKb === null
        ? '–'
        : `${demoExtraKb >= 0 ? '+' : ''}${demoExtraKb} KB (${oursHome?.jsKb} KB against ${productionHome.jsKb} KB; no counterpart)`,
    goal: `≤ ${GOALS.demoExtraKb} KB`,
    met: demoExtraKb === null ? null : demoExtraKb <= GOALS.demoExtraKb,
  },
  {
    key: 'rows',
    measure: '`/yarmerboard`: 10 rows visible / FCP',
    now: board?.tenRowsOverFcp
      ? `${board.tenRowsOverFcp.toFixed(2)} (${board.tenRowsMs} ms / ${board.fcpMs} ms; no counterpart)`
      : '–',
    goal: `≤ ${GOALS.tenRowsOverFcp}`,
    met: board?.tenRowsOverFcp ? board.tenRowsOverFcp <= GOALS.tenRowsOverFcp : null,
  },
  {
    key: 'offline',
    measure: 'Repeat visit offline → board rows',
    now: `${offlineRepeatVisit.boardRowsMs} ms (no counterpart)`,
    goal: `≤ ${GOALS.offlineBoardRowsMs} ms`,
    met: offlineRepeatVisit.boardRowsMs <= GOALS.offlineBoardRowsMs,
  },
  {
    key: 'deposit',
    measure: 'Deposit dialog open → amount field ready',
    now: deposit.measured
      ? `${deposit.fieldReadyMs} ms (${deposit.form} window; no counterpart)`
      : 'not measured (see below)',
    goal: `≤ ${GOALS.depositFieldMs} ms`,
    met: deposit.measured ? deposit.fieldReadyMs <= GOALS.depositFieldMs : null,
  },
  ...(lighthouseReport
    ? LIGHTHOUSE_ROUTES.map((route) => {
        const scores = /** @type {NonNullable<typeof lighthouseReport>} */ (lighthouseReport).ours[route]
        const them = /** @type {NonNullable<typeof lighthouseReport>} */ (lighthouseReport).theirs
        return {
          key: 'lighthouse',
          measure: `Lighthouse mobile performance, TBT: \`${route}\``,
          now: scores
            ? `${scores.performance}, TBT ${scores.tbtMs} ms (reference: ${them.performance}, TBT ${them.tbtMs} ms)`
            : '–',
          goal: `≥ ${GOALS.lighthouseScore}, TBT ≤ ${GOALS.lighthouseTbtMs} ms`,
          met: scores
            ? scores.performance >= GOALS.lighthouseScore && scores.tbtMs <= GOALS.lighthouseTbtMs
            : null,
        }
      })
    : [
        {
          key: 'lighthouse',
          measure: 'Lighthouse mobile performance, TBT (each route)',
          now: 'not run (--quick or BENCH_LIGHTHOUSE=0)',
          goal: `≥ ${GOALS.lighthouseScore}, TBT ≤ ${GOALS.lighthouseTbtMs} ms`,
          met: null,
        },
      ]),
]

const report = {
  date: new Date().toISOString(),
  machine,
  calibrationMs,
  profile: PROFILE,
  runs: RUNS,
  build:
    'ours: dist-demo (npm run build:demo), and dist-bench-production (vite build) for the first load; theirs: bench/reference/dist (RainbowKit 2.2.11, vite build)',
  goals,
  compared: {
    firstLoadJsKb: firstLoadJs,
    connectModal,
    reconnect,
    fcpMs: {
      ours: oursHome?.fcpMs ?? null,
      theirs: reference.fcpMs,
      ratio: ratio(oursHome?.fcpMs ?? null, reference.fcpMs),
    },
    lcpMs: {
      ours: oursHome?.lcpMs ?? null,
      theirs: reference.lcpMs,
      ratio: ratio(oursHome?.lcpMs ?? null, reference.lcpMs),
    },
  },
  routes,
  reference: { '/': reference },
  production: { '/': productionHome, demoExtraKb },
  offlineRepeatVisit,
  localChains: chains.running ? 'running' : chains.reason,
  deposit,
  lighthouse: lighthouseReport,
  locale: { 'ja-JP': { extraJsKbGzip: localeKb } },
}
await writeFile(`${REPORT_DIR}/report.json`, `${JSON.stringify(report, null, 2)}\n`)
await writeReportMarkdown(report, REPORT_DIR)
