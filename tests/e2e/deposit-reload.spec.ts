import { mine, rpc, setAutomine } from './fixtures/chain'
import { expect, test } from './fixtures/test'
import { installTestWallet } from './fixtures/wallet'
import { sharesOf, usdc, usdcBalanceOf } from './fixtures/yarmChain'
import {
  accountButton,
  leaveDepositPending,
  openDeposit,
  restoreChainsAfterEach,
  tidepool,
  verifyOnYarms,
} from './fixtures/yarmJourneys'

restoreChainsAfterEach()

test('a deposit still pending at a reload is shown pending after it, then confirmed once mined', async ({
  page,
}) => {
  // Approve, then deposit: two transactions, so the second can be left pending across the reload.
  const wallet = await installTestWallet(page, { account: 1, typedData: false })
  // Signed in and verified, so the header offers the account modal and its transaction list.
  await verifyOnYarms(page)
  await leaveDepositPending(await openDeposit(page), '500')

  await page.reload()
  await expect(accountButton(page)).toBeVisible()
  await accountButton(page).click()
  const modal = page.getByRole('dialog', { name: 'Account' })
  const deposit = modal.getByRole('listitem').filter({ hasText: 'Deposit 500 USDC into Tidepool' })
  await expect(deposit).toContainText('pending')
  expect(await sharesOf(wallet.address)).toBe(0n)

  await mine()
  await expect(deposit).toContainText('confirmed')
  expect(await usdcBalanceOf(wallet.address)).toBe(usdc('99500'))
  await page.keyboard.press('Escape')
  await expect(modal).toBeHidden()
  // The card reads the chain again once the transaction settles, without another reload.
  await expect(tidepool(page).getByRole('region', { name: 'Your deposit' })).toContainText('500 USDC')
})

test('a batched deposit (EIP-5792) is listed pending as soon as the wallet takes it, survives a reload, then is confirmed once mined', async ({
  page,
}) => {
  const wallet = await installTestWallet(page, { account: 1, batching: true })
  await verifyOnYarms(page)
  const dialog = await openDeposit(page)
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('700')

  // No block until the test says: the batch's two transactions wait in the pool.
  await setAutomine(false)
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click()
  await expect(dialog.getByRole('list', { name: 'Deposit' }).getByRole('listitem')).toHaveText([
    'Approve and deposit 700 USDC in one request · pending',
  ])
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await accountButton(page).click()
  const modal = page.getByRole('dialog', { name: 'Account' })
  const deposit = () => modal.getByRole('listitem').filter({ hasText: 'Deposit 700 USDC into Tidepool' })
  await expect(deposit()).toContainText('pending')

  await page.reload()
  await expect(accountButton(page)).toBeVisible()
  await accountButton(page).click()
  await expect(deposit()).toContainText('pending')
  expect(await sharesOf(wallet.address)).toBe(0n)

  await mine()
  await expect(deposit()).toContainText('confirmed')
  expect(await usdcBalanceOf(wallet.address)).toBe(usdc('99300'))
  // Once the wallet reports the batch's transaction, the entry links to it on the explorer.
  const hash = /\/tx\/(0x[0-9a-f]{64})$/.exec(
    (await deposit().getByRole('link').getAttribute('href')) ?? '',
  )?.[1]
  expect(hash).toBeDefined()
  expect(await rpc<{ status: string }>('eth_getTransactionReceipt', [hash])).toMatchObject({ status: '0x1' })
  await page.keyboard.press('Escape')
  await expect(tidepool(page).getByRole('region', { name: 'Your deposit' })).toContainText('700 USDC')
})
