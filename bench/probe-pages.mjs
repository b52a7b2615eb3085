// @ts-nocheck -- a throwaway measuring script; bench/run.mjs is the typed benchmark
// A small probe for one change at a time (issue #17), under the bench's profile (bench/run.mjs): the
// demo build in DIST (default dist-demo) served as the bench serves it, with the local API.
//
//   /work/isolated node bench/probe-pages.mjs <measure> [runs] [dist]
//
// measures: board (cold /yarmerboard: FCP, 10 rows, their ratio, blocking time), pages (the same
// blocking time on /pre-yarms and /my-referrals), offline (repeat visit offline -> first board row),
// deposit (click on Tidepool's Deposit -> amount field ready; starts the local chains).
// Blocking time: the sum over long tasks (PerformanceObserver 'longtask') of their time past 50 ms,
// from FCP until the network is idle, the way Lighthouse's TBT counts (an approximation of it).
// Run it inside /work/isolated: it takes the bench's fixed ports.
import { chromium } from 'playwright-core'
import { deploy } from '../contracts/deploy.mjs'
import { LOCAL_CHAINS } from '../contracts/plan.mjs'
import { ensureMulticall3, startAnvil } from '../scripts/anvil.mjs'
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs'
import { createApiServer } from '../server/api.js'
import { createStaticServer } from '../server/static.js'

const [measure = 'board', runsArg = '3', dist = 'dist-demo'] = process.argv.slice(2)
const RUNS = Number(runsArg)
const APP = 'http://localhost:4173'
const PROFILE = { cpu: 4, latency: 150, down: 1600, up: 750 }

const api = createApiServer({ dev: true, appOrigins: [APP] })
await api.listen(8787, '127.0.0.1')
const site = createStaticServer({ root: dist })
await site.listen(4173, '127.0.0.1')
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

async function newPage({
  phone = true,
  serviceWorkers = 'block',
  cacheDisabled = false,
  throttled = true,
} = {}) {
  const context = await browser.newContext({
    viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
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
      latency: PROFILE.latency,
      downloadThroughput: (PROFILE.down * 1000) / 8,
      uploadThroughput: (PROFILE.up * 1000) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpu })
  }
  if (throttled) await throttle()
  return { context, page, cdp, throttle }
}

/** Stamps when `selector` first matches (page clock) and collects long tasks. */
async function stamp(page, marks) {
  await page.addInitScript((marks) => {
    const probe = { longTasks: [] }
    window.__probe = probe
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.longTasks.push([entry.startTime, entry.duration])
    }).observe({ type: 'longtask', buffered: true })
    for (const [name, selector] of Object.entries(marks)) {
      probe[name] = 0
      const look = () => {
        if (document.querySelector(selector)) probe[name] = performance.now()
        else requestAnimationFrame(look)
      }
      requestAnimationFrame(look)
    }
  }, marks)
}

async function coldLoad(url, marks) {
  const { context, page } = await newPage({ cacheDisabled: true })
  await stamp(page, marks)
  await page.goto(url, { waitUntil: 'commit' })
  await page.waitForFunction((names) => names.every((name) => window.__probe[name] > 0), Object.keys(marks), {
    timeout: 90_000,
  })
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {})
  await page.waitForTimeout(1000)
  const result = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
    const { longTasks, ...marks } = window.__probe
    const after = longTasks.filter(([start]) => start >= fcp)
    return {
      fcp,
      ...marks,
      blocking: after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      longest: Math.max(0, ...longTasks.map(([, duration]) => duration)),
    }
  })
  if (process.env.VERBOSE) {
    const tasks = await page.evaluate(() => window.__probe.longTasks)
    console.log(
      '  long tasks [start, duration]:',
      tasks.map(([s, d]) => `${Math.round(s)}+${Math.round(d)}`).join(' '),
    )
    const resources = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map(
          (r) =>
            `${r.name.replace(location.origin, '').replace('http://127.0.0.1:8787', 'API')} ${Math.round(r.startTime)}-${Math.round(r.responseEnd)}`,
        ),
    )
    console.log('  resources:', resources.join('\n    '))
  }
  await context.close()
  return result
}

const summarize = (label, runs) => {
  const keys = Object.keys(runs[0])
  const line = keys.map((key) => `${key} ${Math.round(median(runs.map((run) => run[key])) * 100) / 100}`)
  console.log(`${label} (median of ${runs.length}): ${line.join(', ')}`)
  for (const run of runs)
    console.log('  ', Object.fromEntries(Object.entries(run).map(([k, v]) => [k, Math.round(v)])))
}

if (measure === 'board') {
  const runs = []
  for (let i = 0; i < RUNS; i++) {
    const run = await coldLoad(`${APP}/yarmerboard`, {
      row: 'main table tbody tr',
      tenRows: 'main table tbody tr:nth-child(10)',
      fiftyRows: 'main table tbody tr:nth-child(50)',
    })
    runs.push({ ...run, ratio: run.tenRows / run.fcp })
  }
  summarize('/yarmerboard', runs)
}

if (measure === 'pages') {
  for (const [route, selector] of [
    ['/pre-yarms', 'main article'],
    ['/my-referrals', 'main button'],
  ]) {
    const runs = []
    for (let i = 0; i < RUNS; i++) runs.push(await coldLoad(`${APP}${route}`, { content: selector }))
    summarize(route, runs)
  }
}

if (measure === 'offline') {
  const runs = []
  for (let i = 0; i < RUNS; i++) {
    const { context, page, cdp } = await newPage({ serviceWorkers: 'allow' })
    await stamp(page, { rows: 'main table tbody tr' })
    await page.goto(`${APP}/yarmerboard`, { waitUntil: 'load', timeout: 90_000 })
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {})
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 })
    await page.waitForTimeout(1500)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: true,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
    await page.reload({ waitUntil: 'commit' })
    await page.waitForFunction(() => window.__probe.rows > 0, null, { timeout: 30_000 })
    const marks = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
      const nav = performance.getEntriesByType('navigation')[0]
      return { fcp, responseEnd: nav?.responseEnd ?? 0, rows: window.__probe.rows }
    })
    runs.push(marks)
    await context.close()
  }
  summarize('offline repeat visit', runs)
}

if (measure === 'deposit') {
  const stops = []
  try {
    for (const chain of LOCAL_CHAINS) {
      const anvil = await startAnvil({ port: chain.port, chainId: chain.chainId })
      stops.push(anvil.stop)
      await ensureMulticall3(anvil.url)
      await deploy({ rpcUrl: anvil.url, chainId: chain.chainId })
    }
    const runs = []
    for (let i = 0; i < RUNS; i++) runs.push({ fieldReady: await depositOnce() })
    summarize('deposit click -> amount field', runs)
  } finally {
    for (const stop of stops.reverse()) await stop()
  }
}

async function depositOnce() {
  const { context, page, throttle } = await newPage({ phone: false, throttled: false })
  await page.addInitScript(() => {
    if (window.location && globalThis.process === undefined) {
      const original = window.requestIdleCallback.bind(window)
      window.__ric = []
      window.requestIdleCallback = (callback, options) =>
        original((deadline) => {
          window.__ric.push([Math.round(performance.now()), String(callback).slice(0, 60)])
          return callback(deadline)
        }, options)
    }
    const probe = { click: 0, ready: 0 }
    window.__deposit = probe
    const look = () => {
      const input = document.querySelector(
        'dialog input[inputmode="decimal"], [role="dialog"] input[inputmode="decimal"]',
      )
      if (input instanceof HTMLInputElement && !input.disabled && input.getClientRects().length > 0)
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
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {})
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect a Wallet' })
    .getByRole('button', { name: 'Demo wallet' })
    .click()
  await page
    .getByRole('dialog', { name: 'Demo wallet' })
    .filter({ has: page.getByRole('button', { name: 'Confirm' }) })
    .getByRole('button', { name: 'Confirm' })
    .click()
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
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {})
  await throttle()
  await deposit.click()
  await page.waitForFunction(() => window.__deposit.ready > 0, null, { timeout: 60_000 })
  const { click, ready } = await page.evaluate(() => window.__deposit)
  if (process.env.VERBOSE) {
    const after = await page.evaluate(
      (click) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime >= click - 50)
          .map(
            (entry) =>
              `${entry.name.split('/').pop()} ${Math.round(entry.startTime - click)}-${Math.round(entry.responseEnd - click)}`,
          ),
      click,
    )
    const dialog = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('DepositDialog'))
        .map((entry) => Math.round(entry.startTime)),
    )
    console.log('  idle callbacks:', JSON.stringify(await page.evaluate(() => window.__ric)))
    console.log(
      '  click at',
      Math.round(click),
      'DepositDialog fetched at',
      dialog,
      'after click:',
      after.join(', '),
    )
  }
  await context.close()
  return ready - click
}

await browser.close()
await site.close?.()
await api.close?.()
process.exit(0)
