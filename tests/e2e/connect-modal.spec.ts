import { type BrowserContext, devices, type Locator, type Page } from '@playwright/test'
import { testApi } from './fixtures/api'
import { recordNewTabs } from './fixtures/newTabs'
import { startPhoneWallet } from './fixtures/phoneWallet'
import { RELAY } from './fixtures/relay'
import { renderedAfterTimers } from './fixtures/rendered'
import { signInAs } from './fixtures/signIn'
import { expect, test } from './fixtures/test'
import { installTestWallet, WALLET_NAME } from './fixtures/wallet'

/**
 * The connect modal: the list, the download and install steps with their Back navigation, the
 * WalletConnect QR code and phone links (against a stand-in relay, or none), rejections, keyboard use.
 */

test.beforeEach(async ({ request }) => {
  await testApi(request).reset()
})

const CONNECT = 'Connect a Wallet'

/** Opens the modal from the header, or from the menu sheet where the header has no room for it. */
async function openConnectModal(page: Page): Promise<Locator> {
  const header = page.getByRole('banner')
  const direct = header.getByRole('button', { name: 'Connect Wallet' })
  if (await direct.isVisible()) await direct.click()
  else {
    await header.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Connect Wallet' }).click()
  }
  const modal = page.getByRole('dialog', { name: CONNECT })
  await expect(modal).toBeVisible()
  return modal
}

/** The dialog, whatever the step calls it. */
const dialog = (page: Page) => page.getByRole('dialog')

/** The relay cannot be reached: every connection to it is closed at once. */
async function relayDown(context: BrowserContext) {
  await context.routeWebSocket(RELAY, (socket) => socket.close())
  await context.route(/^https:\/\/[a-z-]+\.walletconnect\.(org|com)\//, (route) => route.abort())
}

/**
 * A stand-in relay that accepts every request, so the real WalletConnect SDK creates a real pairing
 * URI. `proposal` resolves once the session proposal is acknowledged: the SDK hands out the URI as it
 * processes that answer. Requests are held until `open()` when `held` is set.
 */

async function fakeRelay(context: BrowserContext, { held = false } = {}) {
  let release = () => {}
  const opened = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve()
  let proposed = () => {}
  const proposal = new Promise<void>((resolve) => (proposed = resolve))
  const counts = { proposals: 0 }
  await context.route(/^https:\/\/[a-z-]+\.walletconnect\.(org|com)\//, (route) => route.abort())
  await context.routeWebSocket(RELAY, (socket) => {
    socket.onMessage(async (raw) => {
      const message = JSON.parse(String(raw)) as {
        id: number
        method: string
        params?: { topics?: unknown[] }
      }
      await opened
      const subscription = 'a'.repeat(64)
      const result = /subscribe/i.test(message.method)
        ? Array.isArray(message.params?.topics)
          ? message.params.topics.map(() => subscription)
          : subscription
        : /fetchMessages/i.test(message.method)
          ? { messages: [], hasMore: false }
          : true
      socket.send(JSON.stringify({ id: message.id, jsonrpc: '2.0', result }))
      if (/proposeSession/i.test(message.method)) {
        counts.proposals++
        proposed()
      }
    })
  })
  return { proposal, counts, open: () => release() }
}

test.describe('wide', () => {
  test('pick the installed test wallet: connected, remembered as recent', async ({ page }) => {
    await installTestWallet(page, { account: 2 })
    await page.goto('/')
    // carol_ct's verified wallet is anvil account 2: connecting needs no new signature.
    await signInAs(page, 'carol_ct')
    const modal = await openConnectModal(page)
    await expect(modal.getByRole('heading', { name: 'Installed' })).toBeVisible()
    await modal.getByRole('button', { name: WALLET_NAME }).click()
    await expect(dialog(page)).toBeHidden()
    const header = page.getByRole('banner')
    await expect(header.getByRole('button', { name: 'Network: Base' })).toBeVisible()

    await header.getByRole('button', { name: /^Account / }).click()
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
    const again = await openConnectModal(page)
    // The 3 last wallets come first, under Recent; the test wallet is listed once.
    const recent = again.getByRole('region', { name: 'Recent' })
    await expect(recent.getByRole('button', { name: WALLET_NAME })).toBeVisible()
    await expect(again.getByRole('button', { name: WALLET_NAME })).toHaveCount(1)
    // Not under Installed any more (where the demo build's own demo wallet stays).
    await expect(
      again.getByRole('region', { name: 'Installed' }).getByRole('button', { name: WALLET_NAME }),
    ).toHaveCount(0)
  })

  test('a new wallet goes on to the verify view inside the modal', async ({ page }) => {
    await installTestWallet(page, { account: 1 })
    await page.goto('/')
    await signInAs(page, 'alice_yaps')
    const modal = await openConnectModal(page)
    await modal.getByRole('button', { name: WALLET_NAME }).click()
    const verify = page.getByRole('dialog', { name: 'Verify your account' })
    await verify.getByRole('button', { name: 'Sign message' }).click()
    await expect(verify).toBeHidden()
  })

  test('a wallet that is not installed: options, download, instructions, then Back × 3 to the list', async ({
    page,
    context,
  }) => {
    const stores = await recordNewTabs(context, /^https:\/\/chromewebstore\.google\.com\//)
    await installTestWallet(page)
    await page.goto('/')
    const modal = await openConnectModal(page)
    await modal.getByRole('button', { name: 'Rainbow', exact: true }).click()

    const options = page.getByRole('dialog', { name: 'Get Rainbow' })
    await expect(options).toContainText('Rainbow is not installed')
    await expect(options.getByRole('link', { name: 'Add to Chrome' })).toHaveAttribute(
      'href',
      'https://chromewebstore.google.com/detail/rainbow/opfgelmcmbiajamepnmloijbpoleiama',
    )
    await options.getByRole('button', { name: 'Get the mobile app' }).click()

    const download = page.getByRole('dialog', { name: 'Install Rainbow' })
    await expect(download.getByRole('img', { name: 'QR code to download Rainbow' })).toBeVisible()
    await expect(download.getByRole('button', { name: 'Copy link' })).toBeVisible()
    await download.getByRole('button', { name: 'Continue' }).click()

    const instructions = page.getByRole('dialog', { name: 'Get started with Rainbow' })
    await expect(instructions.getByRole('list', { name: 'Steps' }).getByRole('listitem')).toHaveCount(3)
    await expect(instructions.getByRole('button', { name: 'Connect', exact: true })).toBeVisible()
    await expect(instructions.getByRole('link', { name: /Learn More/ })).toHaveAttribute('target', '_blank')

    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page.getByRole('dialog', { name: 'Install Rainbow' })).toBeVisible()
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page.getByRole('dialog', { name: 'Get Rainbow' })).toBeVisible()
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page.getByRole('dialog', { name: CONNECT })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0)

    // The extension route: the store opens in a new tab, the instructions here, Back twice to the list.
    await modal.getByRole('button', { name: 'Rainbow', exact: true }).click()
    const tab = context.waitForEvent('page')
    await page
      .getByRole('dialog', { name: 'Get Rainbow' })
      .getByRole('link', { name: 'Add to Chrome' })
      .click()
    await (await tab).close()
    expect(stores).toHaveLength(1)
    const extension = page.getByRole('dialog', { name: 'Get started with Rainbow' })
    await expect(extension.getByRole('button', { name: 'Refresh' })).toBeVisible()
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page.getByRole('dialog', { name: 'Get Rainbow' })).toBeVisible()
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page.getByRole('dialog', { name: CONNECT })).toBeVisible()
  })

  test('Get a Wallet lists 5 wallets with what each offers', async ({ page }) => {
    await page.goto('/')
    const modal = await openConnectModal(page)
    await modal.getByRole('button', { name: 'Get a Wallet' }).click()
    const get = page.getByRole('dialog', { name: 'Get a Wallet' })
    await expect(get.getByRole('button', { name: /^Get / })).toHaveCount(5)
    await expect(get).toContainText('Mobile app and browser extension')
    await get.getByRole('button', { name: 'Get MetaMask' }).click()
    await expect(page.getByRole('dialog', { name: 'Get MetaMask' })).toBeVisible()
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page.getByRole('dialog', { name: 'Get a Wallet' })).toBeVisible()
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page.getByRole('dialog', { name: CONNECT })).toBeVisible()
    // A click on the backdrop closes the modal.
    await page.mouse.click(8, 400)
    await expect(dialog(page)).toBeHidden()
  })

  test('relay unreachable: the QR step says so with Retry in under 10 s; the extension still connects', async ({
    page,
    context,
  }) => {
    await relayDown(context)
    await installTestWallet(page, { account: 2 })
    await page.goto('/')
    await signInAs(page, 'carol_ct')
    const modal = await openConnectModal(page)
    // Timed on the page's own clock, from the click to the message in the page: the test's round trips
    // and polling, slow on a loaded machine, do not count; the app's own waits do.
    await page.evaluate(() => {
      const timed = window as unknown as { relayAlertAfter?: Promise<number> }
      timed.relayAlertAfter = new Promise((resolve) => {
        let clickedAt: number | undefined
        document.addEventListener('click', (event) => (clickedAt ??= event.timeStamp), { capture: true })
        const observer = new MutationObserver(() => {
          const alerts = [...document.querySelectorAll('[role="alert"]')]
          if (
            clickedAt === undefined ||
            !alerts.some((alert) => /Can't reach WalletConnect/.test(alert.textContent ?? ''))
          )
            return
          observer.disconnect()
          resolve(performance.now() - clickedAt)
        })
        observer.observe(document.body, { subtree: true, childList: true, characterData: true })
      })
    })
    await modal.getByRole('button', { name: 'WalletConnect' }).click()
    const scan = page.getByRole('dialog', { name: 'Scan with your phone' })
    await expect(scan.getByRole('progressbar', { name: 'Creating the QR code' })).toBeVisible()
    await expect(scan.getByRole('status')).toHaveText('Connecting…')
    await expect(scan.getByRole('alert')).toHaveText(/Can't reach WalletConnect/, { timeout: 15_000 })
    const after = await page.evaluate(
      () => (window as unknown as { relayAlertAfter: Promise<number> }).relayAlertAfter,
    )
    expect(after).toBeLessThan(10_000)

    await scan.getByRole('button', { name: 'Retry' }).click()
    await expect(scan.getByRole('progressbar', { name: 'Creating the QR code' })).toBeVisible()
    await expect(scan.getByRole('alert')).toBeVisible({ timeout: 10_000 })

    await scan.getByRole('button', { name: WALLET_NAME }).click()
    await expect(dialog(page)).toBeHidden()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Network: Base' })).toBeVisible()
  })

  test('the QR step shows the WalletConnect URI with the wallet icon; a wallet that pastes Copy link connects', async ({
    page,
    context,
  }) => {
    // A round trip: the SDK loads and pairs, the wallet approves through the relay, the app connects.
    test.setTimeout(60_000)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    // carol_ct's verified wallet is anvil account 2: connecting it needs no new signature.
    const wallet = await startPhoneWallet({ account: 2 })
    try {
      await page.goto('/')
      await signInAs(page, 'carol_ct')
      const modal = await openConnectModal(page)
      await modal.getByRole('button', { name: 'Safe', exact: true }).click()
      const scan = page.getByRole('dialog', { name: 'Scan with Safe' })
      const code = scan.getByRole('img', { name: 'QR code to connect Safe' })
      // The first URI loads the WalletConnect SDK (~475 KB), starts it and reaches the relay.
      await expect(code).toBeVisible({ timeout: 20_000 })
      // Dark modules on white, the wallet's mark in the middle.
      await expect(code.locator('path')).toHaveAttribute('fill', '#000000')
      await expect(code.locator('image')).toHaveAttribute('href', '/wallets/safe.svg')
      await scan.getByRole('button', { name: 'Copy link' }).click()
      await expect(scan.getByRole('button', { name: 'Copied!' })).toBeVisible()
      const copied = await page.evaluate(() => navigator.clipboard.readText())
      expect(copied).toMatch(/^wc:[0-9a-f]{64}@2\?/)
      expect(copied).toContain('relay-protocol=irn')

      // The person pastes the link into their wallet and approves there.
      await wallet.pair(copied)
      const proposal = await wallet.proposal()
      expect(proposal.name).toBe('Yarm')
      expect(proposal.chains).toContain('eip155:8453')
      await wallet.approve()
      await expect(dialog(page)).toBeHidden({ timeout: 15_000 })
      const header = page.getByRole('banner')
      await expect(header.getByRole('button', { name: 'Network: Base' })).toBeVisible()
      await expect(header.getByRole('button', { name: 'Account carolct.eth' })).toBeVisible()
    } finally {
      await wallet.close()
    }
  })

  test('a rejected connection goes back to the list with no error', async ({ page }) => {
    const wallet = await installTestWallet(page)
    await page.goto('/')
    const modal = await openConnectModal(page)
    wallet.rejectNext('eth_requestAccounts')
    await modal.getByRole('button', { name: WALLET_NAME }).click()
    await expect(page.getByRole('dialog', { name: CONNECT })).toBeVisible()
    await expect(modal.getByRole('button', { name: WALLET_NAME })).toBeVisible()
    await expect(modal.getByRole('alert')).toHaveCount(0)
    await expect(modal).not.toContainText('Confirm in extension')
    expect(wallet.isConnected()).toBe(false)
  })

  test('keyboard only: open, connect, and the modal traps and returns focus', async ({ page }) => {
    await installTestWallet(page, { account: 2 })
    await page.goto('/')
    await signInAs(page, 'carol_ct')
    const opener = page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' })

    const tabTo = async (target: Locator, limit = 40) => {
      for (let i = 0; i < limit; i++) {
        if (await target.evaluate((element) => element === document.activeElement)) return
        await page.keyboard.press('Tab')
      }
      throw new Error('Tab never reached the control')
    }

    await page.locator('body').focus()
    await tabTo(opener)
    await page.keyboard.press('Enter')
    const modal = page.getByRole('dialog', { name: CONNECT })
    await expect(modal).toBeVisible()
    // Focus is inside and stays there, however far one tabs.
    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab')
    expect(await modal.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(modal).toBeHidden()
    await expect(opener).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(modal).toBeVisible()
    await tabTo(modal.getByRole('button', { name: 'Rainbow', exact: true }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: 'Get Rainbow' })).toBeVisible()
    await tabTo(page.getByRole('button', { name: 'Back' }))
    await page.keyboard.press('Enter')
    await tabTo(modal.getByRole('button', { name: WALLET_NAME }))
    await page.keyboard.press('Enter')
    await expect(modal).toBeHidden()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Network: Base' })).toBeVisible()
  })

  test('rendered ahead while idle, hidden from sight and from the accessibility tree; each opening starts from the list', async ({
    page,
  }) => {
    await installTestWallet(page)
    await page.goto('/')
    // Once its code is there, the modal waits in the page, closed: the click only reveals it.
    const ahead = page.locator('dialog', { hasText: 'Installed' })
    await expect(ahead).toHaveCount(1)
    await expect(ahead).toBeHidden()
    expect(await ahead.evaluate((element) => (element as HTMLDialogElement).open)).toBe(false)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('button', { name: WALLET_NAME })).toHaveCount(0)

    const opener = page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' })
    const modal = await openConnectModal(page)
    await modal.getByRole('button', { name: 'Rainbow', exact: true }).click()
    await expect(page.getByRole('dialog', { name: 'Get Rainbow' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toHaveCount(0)
    await expect(opener).toBeFocused()
    // The next opening is a fresh one, rendered ahead again: the list, not Rainbow's step.
    await expect(ahead).toHaveCount(1)
    await expect(ahead).toBeHidden()
    const again = await openConnectModal(page)
    await expect(again.getByRole('button', { name: WALLET_NAME })).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Get Rainbow' })).toHaveCount(0)
  })

  test('its maximum height is 504px, and 468px compact (spec section 2)', async ({ page, context }) => {
    await relayDown(context)
    await page.setViewportSize({ width: 1280, height: 1000 })
    await page.goto('/')
    const modal = await openConnectModal(page)
    await expect(modal).toHaveCSS('max-height', '504px')
    await page.keyboard.press('Escape')
    await expect(modal).toBeHidden()
    await page.setViewportSize({ width: 700, height: 1000 })
    await openConnectModal(page)
    await expect(page.getByRole('dialog', { name: CONNECT })).toHaveCSS('max-height', '468px')
  })

  test('its look (spec section 2): large rounded corners and a pale cyan accent on the wallet picked', async ({
    page,
    context,
  }) => {
    await relayDown(context)
    await page.setViewportSize({ width: 1280, height: 1000 })
    await page.goto('/')
    const modal = await openConnectModal(page)
    // Large: the 24px of the "large" radius wallet modals use, against 8/12/16px for the app's own cards.
    for (const corner of ['top-left', 'top-right', 'bottom-left', 'bottom-right'])
      await expect(modal).toHaveCSS(`border-${corner}-radius`, '24px')
    await modal.getByRole('button', { name: 'Rainbow' }).click()
    // The dialog takes the step's name; the list beside it stays.
    const rainbow = dialog(page).getByRole('button', { name: 'Rainbow', exact: true })
    await expect(rainbow).toHaveAttribute('aria-current', 'true')
    await page.mouse.move(0, 0)
    // Cyan: blue and green high and close, red well below them; pale: light, near white. Polled: the
    // background eases over 0.15 s from the hover's colour (read at once, a clean-clone CI caught it midway).
    const paleCyan = (background: string) => {
      const [, red = 0, green = 0, blue = 0] =
        /^rgb\((\d+), (\d+), (\d+)\)$/.exec(background)?.map(Number) ?? []
      return (
        Math.min(green, blue) - red > 50 &&
        Math.abs(green - blue) < 20 &&
        (Math.max(red, green, blue) + Math.min(red, green, blue)) / 2 / 255 > 0.7
      )
    }
    await expect
      .poll(async () =>
        paleCyan(await rainbow.evaluate((element) => getComputedStyle(element).backgroundColor)),
      )
      .toBe(true)
  })

  test('compact (below 768px): one pane, Learn More, Get a Wallet and Back', async ({ page, context }) => {
    await relayDown(context)
    await page.setViewportSize({ width: 700, height: 800 })
    await page.goto('/')
    const modal = await openConnectModal(page)
    const box = await modal.boundingBox()
    expect(box?.height).toBeLessThanOrEqual(468)
    await expect(modal.getByRole('button', { name: 'Get a Wallet' })).toHaveCount(0)
    await modal.getByRole('button', { name: 'Learn More' }).click()
    const learn = page.getByRole('dialog', { name: 'What is a Wallet?' })
    await learn.getByRole('button', { name: 'Get a Wallet' }).click()
    await expect(page.getByRole('dialog', { name: 'Get a Wallet' })).toBeVisible()
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page.getByRole('dialog', { name: 'What is a Wallet?' })).toBeVisible()
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page.getByRole('dialog', { name: CONNECT })).toBeVisible()

    // CONNECT has a Back in compact mode (wide, the list beside it is the way back).
    await modal.getByRole('button', { name: 'Ledger Live' }).click()
    await expect(page.getByRole('dialog', { name: 'Ledger Live' })).toBeVisible()
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page.getByRole('dialog', { name: CONNECT })).toBeVisible()
  })
})

const { defaultBrowserType: _webkit, ...iPhone } = devices['iPhone 13']

test.describe('phone', () => {
  test.use(iPhone)

  test('a bottom sheet; tapping a wallet opens its app with the WalletConnect URI', async ({
    page,
    context,
  }) => {
    const relay = await fakeRelay(context)
    const opened = await recordNewTabs(context, /^https:\/\/metamask\.app\.link\//)
    await page.goto('/')
    const sheet = await openConnectModal(page)
    // Docked to the bottom edge once it has slid up, and no taller than the compact maximum.
    await expect
      .poll(async () => {
        const box = await sheet.boundingBox()
        return box && Math.round(box.y + box.height)
      })
      .toBe(page.viewportSize()?.height)
    expect((await sheet.boundingBox())?.height).toBeLessThanOrEqual(468)

    // The URI is made when the sheet opens, so the tap can open the app at once (iOS needs that).
    await relay.proposal
    // The acknowledgement turns into the URI in the page's own work: done once the page has gone idle,
    // twice over (a person's tap comes later still).
    await page.evaluate(
      () =>
        new Promise<void>((done) => {
          requestIdleCallback(() => requestIdleCallback(() => done()))
        }),
    )
    // From here the page's clock is the test's: "Opening MetaMask…" stays 1.5 s.
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 1_000)
    const tab = context.waitForEvent('page')
    await sheet.getByRole('button', { name: 'MetaMask' }).tap()
    const walletTab = await tab
    const pane = page.getByRole('dialog', { name: 'MetaMask' })
    await expect(pane.getByRole('status')).toHaveText('Opening MetaMask…')
    // The clock is the context's: moved only once the wallet's tab is gone (recordNewTabs closes it).
    if (!walletTab.isClosed()) await walletTab.waitForEvent('close')
    await page.clock.runFor(1_499)
    await renderedAfterTimers(page)
    await expect(pane.getByRole('status')).toHaveText('Opening MetaMask…')
    await page.clock.runFor(1)
    await expect(pane.getByRole('status')).toHaveText('Continue in MetaMask')
    await page.clock.resume()
    await expect.poll(() => opened.length).toBe(1)
    const link = new URL(opened[0] as string)
    expect(`${link.origin}${link.pathname}`).toBe('https://metamask.app.link/wc')
    expect(opened[0]).toContain(`uri=${encodeURIComponent('wc:')}`)
    expect(link.searchParams.get('uri')).toMatch(/^wc:[0-9a-f]{64}@2\?.*relay-protocol=irn/)

    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('WALLETCONNECT_DEEPLINK_CHOICE') ?? 'null')),
    ).toEqual({ href: 'https://metamask.app.link', name: 'MetaMask' })

    // Back from the wallet app: the same attempt resumes (no new pairing) and can reopen the app.
    await page.evaluate(() => {
      for (const state of ['hidden', 'visible']) {
        Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
        document.dispatchEvent(new Event('visibilitychange'))
      }
    })
    await expect(pane).toContainText('Continue in MetaMask')
    const again = context.waitForEvent('page')
    await pane.getByRole('button', { name: 'Open MetaMask' }).tap()
    await again
    await expect.poll(() => opened.length).toBe(2)
    expect(opened[1]).toBe(opened[0])
    expect(relay.counts.proposals).toBe(1)
  })

  test('a wallet with an app scheme is opened through a location change; a tap before the URI waits for a second one', async ({
    page,
    context,
  }) => {
    const relay = await fakeRelay(context, { held: true })
    // Chromium hands unknown schemes to the OS without a request Playwright could see; the DevTools
    // protocol still reports the navigation the page asked for.
    const cdp = await context.newCDPSession(page)
    await cdp.send('Page.enable')
    const navigations: string[] = []
    cdp.on('Page.frameRequestedNavigation', (event) => navigations.push(event.url))

    await page.goto('/')
    const sheet = await openConnectModal(page)
    await sheet.getByRole('button', { name: 'Zerion' }).tap()
    const pane = page.getByRole('dialog', { name: 'Zerion' })
    await expect(pane).toContainText('Connecting…')
    expect(navigations.filter((url) => url.startsWith('zerion:'))).toHaveLength(0)

    relay.open()
    await pane.getByRole('button', { name: 'Open Zerion' }).tap()
    await expect.poll(() => navigations.find((url) => url.startsWith('zerion:'))).toBeTruthy()
    const link = navigations.find((url) => url.startsWith('zerion:')) as string
    expect(link).toMatch(/^zerion:\/\/wc\?uri=wc%3A[0-9a-f]{64}%402%3F/)
    await expect(pane).toContainText('Continue in Zerion')
  })

  test('Get a Wallet lists 3 wallets, each linking to the App Store', async ({ page, context }) => {
    await relayDown(context)
    await page.goto('/')
    const sheet = await openConnectModal(page)
    await sheet.getByRole('button', { name: 'Learn More' }).click()
    await page
      .getByRole('dialog', { name: 'What is a Wallet?' })
      .getByRole('button', { name: 'Get a Wallet' })
      .click()
    const get = page.getByRole('dialog', { name: 'Get a Wallet' })
    const links = get.getByRole('link', { name: /^Get / })
    await expect(links).toHaveCount(3)
    for (const href of await links.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('href')),
    ))
      expect(href).toMatch(/^https:\/\/apps\.apple\.com\//)
  })
})
