import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { test as base, expect } from '@playwright/test'
import type { Browser } from 'puppeteer-core'
import type { BaseDriver } from './base'
import { FirefoxDriver, startFirefox } from './firefox'
import { prepareApp, startServers } from './servers'
import { startWebKitDriver, WebKitDriver } from './webkit'

export type Driver = (WebKitDriver | FirefoxDriver) & BaseDriver<unknown>
export type Engine = 'webkit' | 'firefox'

/** The worker's WebKitWebDriver, on its own Xvfb display; started afresh on demand. */
interface WebKitBackend {
  readonly port: number
  restart(): Promise<void>
}

interface WorkerFixtures {
  engine: Engine
  servers: Awaited<ReturnType<typeof startServers>>
  backend: { webkit: WebKitBackend } | { firefox: Browser }
}

/** A phone: the window (WebKit) or viewport (Firefox) of an iPhone 14/15 in portrait. */
export const PHONE = { width: 390, height: 844 }

export const test = base.extend<
  { driver: Driver; viewport: { width: number; height: number } },
  WorkerFixtures
>({
  engine: ['webkit', { option: true, scope: 'worker' }],
  servers: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixtures take their dependencies destructured
    async ({}, use) => {
      const app = prepareApp()
      const servers = await startServers(app.root)
      await use(servers)
      await servers.down()
      app.remove()
    },
    { scope: 'worker', auto: true },
  ],
  backend: [
    async ({ engine }, use, workerInfo) => {
      if (engine === 'firefox') {
        const firefox = await startFirefox()
        await use({ firefox })
        await firefox.close()
      } else {
        let webkit = await startWebKitDriver(workerInfo.workerIndex)
        const backend: WebKitBackend = {
          get port() {
            return webkit.port
          },
          async restart() {
            await webkit.stop()
            webkit = await startWebKitDriver(workerInfo.workerIndex)
          },
        }
        await use({ webkit: backend })
        await webkit.stop()
      }
    },
    { scope: 'worker' },
  ],
  viewport: { width: 1280, height: 900 },
  driver: async ({ backend, viewport, servers }, use, testInfo) => {
    await servers.up().catch(() => {})
    const reset = await fetch('http://127.0.0.1:8787/__test/reset', { method: 'POST' })
    expect(reset.ok).toBe(true)
    const driver = (
      'firefox' in backend
        ? await FirefoxDriver.open(backend.firefox, viewport)
        : await openWebKit(backend.webkit, viewport)
    ) as Driver
    try {
      await use(driver)
      const errors = await driver.errors()
      if (testInfo.status !== testInfo.expectedStatus) {
        const where = await driver.url().catch(() => 'unknown')
        const text = await driver.evaluate(() => document.body.textContent).catch(() => '')
        const logged = await driver
          .evaluate(() => JSON.parse(sessionStorage.getItem('__engineConsole') ?? '[]') as string[])
          .catch(() => [])
        const page = `${where}\n\nErrors:\n${errors.join('\n')}\n\nLogged:\n${logged.join('\n')}\n\n${text}`
        await testInfo.attach('page', { path: await write(testInfo.outputPath('page.txt'), page) })
        const image = await driver.screenshot().catch(() => undefined)
        if (image)
          await testInfo.attach('screenshot', {
            path: await write(testInfo.outputPath('screenshot.png'), image),
          })
      }
      // A journey fails on any uncaught error in the page, in every engine.
      expect(errors, 'errors in the page').toEqual([])
    } finally {
      await driver.close().catch(() => {})
    }
  },
})

/**
 * A MiniBrowser for one journey. A WebKitWebDriver that can no longer start one (it dropped the
 * connection at the new session after a worker restart) is started afresh, once.
 */
async function openWebKit(webkit: WebKitBackend, viewport: { width: number; height: number }) {
  try {
    return await WebKitDriver.open(webkit.port, viewport)
  } catch {
    await webkit.restart()
    return WebKitDriver.open(webkit.port, viewport)
  }
}

async function write(file: string, body: string | Buffer) {
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, body)
  return file
}

export { expect }
