// A quick probe of one bench figure, Connect Wallet click → wallet list visible, without building
// anything or running the whole bench: serves an already built demo build (`npm run build:demo`) and
// times the click the way bench/run.mjs does (same profile, same page, same probe), median of N runs
// for a desktop window and a phone. Also says what happened between the click and the list: long
// tasks, the JS fetched after the click, and whether the connect dialog's chunk was already there.
//
//   node bench/probe-connect.mjs [--root dist-demo[,other-build]] [--runs 5] [--form desktop|phone]
//                                [--trace DIR] [--profile DIR]
//
// Several roots (comma-separated) are served side by side (4173, 4174, …) and timed in turn, run by
// run, so that a shared machine's load weighs on each alike. Run it inside a private network
// namespace (e.g. /work/isolated): it listens on 4173 and up, and 8787.
import { mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs'
import { createApiServer } from '../server/api.js'
import { createStaticServer } from '../server/static.js'
import { connectProbeScript, WALLET_NAMES } from './connectProbe.mjs'

const arg = (/** @type {string} */ name, /** @type {string} */ fallback) => {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback
}
const ROOTS = arg('root', 'dist-demo').split(',')
const RUNS = Number(arg('runs', '5'))
const FORMS = arg('form', 'desktop,phone').split(',')
const TRACE_DIR = arg('trace', '')
/** Where to write a CPU profile (.cpuprofile, for DevTools) of the first run's click, per form. */
const PROFILE_DIR = arg('profile', '')
const PROFILE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadKbps: 1600,
  uploadKbps: 750,
  viewport: { width: 390, height: 844 },
  desktopViewport: { width: 1280, height: 800 },
}
const apps = ROOTS.map((_, index) => `http://localhost:${4173 + index}`)

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

const api = createApiServer({ dev: true, appOrigins: apps })
await api.listen(8787, '127.0.0.1')
const servers = ROOTS.map((root) => createStaticServer({ root }))
for (const [index, server] of servers.entries()) await server.listen(4173 + index, '127.0.0.1')
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })

/** @param {string} app @param {'desktop' | 'phone'} form @param {number} run */
async function once(app, form, run) {
  const phone = form === 'phone'
  const context = await browser.newContext({
    viewport: phone ? PROFILE.viewport : PROFILE.desktopViewport,
    isMobile: phone,
    hasTouch: phone,
    serviceWorkers: 'block',
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
  await page.addInitScript(connectProbeScript, { names: WALLET_NAMES, detail: true })
  await page.goto(`${app}/yarmerboard`, { waitUntil: 'load', timeout: 90_000 })
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {})
  const tracing = TRACE_DIR && run === 0
  /** @type {unknown[]} */
  const events = []
  if (tracing) {
    cdp.on('Tracing.dataCollected', (data) => events.push(...data.value))
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: {
        includedCategories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'disabled-by-default-devtools.timeline.frame',
          'v8.execute',
          'blink.user_timing',
          'loading',
        ],
      },
    })
  }
  const profiling = PROFILE_DIR && run === 0
  if (profiling) {
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
  }
  if (phone) {
    await page.getByRole('button', { name: 'Menu' }).click()
    if (profiling) await cdp.send('Profiler.start')
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Connect Wallet' }).click()
  } else {
    if (profiling) await cdp.send('Profiler.start')
    await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click()
  }
  // @ts-expect-error -- see connectProbeScript
  await page.waitForFunction(() => window.__connect.list > 0, null, { timeout: 60_000 })
  if (profiling) {
    const { profile } = await cdp.send('Profiler.stop')
    await mkdir(PROFILE_DIR, { recursive: true })
    await writeFile(`${PROFILE_DIR}/${form}-${app.slice(-4)}.cpuprofile`, JSON.stringify(profile))
  }
  const result = await page.evaluate(() => {
    /** @type {{ click: number, list: number, dialogInDom: number, longTasks: { start: number, duration: number }[], frames: number[] }} */
    // @ts-expect-error -- see connectProbeScript
    const probe = window.__connect
    const resources = performance
      .getEntriesByType('resource')
      .map((entry) => /** @type {PerformanceResourceTiming} */ (entry))
      .filter((entry) => entry.name.endsWith('.js'))
    const short = (/** @type {string} */ url) => url.replace(/^.*\/assets\//, '')
    return {
      click: probe.click,
      list: probe.list,
      dialogInDom: probe.dialogInDom,
      longTasksAfterClick: probe.longTasks
        .filter((task) => task.start + task.duration > probe.click - 5)
        .map((task) => ({ at: Math.round(task.start - probe.click), ms: task.duration })),
      framesAfterClick: probe.frames.map((frame) => Math.round(frame - probe.click)),
      jsAfterClick: resources
        .filter((entry) => entry.startTime > probe.click - 5)
        .map((entry) => ({
          file: short(entry.name),
          start: Math.round(entry.startTime - probe.click),
          end: Math.round(entry.responseEnd - probe.click),
        })),
      dialogChunkBefore: resources.some(
        (entry) => /ConnectDialog/.test(entry.name) && entry.responseEnd < probe.click,
      ),
    }
  })
  if (tracing) {
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.end')
    await done
    await mkdir(TRACE_DIR, { recursive: true })
    await writeFile(`${TRACE_DIR}/${form}-${app.slice(-4)}.json`, JSON.stringify({ traceEvents: events }))
  }
  await context.close()
  return { ...result, ms: result.list - result.click }
}

const load = () => os.loadavg()[0]?.toFixed(1)
console.log(`roots ${ROOTS.join(', ')}; ${RUNS} runs each; load average ${load()}`)
for (const form of /** @type {('desktop' | 'phone')[]} */ (FORMS)) {
  /** @type {number[][]} */
  const times = ROOTS.map(() => [])
  for (let i = 0; i < RUNS; i++) {
    for (const [index, root] of ROOTS.entries()) {
      const result = await once(apps[index] ?? '', form, i)
      times[index]?.push(result.ms)
      console.log(
        form,
        root,
        `run ${i + 1}: ${Math.round(result.ms)} ms (dialog chunk there before the click: ${result.dialogChunkBefore})`,
      )
      if (process.env.PROBE_VERBOSE) console.log(JSON.stringify(result))
    }
  }
  for (const [index, root] of ROOTS.entries())
    console.log(
      `${form} ${root}: median ${Math.round(median(times[index] ?? []))} ms of ${(times[index] ?? []).map(Math.round).join(', ')}`,
    )
  console.log(`load average ${load()}`)
}
await browser.close()
for (const server of servers) await server.close()
await api.close()
