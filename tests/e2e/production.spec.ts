import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { readHeadersFile } from '../../server/headersFile.js'
import { createStaticServer } from '../../server/static.js'
import { testApi } from './fixtures/api'
import { PRODUCTION } from './fixtures/builds'
import { OWN, own } from './fixtures/ports'
import { expect, test } from './fixtures/test'

/**
 * The production build as a host serves it: `vite build` in production mode (the production CSP,
 * service worker and `_headers`), pointed at this machine's API and at a stand-in avatar host on
 * another origin (made by globalSetup, fixtures/builds.ts), served with its `_headers` applied
 * (server/static.js, as `npm start` does).
 */
const { app: APP, avatars: AVATARS, dir: OUT_DIR } = PRODUCTION
const PICTURE = readFileSync('public/icons/icon-192.png')

let app: Awaited<ReturnType<typeof startApp>> | undefined
let avatarHost: Server | undefined
const avatarRequests: string[] = []

async function startApp() {
  const server = createStaticServer({
    root: OUT_DIR,
    headers: readHeadersFile(OUT_DIR),
    // The browser asks for localhost:4174, which this worker's own port stands for (fixtures/ports.ts).
    allowedHosts: [new URL(APP).host],
  })
  await server.listen(OWN.production, '127.0.0.1')
  return server
}

test.beforeAll(async () => {
  app = await startApp()
  avatarHost = createServer((request, response) => {
    avatarRequests.push(`${request.headers['sec-fetch-dest'] ?? ''} ${request.url}`)
    response.writeHead(200, {
      'content-type': 'image/png',
      'access-control-allow-origin': '*',
      'cache-control': 'no-store',
    })
    response.end(PICTURE)
  })
  await new Promise<void>((resolve) => avatarHost?.listen(OWN.avatars, '127.0.0.1', resolve))
})

test.afterAll(async () => {
  await app?.close()
  await new Promise((resolve) => avatarHost?.close(resolve))
})

test.beforeEach(async ({ request }) => {
  await testApi(request).reset()
})

test('the production build: HTML is no-cache, and avatars load through the service worker under the CSP', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  const html = await request.get(own(`${APP}/yarmerboard`))
  expect(html.headers()['cache-control']).toBe('no-cache')
  expect(html.headers()['content-security-policy']).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:4175/)

  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.goto(`${APP}/yarmerboard`)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 })
  await page.reload()
  const avatar = page.locator(`main img[src^="${AVATARS}/twitter/"]`).first()
  await expect(avatar).toHaveAttribute('data-status', 'loaded', { timeout: 15_000 })
  // The worker fetched it (a fetch, governed by connect-src) and kept it for the next visit.
  const cached = await page.evaluate(async () => (await (await caches.open('yarm-avatars')).keys()).length)
  expect(cached).toBeGreaterThan(0)
  expect(violations).toEqual([])
})

test('the production build has no development tools: no dev panel, and no demo wallet announced or listed', async ({
  page,
}) => {
  // Every EIP-6963 announcement in the page, heard from its first script on; and a stand-in extension
  // that answers each request as wallets do (at once, in the requester's own dispatch): the control
  // that shows announcements are heard.
  await page.addInitScript(() => {
    const names: string[] = []
    Object.assign(window, { announced: names })
    window.addEventListener('eip6963:announceProvider', (event) => {
      const { info } = (event as CustomEvent<{ info: { name: string; rdns: string } }>).detail
      names.push(`${info.name} (${info.rdns})`)
    })
    window.addEventListener('eip6963:requestProvider', () => {
      const info = {
        uuid: '00000000-0000-4000-8000-000000000000',
        name: 'Control',
        icon: '',
        rdns: 'test.control',
      }
      const provider = {
        request: () => Promise.reject(new Error('not a wallet')),
        on() {},
        removeListener() {},
      }
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
      )
    })
  })
  await page.goto(`${APP}/`)
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click()
  const modal = page.getByRole('dialog', { name: 'Connect a Wallet' })
  // The wallet list is drawn: the app's code is up and has asked for wallets (wagmi does on start).
  await expect(modal.getByRole('button', { name: 'MetaMask' })).toBeVisible()
  // Asked once more, as wagmi does: the answers come within the request's own dispatch.
  const announced = await page.evaluate(() => {
    const names = (window as unknown as { announced: string[] }).announced
    names.length = 0
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    return [...names]
  })
  expect(announced).toEqual(['Control (test.control)'])
  await expect(modal.getByRole('button', { name: /Demo wallet/ })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Dev tools' })).toHaveCount(0)
})

test('the production build has no phone wallet page: /phone-wallet is the host’s 404', async ({ page }) => {
  const response = await page.goto(`${APP}/phone-wallet`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Phone wallet (demo)' })).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: 'WalletConnect link' })).toHaveCount(0)
  await expect(page).not.toHaveTitle('Phone wallet (demo)')
})
