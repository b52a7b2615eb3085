import { devices, expect, test } from '@playwright/test'
import { awayWhile, recordDeepLinks, tapMetaMask } from './fixtures/phoneJourneys'
import { type PhoneWallet, startPhoneWallet } from './fixtures/phoneWallet'
import { signInWithX } from './fixtures/signIn'
import { sharesOf, usdc, usdcBalanceOf } from './fixtures/yarmChain'
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

test('the tab is gone while the wallet approves the allowance: after the reload the app offers to continue, and the deposit goes through', async ({
  page,
  context,
}) => {
  // A wallet app with neither permits nor batches: approve, then deposit, two requests. carol_ct's wallet
  // (anvil account 2) is verified: no signature after connecting.
  const phone = await startPhoneWallet({
    account: 2,
    unsupported: ['wallet_getCapabilities', 'eth_signTypedData_v4'],
  })
  wallet = phone
  const links = await recordDeepLinks(context)
  await page.goto('/yarms')
  await signInWithX(page, 'carol_ct')
  await tapMetaMask(page, links)
  await phone.pair(await links.uri())
  await phone.proposal()
  await phone.approve()
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 15_000 })
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
