import type { Page } from '@playwright/test'
import { testApi } from './fixtures/api'
import { revert, rpc, snapshot } from './fixtures/chain'
import { checklistStep, closeChecklist, openChecklist } from './fixtures/checklist'
import { signInWithX } from './fixtures/signIn'
import { expect, test } from './fixtures/test'
import { depositAs, usdc, usdcBalanceOf } from './fixtures/yarmChain'

/**
 * A newcomer's browser: no extension (the test wallet is not installed), only the demo wallet the demo
 * build announces. Every request the page makes of it opens a "Demo wallet" dialog to confirm.
 */

test.beforeEach(async ({ request }) => {
  await testApi(request).reset()
})

/** Account 5 of anvil's mnemonic (index 4): linked to no demo X account. */
const ACCOUNT_5 = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
/** Account 2 (index 1). */
const ACCOUNT_2 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/**
 * The wallet's prompt. While it connects, the connect modal is titled with the wallet's name too:
 * the prompt is the "Demo wallet" dialog with Confirm.
 */
const prompt = (page: Page) =>
  page
    .getByRole('dialog', { name: 'Demo wallet' })
    .filter({ has: page.getByRole('button', { name: 'Confirm' }) })

async function openConnectModal(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click()
  const modal = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await modal.getByRole('button', { name: 'Demo wallet' }).click()
  return modal
}

test('with no extension, the demo wallet connects from the connect modal: Reject goes back to the list, Confirm connects', async ({
  page,
}) => {
  const chunks: string[] = []
  page.on('request', (request) => chunks.push(new URL(request.url()).pathname))
  await page.goto('/')
  // The wallet's signing code is not part of the page until the page asks the wallet something.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  expect(chunks.filter((path) => path.includes('demoWallet'))).toEqual([])

  const modal = await openConnectModal(page)
  // Rejected: back to the list, quietly, as with an extension.
  await expect(prompt(page)).toContainText('asks to connect')
  await prompt(page).getByRole('button', { name: 'Reject' }).click()
  await expect(prompt(page)).toBeHidden()
  await expect(modal.getByRole('button', { name: 'Demo wallet' })).toBeVisible()
  await expect(modal.getByRole('alert')).toHaveCount(0)
  expect(chunks.some((path) => /\/assets\/demoWallet-[\w-]+\.js$/.test(path))).toBe(true)

  // Confirmed with an account picked from the ten.
  await modal.getByRole('button', { name: 'Demo wallet' }).click()
  const accounts = prompt(page).getByRole('group', { name: 'Account' })
  await expect(accounts.getByRole('radio')).toHaveCount(10)
  await expect(accounts.getByRole('radio', { name: /^Account 1\b/ })).toBeChecked()
  await accounts.getByRole('radio', { name: /^Account 5\b/ }).check()
  await prompt(page).getByRole('button', { name: 'Confirm' }).click()
  // Connected; not signed in with X, so the wallet is still to be verified.
  const header = page.getByRole('banner')
  await expect(header.getByRole('button', { name: 'Network: Base' })).toBeVisible()
  await expect(header.getByRole('button', { name: 'Verify Wallet' })).toBeVisible()
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('yarm.demoWallet') ?? '{}').account)).toBe(
    4,
  )

  // Like an extension's site permission, the connection survives a reload without a prompt.
  await page.reload()
  await expect(header.getByRole('button', { name: 'Network: Base' })).toBeVisible()
  await expect(header.getByRole('button', { name: 'Verify Wallet' })).toBeVisible()
  await expect(prompt(page)).toHaveCount(0)
})

test("verifying (SIWE) through the demo wallet's signature prompt, then activating and voting", async ({
  page,
}) => {
  await page.goto('/')
  await signInWithX(page, 'alice_yaps')
  await openConnectModal(page)
  await prompt(page)
    .getByRole('radio', { name: /^Account 5\b/ })
    .check()
  await prompt(page).getByRole('button', { name: 'Confirm' }).click()

  // The wallet shows the message; Escape rejects it, quietly; then it is signed.
  const verify = page.getByRole('dialog', { name: 'Verify your account' })
  await verify.getByRole('button', { name: 'Sign message' }).click()
  await expect(prompt(page)).toContainText('wants you to sign in with your Ethereum account')
  await expect(prompt(page)).toContainText(ACCOUNT_5)
  await page.keyboard.press('Escape')
  await expect(prompt(page)).toBeHidden()
  await expect(verify.getByRole('button', { name: 'Sign message' })).toBeEnabled()
  await expect(verify.getByRole('alert')).toHaveCount(0)
  await verify.getByRole('button', { name: 'Sign message' }).click()
  await prompt(page).getByRole('button', { name: 'Confirm' }).click()
  await expect(verify).toBeHidden()

  await openChecklist(page)
  const activate = checklistStep(page, 'Activate your account')
  await activate.getByRole('button', { name: 'Activate' }).click()
  await expect(activate).toContainText('(done)')
  await closeChecklist(page)
  await expect(page.getByRole('region', { name: 'Welcome back, @alice_yaps' })).toBeVisible()

  await page.goto('/pre-yarms')
  const moss = page.getByRole('article', { name: 'Moss Labs' })
  await moss.getByRole('button', { name: 'Vote for Moss Labs' }).click()
  await expect(moss.getByRole('button', { name: 'Voted for Moss Labs', exact: true })).toBeVisible()
})

test('a transaction through the demo wallet shows what it sends, then confirms on the chain', async ({
  page,
}) => {
  await page.goto('/')
  await signInWithX(page, 'carol_ct')
  await openConnectModal(page)
  // Carol's linked wallet is account 3 of the mnemonic (index 2).
  await prompt(page)
    .getByRole('radio', { name: /^Account 3\b/ })
    .check()
  await prompt(page).getByRole('button', { name: 'Confirm' }).click()
  const account = page.getByRole('banner').getByRole('button', { name: /^Account / })
  await expect(account).toBeVisible()

  await page.getByRole('button', { name: 'Dev tools' }).click()
  await page.getByRole('button', { name: 'Send 0 ETH to yourself' }).click()
  const wallet = prompt(page)
  await expect(wallet).toContainText('Send this transaction from 0x3C44…93BC on Base?')
  await expect(wallet.getByRole('definition').nth(0)).toHaveText('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')
  await expect(wallet).toContainText('0 ETH')
  await expect(wallet).toContainText('Base (8453)')
  await wallet.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Sent 0x/ })).toBeVisible()
  await page.getByRole('dialog', { name: 'Development tools' }).getByRole('button', { name: 'Close' }).click()
  await account.click()
  const row = page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('listitem')
    .filter({ hasText: 'Send 0 ETH to yourself' })
  await expect(row).toContainText('confirmed')
})

test("the dev tools move the chain's clock forward", async ({ page }) => {
  // Other journeys share this chain and its vaults' time windows: the test puts the clock back.
  const before = await snapshot()
  try {
    const latest = async () =>
      Number((await rpc<{ timestamp: string }>('eth_getBlockByNumber', ['latest', false])).timestamp)
    const start = await latest()
    await page.goto('/')
    await page.getByRole('button', { name: 'Dev tools' }).click()
    const clock = page.getByRole('group', { name: 'Move chain time forward (Base)' })
    await clock.getByRole('button', { name: '+7 days' }).click()
    await expect(page.getByRole('status').filter({ hasText: /^Base time is now / })).toBeVisible()
    expect(await latest()).toBeGreaterThanOrEqual(start + 7 * 24 * 60 * 60)
  } finally {
    await revert(before)
    await rpc('evm_setTime', [Math.floor(Date.now() / 1000)])
  }
})

test("withdraw, the dev tools' +7 days, then claim, each transaction confirmed in the demo wallet's prompt", async ({
  page,
}) => {
  // Other journeys share this chain: the test puts its state and clock back.
  const before = await snapshot()
  try {
    // A position made earlier by account 2 of the demo wallet (index 1): 1,000 USDC in Tidepool.
    await depositAs(1, usdc('1000'))
    await page.goto('/yarms')
    await openConnectModal(page)
    await prompt(page)
      .getByRole('radio', { name: /^Account 2\b/ })
      .check()
    await prompt(page).getByRole('button', { name: 'Confirm' }).click()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Network: Base' })).toBeVisible()
    const verify = page.getByRole('dialog', { name: 'Verify your account' })
    // A new wallet is offered verification; a deposit's withdrawal needs none: put it off.
    const offered = await verify.waitFor({ state: 'visible', timeout: 5000 }).then(
      () => true,
      () => false,
    )
    if (offered) await page.keyboard.press('Escape')
    await expect(verify).toBeHidden()
    const tidepool = page.getByRole('article', { name: 'Tidepool' })
    await expect(tidepool.getByRole('region', { name: 'Your deposit' })).toContainText('1,000 USDC')

    await tidepool.getByRole('button', { name: 'Withdraw', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Withdraw from Tidepool' })
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('250')
    await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click()
    // The wallet asks, saying from which account and on which network.
    await expect(prompt(page)).toContainText('Send this transaction from 0x7099…79C8 on Base?')
    await prompt(page).getByRole('button', { name: 'Confirm' }).click()
    await expect(dialog.getByRole('list', { name: 'Withdraw' }).getByRole('listitem')).toHaveText(
      'Request a withdrawal of 250 USDC · confirmed',
    )
    await dialog.getByRole('button', { name: 'Close' }).first().click()
    const request = tidepool.getByRole('region', { name: 'Pending withdrawals' }).getByRole('listitem')
    await expect(request).toContainText('250 USDC')
    const claim = request.getByRole('button', { name: 'Claim' })
    await expect(claim).toBeDisabled()

    await page.getByRole('button', { name: 'Dev tools' }).click()
    const tools = page.getByRole('dialog', { name: 'Development tools' })
    await tools.getByRole('button', { name: '+7 days' }).click()
    await expect(tools.getByRole('status')).toContainText('Base time is now')
    await page.keyboard.press('Escape')
    await expect(tools).toBeHidden()
    await expect(claim).toBeEnabled()

    const balance = await usdcBalanceOf(ACCOUNT_2)
    await claim.click()
    await expect(prompt(page)).toContainText('Send this transaction from 0x7099…79C8 on Base?')
    await prompt(page).getByRole('button', { name: 'Confirm' }).click()
    const pending = tidepool.getByRole('region', { name: 'Pending withdrawals' })
    await expect(pending.getByRole('status')).toHaveText('Claimed 250 USDC from Tidepool.')
    expect(await usdcBalanceOf(ACCOUNT_2)).toBe(balance + usdc('250'))
    await expect(tidepool.getByRole('region', { name: 'Your deposit' })).toContainText('750 USDC')
  } finally {
    await revert(before)
    await rpc('evm_setTime', [Math.floor(Date.now() / 1000)])
  }
})
