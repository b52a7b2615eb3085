import type { Page } from '@playwright/test'
import { testApi } from './fixtures/api'
import { ANVIL_URL } from './fixtures/chain'
import { connectTestWallet } from './fixtures/connect'
import { renderedAfterTimers } from './fixtures/rendered'
import { signInWithX } from './fixtures/signIn'
import { expect, test } from './fixtures/test'
import { installTestWallet, WALLET_NAME } from './fixtures/wallet'

test.beforeEach(async ({ request }) => {
  await testApi(request).reset()
})

async function connectAndVerify(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click()
  const modal = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await modal.getByRole('button', { name: WALLET_NAME }).click()
  const verify = page.getByRole('dialog', { name: 'Verify your account' })
  await expect(verify).toBeVisible()
  return verify
}

test('connect the test wallet, verify it with a signature, see the balance, disconnect', async ({ page }) => {
  await page.clock.install()
  const wallet = await installTestWallet(page, { account: 1 })
  await page.goto('/')
  await signInWithX(page, 'alice_yaps')
  const verify = await connectAndVerify(page)

  await verify.getByRole('button', { name: 'Sign message' }).click()
  await expect(verify).toBeHidden()
  // The signature was made by the wallet's key and checked by the local API.
  expect(wallet.signatures.at(-1)).toMatchObject({ method: 'personal_sign' })
  const signature = wallet.signatures.at(-1)
  expect(signature?.method === 'personal_sign' ? signature.message : '').toContain(
    'wants you to sign in with your Ethereum account',
  )

  const header = page.getByRole('banner')
  await expect(header.getByRole('button', { name: 'Network: Base' })).toBeVisible()
  // Account 1 resolves to yarmfriend.eth on the local name service; anvil funds it with 10000 ETH.
  const account = header.getByRole('button', { name: 'Account yarmfriend.eth' })
  await expect(account).toContainText('10k ETH')

  await account.click()
  const modal = page.getByRole('dialog', { name: 'Account' })
  await expect(modal).toContainText('yarmfriend.eth')
  // The copied state lasts 1.5 s (spec §9) on the page's clock, stopped and moved by the test.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
  await modal.getByRole('button', { name: 'Copy Address' }).click()
  await expect(modal.getByRole('button', { name: 'Copied!' })).toBeVisible()
  await page.clock.runFor(1_499)
  await renderedAfterTimers(page)
  await expect(modal.getByRole('button', { name: 'Copied!' })).toBeVisible()
  await page.clock.runFor(1)
  await expect(modal.getByRole('button', { name: 'Copy Address' })).toBeVisible()
  await page.clock.resume()
  await expect(modal.getByRole('link', { name: 'View on Explorer' })).toHaveAttribute(
    'href',
    `https://basescan.org/address/${wallet.address}`,
  )

  await modal.getByRole('button', { name: 'Disconnect' }).click()
  await expect(modal).toBeHidden()
  await expect(header.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})

test('opening the account modal reads balance and nonce in one batched RPC request', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await installTestWallet(page, { account: 0 })
  await page.goto('/')
  await signInWithX(page, 'alice_yaps')
  await (await connectAndVerify(page)).getByRole('button', { name: 'Sign message' }).click()
  const account = page.getByRole('banner').getByRole('button', { name: /^Account / })
  await expect(account).toContainText('ETH')

  const rpcBodies: unknown[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(ANVIL_URL) && request.method() === 'POST')
      rpcBodies.push(request.postDataJSON())
  })
  const answered = page.waitForResponse((response) => response.url().startsWith(ANVIL_URL))
  await account.click()
  const modal = page.getByRole('dialog', { name: 'Account' })
  // Both figures drawn: every request either of them needed has been sent and answered by now.
  await answered
  await expect(modal).toContainText(/transactions? sent/)
  await expect(modal).toContainText('ETH')
  expect(rpcBodies).toHaveLength(1)
  const batch = rpcBodies[0] as { method: string }[]
  expect(Array.isArray(batch)).toBe(true)
  // The balance goes through Multicall3 (an eth_call), the nonce beside it: one request for both.
  expect(batch.map((call) => call.method).sort()).toEqual(['eth_call', 'eth_getTransactionCount'])
})

test('a rejected signature returns to idle without a message; Cancel disconnects', async ({ page }) => {
  const wallet = await installTestWallet(page, { account: 1 })
  await page.goto('/')
  await signInWithX(page, 'alice_yaps')
  const verify = await connectAndVerify(page)
  wallet.rejectNext('personal_sign')
  await verify.getByRole('button', { name: 'Sign message' }).click()
  await expect(verify.getByRole('button', { name: 'Sign message' })).toBeEnabled()
  await expect(verify.getByRole('alert')).toHaveCount(0)
  await verify.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})

test('a rejected connection goes back to the list quietly', async ({ page }) => {
  const wallet = await installTestWallet(page)
  await page.goto('/')
  wallet.rejectNext('eth_requestAccounts')
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click()
  const modal = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await modal.getByRole('button', { name: WALLET_NAME }).click()
  await expect(modal.getByRole('button', { name: WALLET_NAME })).toBeVisible()
  await expect(modal.getByRole('alert')).toHaveCount(0)
})

test('an unsupported chain shows Wrong network, with the warning and Disconnect', async ({ page }) => {
  const wallet = await installTestWallet(page, { account: 2 })
  await page.goto('/')
  await signInWithX(page, 'carol_ct')
  // carol_ct's verified wallet is anvil account 2: connecting needs no new signature.
  await connectTestWallet(page)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Network: Base' })).toBeVisible()

  await wallet.switchChain(137)
  const wrong = page.getByRole('banner').getByRole('button', { name: 'Wrong network' })
  await expect(wrong).toBeVisible()
  await wrong.click()
  const networks = page.getByRole('dialog', { name: 'Switch Networks' })
  await expect(networks).toContainText('Wrong network detected, switch or disconnect to continue.')
  await networks.getByRole('button', { name: /^Base/ }).click()
  await expect(networks).toBeHidden()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Network: Base' })).toBeVisible()
})

test('a transaction from the dev panel goes pending, then confirmed, in the account modal', async ({
  page,
}) => {
  await installTestWallet(page, { account: 2 })
  await page.goto('/')
  await signInWithX(page, 'carol_ct')
  await connectTestWallet(page)
  const account = page.getByRole('banner').getByRole('button', { name: /^Account / })
  await expect(account).toBeVisible()

  // Record every status the stored transaction goes through, so that a fast confirmation still
  // proves it was pending first.
  await page.evaluate(() => {
    const seen: string[] = []
    Object.assign(window, { seenStatuses: seen })
    setInterval(() => {
      const lists = Object.values(JSON.parse(localStorage.getItem('yarm.transactions') ?? '{}')) as {
        status: string
      }[][]
      const status = lists.flat()[0]?.status
      if (status && seen.at(-1) !== status) seen.push(status)
    }, 10)
  })
  await page.getByRole('button', { name: 'Dev tools' }).click()
  await page.getByRole('button', { name: 'Send 0 ETH to yourself' }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Sent 0x/ })).toBeVisible()
  await page.getByRole('dialog', { name: 'Development tools' }).getByRole('button', { name: 'Close' }).click()
  await account.click()
  const modal = page.getByRole('dialog', { name: 'Account' })
  const row = modal.getByRole('listitem').filter({ hasText: 'Send 0 ETH to yourself' })
  await expect(row).toContainText('confirmed')
  await expect(row.getByRole('link')).toHaveAttribute('href', /^https:\/\/basescan\.org\/tx\/0x[0-9a-f]{64}$/)
  expect(await page.evaluate(() => (window as unknown as { seenStatuses: string[] }).seenStatuses)).toEqual([
    'pending',
    'confirmed',
  ])
})

test('a returning wallet reconnects by itself on pages that do not need it, without a click', async ({
  page,
}) => {
  await installTestWallet(page)
  await page.goto('/yarmerboard')
  const verify = await connectAndVerify(page)
  // Verification put off: the wallet is connected, and remembered.
  await page.keyboard.press('Escape')
  await expect(verify).toBeHidden()
  const header = page.getByRole('banner')
  const network = header.getByRole('button', { name: 'Network: Base' })
  await expect(network).toBeVisible()

  // Neither the board nor home needs the wallet: the header shows it again soon after the first paint.
  for (const path of ['/yarmerboard', '/']) {
    await page.goto(path)
    await expect(network).toBeVisible({ timeout: 5000 })
    await expect(header.getByRole('button', { name: 'Connect Wallet' })).toBeHidden()
  }

  // The site's data is cleared while the wallet still trusts the site: opening Connect Wallet finds the
  // wallet connected at once (wagmi reconnects an authorised wallet), and the next visit remembers it.
  // Cleared while no page of the site is open, as the browser's "clear site data" does.
  const origin = new URL(page.url()).origin
  await page.goto('about:blank')
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage' })
  await page.goto('/')
  await header.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(network).toBeVisible()
  await page.keyboard.press('Escape')
  await page.reload()
  await expect(network).toBeVisible({ timeout: 5000 })
})

test('a returning wallet is reconnected without waiting for the page to be idle', async ({ page }) => {
  await installTestWallet(page)
  await page.goto('/yarmerboard')
  const verify = await connectAndVerify(page)
  await page.keyboard.press('Escape')
  await expect(verify).toBeHidden()
  const network = page.getByRole('banner').getByRole('button', { name: 'Network: Base' })
  await expect(network).not.toHaveAttribute('aria-busy')
  // A page that never becomes idle: only work started at once reaches the wallet.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0
  })
  await page.reload()
  await expect(network).toBeVisible()
  await expect(network).not.toHaveAttribute('aria-busy', { timeout: 10_000 })
})

test.describe('the wallet runtime held back', () => {
  // The runtime's chunk must reach page.route: the service worker would serve it from its cache.
  test.use({ serviceWorkers: 'block' })

  test('a returning wallet shows in the header while the wallet runtime loads, as it will be once back; one the wallet no longer trusts falls back to Connect Wallet', async ({
    page,
  }) => {
    const wallet = await installTestWallet(page)
    await page.goto('/')
    await signInWithX(page, 'alice_yaps')
    let verify = await connectAndVerify(page)
    await page.keyboard.press('Escape')
    await expect(verify).toBeHidden()
    const header = page.getByRole('banner')
    const network = header.getByRole('button', { name: 'Network: Base' })
    const verifyWallet = header.getByRole('button', { name: 'Verify Wallet' })
    // Its short address while wagmi reconnects, then its name (yarmtester.eth on the local name service).
    const account = header.getByRole('button', { name: /^Account / })
    const connectWallet = header.getByRole('button', { name: 'Connect Wallet' })

    // The wallet runtime (wagmi) is held back: the header shows the wallet wagmi saved at once, busy, and
    // not verified for this X account.
    let hold: Promise<void> = Promise.resolve()
    let release = () => {}
    const holdRuntime = () => {
      hold = new Promise<void>((resolve) => {
        release = resolve
      })
    }
    await page.route('**/assets/WalletRuntime-*.js', async (route) => {
      await hold
      await route.continue()
    })
    holdRuntime()
    await page.reload()
    await expect(network).toHaveAttribute('aria-busy', 'true')
    await expect(verifyWallet).toHaveAttribute('aria-busy', 'true')
    await expect(connectWallet).toBeHidden()
    // Verify Wallet pressed while wagmi reconnects: the verification opens once the wallet is back.
    await verifyWallet.click()
    release()
    verify = page.getByRole('dialog', { name: 'Verify your account' })
    await verify.getByRole('button', { name: 'Sign message' }).click()
    await expect(verify).toBeHidden()
    await expect(account).toBeVisible()
    await expect(account).not.toHaveAttribute('aria-busy')

    // Verified: the next visit shows the account, busy, until the wallet answers.
    holdRuntime()
    await page.reload()
    await expect(account).toHaveAttribute('aria-busy', 'true')
    release()
    await expect(account).not.toHaveAttribute('aria-busy')
    await expect(network).not.toHaveAttribute('aria-busy')

    // The person revokes the site in the extension while the page is away: the account is shown only
    // until the wallet answers that it no longer shows it.
    holdRuntime()
    await page.reload()
    await expect(account).toBeVisible()
    await wallet.disconnect()
    release()
    await expect(connectWallet).toBeVisible()
    await expect(account).toBeHidden()
    await expect(network).toBeHidden()
  })
})
