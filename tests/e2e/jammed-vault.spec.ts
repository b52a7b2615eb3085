import { expect, test } from './fixtures/test'
import { installTestWallet } from './fixtures/wallet'
import { depositAs, jamVault, requestWithdrawAs, sharesOf, usdc } from './fixtures/yarmChain'
import { connectOnYarms, restoreChainsAfterEach, tidepool } from './fixtures/yarmJourneys'

restoreChainsAfterEach()

/** As many entries as made the vault unreadable on the 30M-gas local chains before it kept them bounded. */
const ENTRIES = 6_000

test("a stranger's thousands of tiny deposits and withdrawal requests leave another person's Tidepool readable, and depositable", async ({
  page,
}) => {
  // The jam is 80 full blocks of work for anvil: tens of seconds on a busy machine, beside the journey.
  test.setTimeout(180_000)
  // Account 1's position and a pending withdrawal, made earlier.
  await depositAs(1, usdc('1000'))
  await requestWithdrawAs(1, usdc('400'))
  await jamVault(ENTRIES)

  const wallet = await installTestWallet(page, { account: 1 })
  await connectOnYarms(page)
  const card = tidepool(page)
  await expect(card.getByRole('region', { name: 'Your deposit' })).toContainText('600 USDC')
  const pending = card.getByRole('region', { name: 'Pending withdrawals' }).getByRole('listitem')
  await expect(pending).toHaveCount(1)
  await expect(pending).toContainText('400 USDC')
  // The pool's TVL and the top Yarmers, read from the chain, with nothing said to be missing.
  await expect(card).toContainText('1.4m / 2m')
  await expect(card.getByRole('table', { name: 'Top Yarmers' })).toBeVisible()
  await expect(card.getByText(/could not be (read|measured)/)).toHaveCount(0)

  await card.getByRole('button', { name: 'Deposit', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Deposit into Tidepool' })
  await expect(dialog.getByText('Balance: 99,000 USDC')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('250')
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click()
  await expect(dialog.getByRole('status')).toContainText('Deposited 250 USDC into Tidepool.')
  expect(await sharesOf(wallet.address)).toBeGreaterThan(usdc('600'))
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await expect(card.getByRole('region', { name: 'Your deposit' })).toContainText('850 USDC')
})
