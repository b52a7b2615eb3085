import { type BrowserContext, devices, type Page } from '@playwright/test'
import { awayWhile, recordDeepLinks, tapMetaMask } from './fixtures/phoneJourneys'
import { type PhoneWallet, startPhoneWallet } from './fixtures/phoneWallet'
import { signInWithX } from './fixtures/signIn'
import { expect, test } from './fixtures/test'
import { depositAs, pendingWithdrawalsOf, sharesOf, usdc, usdcBalanceOf } from './fixtures/yarmChain'
import { openDeposit, restoreChainsAfterEach, tidepool } from './fixtures/yarmJourneys'

/**
 * A deposit made with a wallet app on the phone (WalletConnect, the wallet fixture on the local chain): the
 * approval and the deposit are two requests, and the phone may drop the tab between them.
 */

test.setTimeout(90_000)

const { defaultBrowserType: _webkit, ...iPhone } = devices['iPhone 13']
test.use(iPhone)

restoreChainsAfterEach()

let wallet: PhoneWallet | undefined

test.afterEach(async () => {
  await wallet?.close()
  wallet = undefined
})

const INTENT = 'yarm.deposit.inProgress'

/** carol_ct (verified for anvil account 2) on /yarms, connected through a phone wallet started with `options`. */
async function connectOnYarms(
  page: Page,
  context: BrowserContext,
  options: Parameters<typeof startPhoneWallet>[0],
) {
  const phone = await startPhoneWallet(options)
  wallet = phone
  const links = await recordDeepLinks(context)
  await page.goto('/yarms')
  await signInWithX(page, 'carol_ct')
  await tapMetaMask(page, links)
  await phone.pair(await links.uri())
  await phone.proposal()
  await phone.approve()
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 15_000 })
  return phone
}

test('the tab is gone while the wallet approves the allowance: after the reload the app offers to continue, and the deposit goes through', async ({
  page,
  context,
}) => {
  // A wallet app with neither permits nor batches: approve, then deposit, two requests. carol_ct's wallet
  // (anvil account 2) is verified: no signature after connecting.
  const phone = await connectOnYarms(page, context, {
    account: 2,
    unsupported: ['wallet_getCapabilities', 'eth_signTypedData_v4'],
  })
  const before = await usdcBalanceOf(phone.address)

  const dialog = await openDeposit(page)
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('500')
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).tap()
  const approval = await phone.request()
  expect(approval.method).toBe('eth_sendTransaction')
  // The person approves in the wallet app; meanwhile the phone drops the tab, which loads again on return.
  await awayWhile(page, () => approval.approve(), '/yarms')

  // Only the approval is on the chain; the app says the deposit waits on its second step, and sends nothing.
  const card = tidepool(page)
  await expect(card.getByText('Your deposit of 500 USDC is halfway', { exact: false })).toBeVisible({
    timeout: 20_000,
  })
  expect(await sharesOf(phone.address)).toBe(0n)
  await card.getByRole('button', { name: 'Continue deposit' }).tap()
  const resumed = page.getByRole('dialog', { name: 'Deposit into Tidepool' })
  await expect(resumed.getByRole('textbox', { name: 'Amount' })).toHaveValue('500')
  await expect(resumed.getByRole('list', { name: 'Deposit' }).getByRole('listitem')).toHaveText([
    'Step 1 of 2: approve 500 USDC · confirmed',
    'Step 2 of 2: deposit 500 USDC',
  ])
  await resumed.getByRole('button', { name: 'Continue deposit' }).tap()
  const deposit = await phone.request()
  expect(deposit.method).toBe('eth_sendTransaction')
  await deposit.approve()
  await expect(resumed.getByText('Deposited 500 USDC into Tidepool.')).toBeVisible({ timeout: 20_000 })
  await resumed.getByRole('button', { name: 'Close', exact: true }).last().tap()
  await expect(card.getByRole('region', { name: 'Your deposit' })).toContainText('500 USDC', {
    timeout: 15_000,
  })
  expect(await usdcBalanceOf(phone.address)).toBe(before - usdc('500'))
  // Done: nothing is offered again, now or after a reload.
  expect(await page.evaluate((key) => localStorage.getItem(key), INTENT)).toBeNull()
  await expect(card.getByRole('button', { name: 'Continue deposit' })).toHaveCount(0)
})

const PENDING_REQUEST = 'yarm.wallet.pendingRequest'

test('the wallet sends a withdrawal at 4½ minutes while the tab is gone, the person is back at 5½: it is tracked, and nothing is offered to send again', async ({
  page,
  context,
}) => {
  // carol_ct's wallet (anvil account 2, verified) holds 1,000 USDC in Tidepool from an earlier visit.
  await depositAs(2, usdc('1000'))
  const phone = await connectOnYarms(page, context, { account: 2 })

  const card = tidepool(page)
  await expect(card.getByRole('region', { name: 'Your deposit' })).toContainText('1,000 USDC')
  await card.getByRole('button', { name: 'Withdraw', exact: true }).tap()
  const dialog = page.getByRole('dialog', { name: 'Withdraw from Tidepool' })
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('400')
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).tap()
  const request = await phone.request()
  expect(request.method).toBe('eth_sendTransaction')

  // The person is in the wallet app for 5½ minutes; the phone drops the tab. The wallet sends the withdrawal
  // at 4½, within the request's life; the relay holds its answer. The kept request's clock is moved on
  // instead of waiting: on return it has run out a minute ago.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), PENDING_REQUEST)).not.toBeNull()
  await page.evaluate((key) => {
    const kept = JSON.parse(localStorage.getItem(key) ?? 'null')
    localStorage.setItem(key, JSON.stringify({ ...kept, expiresAt: Date.now() - 60_000 }))
  }, PENDING_REQUEST)
  let hash = ''
  await awayWhile(
    page,
    async () => {
      hash = (await request.approve()) as string
    },
    '/yarms',
  )

  // The withdrawal the wallet sent is taken up from the relay: no account modal pops up offering to send it
  // again; the person opens it and finds the withdrawal followed to its receipt.
  await expect(card.getByRole('region', { name: 'Pending withdrawals' }).getByRole('listitem')).toHaveCount(
    1,
    {
      timeout: 20_000,
    },
  )
  const modal = page.getByRole('dialog', { name: 'Account' })
  await expect(modal).toHaveCount(0)
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click()
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('button', { name: /^Account / })
    .click()
  const row = modal.getByRole('listitem').filter({ hasText: 'Withdraw 400 USDC from Tidepool' })
  await expect(row).toContainText('confirmed', { timeout: 15_000 })
  await expect(row.getByRole('link')).toHaveAttribute('href', `https://basescan.org/tx/${hash}`)
  // Nothing says it ran out, nothing offers to send it again, and the chain has the one request.
  await expect(modal.getByRole('alert')).toHaveCount(0)
  await expect(modal.getByRole('button', { name: 'Retry' })).toHaveCount(0)
  expect(await pendingWithdrawalsOf(phone.address)).toHaveLength(1)
  expect(await page.evaluate((key) => localStorage.getItem(key), PENDING_REQUEST)).toBeNull()
})
