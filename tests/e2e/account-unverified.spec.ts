import type { Page } from '@playwright/test'
import { expect, test } from './fixtures/test'
import { restoreChainsAfterEach, tidepool } from './fixtures/yarmJourneys'

/**
 * Spec section 2: "When connected it shows a chain button (or Wrong network) and an account button."
 * A wallet connected without X (so never verified) is connected: it can deposit, and its account modal
 * (balance, the last transactions) must be reachable from the header like anyone's.
 */

restoreChainsAfterEach()

const prompt = (page: Page) =>
  page
    .getByRole('dialog', { name: 'Demo wallet' })
    .filter({ has: page.getByRole('button', { name: 'Confirm' }) })

test('connected with the Demo wallet and no X, a deposit is listed in the account modal', async ({
  page,
}) => {
  await page.goto('/yarms')
  const header = page.getByRole('banner')
  await header.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect a Wallet' })
    .getByRole('button', { name: 'Demo wallet' })
    .click()
  await prompt(page)
    .getByRole('radio', { name: /^Account 5\b/ })
    .check()
  await prompt(page).getByRole('button', { name: 'Confirm' }).click()
  await expect(header.getByRole('button', { name: 'Network: Base' })).toBeVisible()
  // Verification is offered; a deposit needs none: put it off.
  const verify = page.getByRole('dialog', { name: 'Verify your account' })
  await expect(verify).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(verify).toBeHidden()
  // Still offered beside the account, never instead of it.
  await expect(header.getByRole('button', { name: 'Verify Wallet' })).toBeVisible()

  await tidepool(page).getByRole('button', { name: 'Deposit', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Deposit into Tidepool' })
  await expect(dialog.getByText('Balance: 100,000 USDC')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('100')
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click()
  // The approval and the deposit, in one prompt or two as the wallet batches them.
  const done = dialog.getByText('Deposited 100 USDC into Tidepool.')
  await expect(async () => {
    if (await prompt(page).isVisible()) await prompt(page).getByRole('button', { name: 'Confirm' }).click()
    await expect(done).toBeVisible({ timeout: 1_000 })
  }).toPass()
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await expect(dialog).toBeHidden()

  await header.getByRole('button', { name: /^Account 0x15…6A65/ }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(
    account.getByRole('listitem').filter({ hasText: 'Deposit 100 USDC into Tidepool' }),
  ).toContainText('confirmed')
})
