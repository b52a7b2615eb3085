import { type BrowserContext, devices, type Page } from '@playwright/test'
import { testApi } from './fixtures/api'
import { rpc, TEST_ACCOUNTS, waitForReceipt } from './fixtures/chain'
import { awayWhile, recordDeepLinks, runOutWhileAway, tapMetaMask } from './fixtures/phoneJourneys'
import { type PhoneWallet, startPhoneWallet } from './fixtures/phoneWallet'
import { RELAY } from './fixtures/relay'
import { signInWithX } from './fixtures/signIn'
import { expect, test } from './fixtures/test'

/**
 * The phone round trip through WalletConnect: a wallet app opened by deep link, a real wallet (the SDK wallets
 * build on, in the test's process) approving or rejecting through the local relay, then signing and ending the
 * session from its side. Each journey loads the WalletConnect SDK, pairs through the relay and waits on the
 * wallet: longer than most journeys.
 */

test.setTimeout(60_000)

const { defaultBrowserType: _webkit, ...iPhone } = devices['iPhone 13']
test.use(iPhone)

let wallet: PhoneWallet | undefined

test.beforeEach(async ({ request }) => {
  await testApi(request).reset()
})

test.afterEach(async () => {
  await wallet?.close()
  wallet = undefined
})

/** What the wallet button in the menu sheet says (a phone's header has no room for it); the sheet is closed again. */
async function walletInMenu(page: Page, expected: RegExp) {
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu.getByRole('button', { name: expected })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
}

const CONNECTED = /^Account /
const DISCONNECTED = /^Connect Wallet$/

test('a new wallet: deep link, approved in the wallet, verify signed through WalletConnect', async ({
  page,
  context,
}) => {
  wallet = await startPhoneWallet({ account: 1 })
  const links = await recordDeepLinks(context)
  await page.goto('/')
  await signInWithX(page, 'alice_yaps')
  await tapMetaMask(page, links)
  const uri = await links.uri()

  await wallet.pair(uri)
  const proposal = await wallet.proposal()
  expect(proposal.name).toBe('Yarm')
  expect(proposal.url).toBe('http://localhost:4173')
  await wallet.approve()

  // alice_yaps has not verified this wallet: the verify view follows, and the signature goes to the wallet.
  const verify = page.getByRole('dialog', { name: 'Verify your account' })
  await expect(verify).toBeVisible({ timeout: 15_000 })
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('WALLETCONNECT_DEEPLINK_CHOICE') ?? 'null')),
  ).toEqual({ href: 'https://metamask.app.link', name: 'MetaMask' })
  const openedBefore = links.opened.length
  await verify.getByRole('button', { name: 'Sign message' }).tap()
  // Until the wallet answers, the view says where the signature is given, and can bring the app forward.
  await expect(verify.getByText('Continue in MetaMask', { exact: true })).toBeVisible()
  await expect(verify.getByRole('button', { name: 'Open MetaMask' })).toBeVisible()
  const request = await wallet.request()
  expect(request.method).toBe('personal_sign')
  // The request reopens the wallet app through the mobile-link record, as the person's phone would. The
  // tab's navigation and the relay's message race: either may reach the test first.
  await expect.poll(() => links.opened.length).toBeGreaterThan(openedBefore)
  expect(new URL(links.opened.at(-1) as string).origin).toBe('https://metamask.app.link')
  const message = Buffer.from((request.params as string[])[0]?.slice(2) ?? '', 'hex').toString('utf8')
  expect(message).toContain(wallet.address)
  expect(message).toContain('Chain ID: 8453')
  await request.approve()
  await expect(verify).toBeHidden({ timeout: 15_000 })
  await walletInMenu(page, CONNECTED)
})

test('the wallet rejects the connection: back to the list, no error', async ({ page, context }) => {
  wallet = await startPhoneWallet({ account: 1 })
  const links = await recordDeepLinks(context)
  await page.goto('/')
  const pane = await tapMetaMask(page, links)
  await wallet.pair(await links.uri())
  await wallet.proposal()
  await wallet.reject()
  const sheet = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await expect(sheet.getByRole('button', { name: 'MetaMask' })).toBeVisible({ timeout: 15_000 })
  await expect(sheet.getByRole('alert')).toHaveCount(0)
  await expect(pane).toBeHidden()
  await page.keyboard.press('Escape')
  await walletInMenu(page, DISCONNECTED)
})

test('the wallet ends the session: the app shows disconnected and forgets the wallet app', async ({
  page,
  context,
}) => {
  // carol_ct's verified wallet is anvil account 2: connecting it needs no signature.
  wallet = await startPhoneWallet({ account: 2 })
  const links = await recordDeepLinks(context)
  await page.goto('/')
  await signInWithX(page, 'carol_ct')
  await tapMetaMask(page, links)
  await wallet.pair(await links.uri())
  await wallet.proposal()
  await wallet.approve()
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 15_000 })
  await walletInMenu(page, CONNECTED)
  expect(await page.evaluate(() => localStorage.getItem('WALLETCONNECT_DEEPLINK_CHOICE'))).not.toBeNull()

  await wallet.disconnect()
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('WALLETCONNECT_DEEPLINK_CHOICE')), {
      timeout: 15_000,
    })
    .toBeNull()
  await walletInMenu(page, DISCONNECTED)
})

/** Signs in as `handle` and connects the phone wallet holding anvil account `account` (approved in the wallet). */
async function connectPhone(page: Page, context: BrowserContext, account: 1 | 2, handle: string) {
  const phone = await startPhoneWallet({ account })
  wallet = phone
  const links = await recordDeepLinks(context)
  await page.goto('/')
  await signInWithX(page, handle)
  await tapMetaMask(page, links)
  await phone.pair(await links.uri())
  await phone.proposal()
  await phone.approve()
  return phone
}

/** Connects carol_ct's verified wallet (anvil account 2) through the phone wallet: no signature needed. */
async function connectCarol(page: Page, context: BrowserContext) {
  const phone = await connectPhone(page, context, 2, 'carol_ct')
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 15_000 })
  return phone
}

/** The account modal (opened from the menu) lists the 0 ETH send as confirmed, linked to its hash. */
async function expectConfirmedInAccountModal(page: Page, hash: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: CONNECTED }).click()
  const modal = page.getByRole('dialog', { name: 'Account' })
  const row = modal.getByRole('listitem').filter({ hasText: 'Send 0 ETH to yourself' })
  await expect(row).toContainText('confirmed', { timeout: 15_000 })
  await expect(row.getByRole('link')).toHaveAttribute('href', `https://basescan.org/tx/${hash}`)
}

/** carol_ct connected through the phone wallet sends 0 ETH (Dev tools): the request as the wallet app gets it. */
async function sendZeroEthFromCarol(page: Page, context: BrowserContext) {
  const phone = await connectCarol(page, context)
  await page.getByRole('button', { name: 'Dev tools' }).click()
  await page.getByRole('button', { name: 'Send 0 ETH to yourself' }).click()
  const request = await phone.request()
  expect(request.method).toBe('eth_sendTransaction')
  return request
}

test('a transaction confirmed in the wallet app shows confirmed in the account modal', async ({
  page,
  context,
}) => {
  const request = await sendZeroEthFromCarol(page, context)
  expect(request.chainId).toBe('eip155:8453')
  const hash = (await request.approve()) as string
  await expect(page.getByRole('status').filter({ hasText: /^Sent 0x/ })).toHaveText(
    `Sent ${hash.slice(0, 10)}…`,
  )
  await page.getByRole('dialog', { name: 'Development tools' }).getByRole('button', { name: 'Close' }).click()

  await expectConfirmedInAccountModal(page, hash)
})

test('a returning wallet: after a reload the session from the last visit is connected again on its own, and works', async ({
  page,
  context,
}) => {
  const phone = await connectCarol(page, context)
  await walletInMenu(page, CONNECTED)
  await page.reload()
  // No click: wagmi reconnects the WalletConnect session soon after the first paint.
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu.getByRole('button', { name: CONNECTED })).toBeVisible({ timeout: 15_000 })
  const since = await page.evaluate(() => Math.round(performance.now()))
  test
    .info()
    .annotations.push({ type: 'connected again, ms after the reload (upper bound)', description: `${since}` })
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('yarm.wallet.pendingPairing'))).toBeNull()
  // The same session, alive: a request reaches the wallet app and its answer comes back.
  await page.getByRole('button', { name: 'Dev tools' }).click()
  await page.getByRole('button', { name: 'Send 0 ETH to yourself' }).click()
  const request = await phone.request()
  expect(request.method).toBe('eth_sendTransaction')
  const hash = (await request.approve()) as string
  await expect(page.getByRole('status').filter({ hasText: /^Sent 0x/ })).toHaveText(
    `Sent ${hash.slice(0, 10)}…`,
  )
})

// iOS Safari drops the tab while the person is in the wallet app; it loads again when they come back. The
// pairing handed to the wallet is kept (yarm.wallet.pendingPairing): the reloaded page starts the SDK, which
// subscribes to the pairing topic again and gets the approval the relay held, and wagmi connects through it.
test('the page reloads between the deep link and the approval: still connected once the wallet approves', async ({
  page,
  context,
}) => {
  wallet = await startPhoneWallet({ account: 2 })
  const links = await recordDeepLinks(context)
  await page.goto('/')
  await signInWithX(page, 'carol_ct')
  await tapMetaMask(page, links)
  const uri = await links.uri()
  await page.reload()
  // The reloaded page shows the wallet's pane, still waiting on it.
  const pane = page.getByRole('dialog', { name: 'MetaMask' })
  await expect(pane.getByRole('status')).toHaveText('Continue in MetaMask', { timeout: 15_000 })
  await wallet.pair(uri)
  await wallet.proposal()
  await wallet.approve()
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 15_000 })
  await walletInMenu(page, CONNECTED)
  expect(await page.evaluate(() => localStorage.getItem('yarm.wallet.pendingPairing'))).toBeNull()
  expect(await page.evaluate(() => localStorage.getItem('yarm.wallet.latest'))).toBe('"metaMask"')
})

test('one tap opens the wallet app once: the tab it opened is stopped for good, never opened again', async ({
  page,
  context,
}) => {
  const links = await recordDeepLinks(context)
  await page.goto('/')
  const tab = context.waitForEvent('page')
  await tapMetaMask(page, links)
  await links.uri()
  // Chromium reloads a tab left on its error page about a second later: that would be the link opened
  // again, with the same URI, without a tap (it made the expiry journey below read the wrong link). The
  // tab is gone, so nothing can load the link again.
  const opened = await tab
  if (!opened.isClosed()) await opened.waitForEvent('close')
  expect(links.opened).toHaveLength(1)
  expect(context.pages()).toEqual([page])
})

test('the pairing ran out while the page was gone: it says so, and Retry gives the wallet a new one', async ({
  page,
  context,
}) => {
  const links = await recordDeepLinks(context)
  await page.goto('/')
  await tapMetaMask(page, links)
  const first = await links.uri()
  // Five minutes in the wallet app: the proposal has run out by the time the page loads again.
  await runOutWhileAway(page, 'yarm.wallet.pendingPairing')
  const pane = page.getByRole('dialog', { name: 'MetaMask' })
  await expect(pane.getByRole('alert')).toHaveText(
    'The request to MetaMask expired while you were away. Try again.',
    { timeout: 15_000 },
  )
  const openedBefore = links.opened.length
  await pane.getByRole('button', { name: 'Retry' }).tap()
  await expect(pane.getByRole('status')).toHaveText('Continue in MetaMask', { timeout: 20_000 })
  await pane.getByRole('button', { name: 'Open MetaMask' }).tap()
  const again = await links.uri(openedBefore)
  expect(again).not.toBe(first)
  // The new pairing is the one a reload would now take up.
  expect(await page.evaluate(() => localStorage.getItem('yarm.wallet.pendingPairing'))).toContain(
    again.slice(0, 67),
  )
})

test('a pairing the person gave up on (modal closed) is not taken up after a reload', async ({
  page,
  context,
}) => {
  const links = await recordDeepLinks(context)
  await page.goto('/')
  await tapMetaMask(page, links)
  await links.uri()
  expect(await page.evaluate(() => localStorage.getItem('yarm.wallet.pendingPairing'))).not.toBeNull()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  expect(await page.evaluate(() => localStorage.getItem('yarm.wallet.pendingPairing'))).toBeNull()
  await page.reload()
  await walletInMenu(page, DISCONNECTED)
  await expect(page.getByRole('dialog', { name: 'MetaMask' })).toHaveCount(0)
})

test('the relay goes down mid-session: the account modal says so, never blank, and clears once it is back', async ({
  page,
  context,
}) => {
  // The page's sockets to the relay pass through here; "stopping the relay" closes them and refuses new ones
  // (the wallet fixture, in Node, keeps its own connection).
  let down = false
  const sockets: { close(): Promise<void> }[] = []
  await context.routeWebSocket(RELAY, (socket) => {
    if (down) {
      void socket.close()
      return
    }
    const server = socket.connectToServer()
    sockets.push(socket, server)
  })
  await connectCarol(page, context)
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: CONNECTED }).click()
  const modal = page.getByRole('dialog', { name: 'Account' })
  const lost = modal.getByRole('status').filter({ hasText: 'The connection to MetaMask is lost' })
  await expect(modal.getByRole('button', { name: 'Disconnect' })).toBeVisible()
  await expect(lost).toHaveCount(0)

  down = true
  for (const socket of sockets.splice(0)) await socket.close().catch(() => {})
  await expect(lost).toBeVisible({ timeout: 15_000 })
  await expect(modal.getByRole('button', { name: 'Disconnect' })).toBeVisible()

  down = false
  await expect(lost).toHaveCount(0, { timeout: 30_000 })
})

// While the person is in the wallet app, the phone's browser may drop the tab (iOS Safari does): the page is
// gone when the wallet answers, and loads again when they come back. The relay holds the answer; the request
// the app sent is kept (yarm.wallet.pendingRequest), so the reloaded page takes the answer up.

/** Connects alice_yaps's unverified wallet (anvil account 1) through the phone wallet: the verify view follows. */
async function connectAlice(page: Page, context: BrowserContext) {
  const phone = await connectPhone(page, context, 1, 'alice_yaps')
  const verify = page.getByRole('dialog', { name: 'Verify your account' })
  await expect(verify).toBeVisible({ timeout: 15_000 })
  return { phone, verify }
}

/** alice_yaps's wallet connected and Sign message tapped: the personal_sign request as the wallet app gets it. */
async function askAliceToSign(page: Page, context: BrowserContext) {
  const { phone, verify } = await connectAlice(page, context)
  await verify.getByRole('button', { name: 'Sign message' }).tap()
  const request = await phone.request()
  expect(request.method).toBe('personal_sign')
  return { phone, verify, request }
}

/** The header's wallet button in the menu sheet, once it says `expected` (waits for the reloaded page to get there). */
async function walletInMenuSoon(page: Page, expected: RegExp) {
  await expect(async () => {
    await walletInMenu(page, expected)
  }).toPass({ timeout: 20_000 })
}

test('the tab is gone while the wallet signs the verify message: on return the signature is taken up and verify completes', async ({
  page,
  context,
}) => {
  const { request } = await askAliceToSign(page, context)
  await awayWhile(page, () => request.approve())
  // The account button shows as soon as the wallet is connected; verified is Verify Wallet gone from beside it.
  await expect(async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    try {
      await expect(menu.getByRole('button', { name: CONNECTED })).toBeVisible()
      await expect(menu.getByRole('button', { name: 'Verify Wallet' })).toHaveCount(0, { timeout: 1_000 })
    } finally {
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
    }
  }).toPass({ timeout: 20_000 })
  expect(await page.evaluate(() => localStorage.getItem('yarm.wallet.pendingRequest'))).toBeNull()
})

test('the tab is gone while the wallet sends a transaction: on return it is pending, then confirmed', async ({
  page,
  context,
}) => {
  const request = await sendZeroEthFromCarol(page, context)
  let hash = ''
  await awayWhile(page, async () => {
    hash = (await request.approve()) as string
  })
  await walletInMenuSoon(page, CONNECTED)
  await expectConfirmedInAccountModal(page, hash)
  expect(await page.evaluate(() => localStorage.getItem('yarm.wallet.pendingRequest'))).toBeNull()
})

test('the verify request ran out while the page was gone: it says so, and Retry asks the wallet again', async ({
  page,
  context,
}) => {
  const { phone, verify, request: first } = await askAliceToSign(page, context)
  await runOutWhileAway(page, 'yarm.wallet.pendingRequest')
  await expect(verify.getByRole('alert')).toHaveText(
    'The request to MetaMask expired while you were away. Try again.',
    { timeout: 15_000 },
  )
  await verify.getByRole('button', { name: 'Retry' }).tap()
  // The wallet app still shows the old request first (its SDK hands requests over one at a time): the
  // person dismisses it, and the app, which has given up on it, pays its answer no heed.
  await first.reject()
  const again = await phone.request()
  expect(again.id).not.toBe(first.id)
  expect(again.method).toBe('personal_sign')
  await again.approve()
  await expect(verify).toBeHidden({ timeout: 15_000 })
  await walletInMenu(page, CONNECTED)
})

test('the transaction request ran out while the page was gone: it says so, and Retry sends the same transaction again', async ({
  page,
  context,
}) => {
  const first = await sendZeroEthFromCarol(page, context)
  const phone = wallet as PhoneWallet
  await runOutWhileAway(page, 'yarm.wallet.pendingRequest')
  const modal = page.getByRole('dialog', { name: 'Account' })
  await expect(modal.getByRole('alert')).toHaveText(
    'Send 0 ETH to yourself: the request to MetaMask expired while you were away. Try again.',
    { timeout: 15_000 },
  )
  await modal.getByRole('button', { name: 'Retry' }).tap()
  // The wallet app still shows the old request first: the person dismisses it; the app pays it no heed.
  await first.reject()
  const again = await phone.request()
  expect(again.id).not.toBe(first.id)
  expect(again.method).toBe('eth_sendTransaction')
  const call = (params: unknown) => {
    const [{ from, to, value, data }] = params as [
      { from: string; to: string; value?: string; data?: string },
    ]
    return { from, to, value: BigInt(value ?? 0), data: data ?? '0x' }
  }
  expect(call(again.params)).toEqual(call(first.params))
  const hash = (await again.approve()) as string
  await expect(modal.getByRole('alert')).toHaveCount(0)
  const row = modal.getByRole('listitem').filter({ hasText: 'Send 0 ETH to yourself' })
  await expect(row).toContainText('confirmed', { timeout: 15_000 })
  await expect(row.getByRole('link')).toHaveAttribute('href', `https://basescan.org/tx/${hash}`)
})

test('the transaction request ran out, but the account has sent since: no Retry, the app says to check the wallet', async ({
  page,
  context,
}) => {
  await sendZeroEthFromCarol(page, context)
  // While the page is gone, the account sends (the wallet app sent it, or another device did) and no answer
  // reaches the relay: the chain is all the app has to go on.
  const from = TEST_ACCOUNTS[2].address
  // The app notes the account's transaction count as it asks (a person takes seconds to confirm; this wallet
  // answers at once).
  const before = Number(await rpc<string>('eth_getTransactionCount', [from, 'pending']))
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('yarm.wallet.pendingRequest') ?? '{}').nonce),
    )
    .toBe(before)
  const hash = await rpc<`0x${string}`>('eth_sendTransaction', [{ from, to: from, value: '0x0' }])
  await waitForReceipt(hash)
  await runOutWhileAway(page, 'yarm.wallet.pendingRequest')
  const modal = page.getByRole('dialog', { name: 'Account' })
  await expect(modal.getByRole('alert')).toHaveText(
    'Send 0 ETH to yourself: MetaMask may have sent it while you were away. Check your wallet before you send it again.',
    { timeout: 15_000 },
  )
  await expect(modal.getByRole('button', { name: 'Retry' })).toHaveCount(0)
})

test('the wallet rejects the connection while the tab is gone: on return the list shows at once, no error', async ({
  page,
  context,
}) => {
  wallet = await startPhoneWallet({ account: 1 })
  const phone = wallet
  const links = await recordDeepLinks(context)
  await page.goto('/')
  await tapMetaMask(page, links)
  const uri = await links.uri()
  await awayWhile(page, async () => {
    await phone.pair(uri)
    await phone.proposal()
    await phone.reject()
  })
  // Not at the pairing's expiry, minutes later: the relay held the rejection.
  const sheet = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await expect(sheet.getByRole('button', { name: 'MetaMask' })).toBeVisible({ timeout: 15_000 })
  await expect(sheet.getByRole('alert')).toHaveCount(0)
  await expect(page.getByRole('dialog', { name: 'MetaMask' })).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('yarm.wallet.pendingPairing'))).toBeNull()
})

test('the wallet rejects the verify signature while the tab is gone: on return the view is back to idle, no error', async ({
  page,
  context,
}) => {
  const { phone, verify, request } = await askAliceToSign(page, context)
  await awayWhile(page, () => request.reject())
  await expect(verify.getByRole('button', { name: 'Sign message' })).toBeEnabled({ timeout: 15_000 })
  await expect(verify.getByRole('alert')).toHaveCount(0)
  await expect(verify.getByText('Continue in MetaMask', { exact: true })).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('yarm.wallet.pendingRequest'))).toBeNull()
  // Signing again works as before.
  await verify.getByRole('button', { name: 'Sign message' }).tap()
  await (await phone.request()).approve()
  await expect(verify).toBeHidden({ timeout: 15_000 })
})

/** The tab hidden (the person switched to the wallet app) or visible again, as the browser says it. */
async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value })
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value === 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
  }, state)
}

test('the wallet rejects the verify signature while the tab is only hidden: on return the view is ready again at once, no error', async ({
  page,
  context,
}) => {
  // The page's sockets to the relay pass through here: while the tab is hidden the phone suspends them (the
  // wallet fixture, in Node, keeps its own), so the relay holds the wallet's answer.
  let suspended = false
  let refused = 0
  const sockets: { close(): Promise<void> }[] = []
  await context.routeWebSocket(RELAY, (socket) => {
    if (suspended) {
      refused++
      void socket.close()
      return
    }
    sockets.push(socket, socket.connectToServer())
  })
  const { phone, verify, request } = await askAliceToSign(page, context)
  await expect(verify.getByText('Continue in MetaMask', { exact: true })).toBeVisible()

  await setVisibility(page, 'hidden')
  suspended = true
  for (const socket of sockets.splice(0)) await socket.close().catch(() => {})
  // The SDK tries once to connect again, and is refused: from here only the return check asks the relay.
  await expect.poll(() => refused).toBeGreaterThan(0)
  await request.reject()
  suspended = false
  await setVisibility(page, 'visible')

  // Back to the ready state, as a refusal in the page that asked: silent (spec section 4), nothing spinning.
  const sign = verify.getByRole('button', { name: 'Sign message' })
  await expect(sign).toBeEnabled({ timeout: 5_000 })
  await expect(sign).not.toHaveAttribute('aria-busy', 'true')
  await expect(verify.getByRole('alert')).toHaveCount(0)
  await expect(verify.getByText('Continue in MetaMask', { exact: true })).toHaveCount(0)
  await expect(verify.getByText('Waiting for the answer from MetaMask', { exact: false })).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('yarm.wallet.pendingRequest'))).toBeNull()
  // Signing again works as before.
  await sign.tap()
  await (await phone.request()).approve()
  await expect(verify).toBeHidden({ timeout: 15_000 })
})
