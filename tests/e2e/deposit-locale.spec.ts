import type { Page } from '@playwright/test'
import { expectAccessible } from './fixtures/axe'
import { expect, test } from './fixtures/test'
import { installTestWallet } from './fixtures/wallet'
import { depositAs, sharesOf, totalAssets, usdc, usdcBalanceOf } from './fixtures/yarmChain'
import { connectOnYarms, restoreChainsAfterEach, tidepool } from './fixtures/yarmJourneys'

restoreChainsAfterEach()

/** Picks Deutsch in the footer's Language dropdown, as a German visitor would. */
async function chooseGerman(page: Page) {
  const footer = page.getByRole('contentinfo')
  await footer.getByRole('button', { name: /^Language: / }).click()
  await footer.getByRole('option', { name: 'Deutsch' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
}

/** Einzahlen on Tidepool's card; the dialog, once the chain's figures (the balance, `balance`) are in. */
async function openGermanDeposit(page: Page, balance: string) {
  await tidepool(page).getByRole('button', { name: 'Einzahlen', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'In Tidepool einzahlen' })
  await expect(dialog.getByText(`Guthaben: ${balance} USDC`)).toBeVisible()
  return dialog
}

test('in German, "2,5" and "2,500" each deposit exactly two and a half USDC, said back before the wallet is asked', async ({
  page,
}) => {
  const wallet = await installTestWallet(page, { account: 1 })
  await connectOnYarms(page)
  await chooseGerman(page)
  const start = await totalAssets()
  const held = await usdcBalanceOf(wallet.address)

  const dialog = await openGermanDeposit(page, '100.000')
  const amount = dialog.getByRole('textbox', { name: 'Betrag' })
  const submit = dialog.getByRole('button', { name: 'Einzahlen', exact: true })

  // Malformed for German: refused, with an example written the German way.
  await amount.fill('1,2,3')
  await expect(dialog.getByRole('alert')).toHaveText('Gib den Betrag als Zahl ein, etwa 100 oder 1.234,56.')
  await expect(dialog.getByText(/^Du zahlst/)).toHaveCount(0)

  await amount.fill('2,5')
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  const sayBack = dialog.getByText('Du zahlst 2,50 USDC ein.')
  await expect(sayBack).toBeVisible()
  await expect(sayBack).toHaveAttribute('aria-live', 'polite')
  await expect(submit).toHaveAccessibleDescription('Du zahlst 2,50 USDC ein.')
  await expectAccessible(page, 'the German deposit dialog, saying back the amount')
  await submit.click()
  await expect(dialog.getByRole('status')).toContainText('2,5 USDC in Tidepool eingezahlt.')
  expect(await totalAssets()).toBe(start + usdc('2.5'))
  expect(await usdcBalanceOf(wallet.address)).toBe(held - usdc('2.5'))

  await dialog.getByRole('button', { name: 'Schließen' }).first().click()
  await expect(dialog).toBeHidden()

  // The text that deposited 2,500 USDC before: a German "2,500" is two and a half.
  const again = await openGermanDeposit(page, '99.997,5')
  await again.getByRole('textbox', { name: 'Betrag' }).fill('2,500')
  await expect(again.getByText('Du zahlst 2,50 USDC ein.')).toBeVisible()
  await again.getByRole('button', { name: 'Einzahlen', exact: true }).click()
  await expect(again.getByRole('status')).toContainText('2,5 USDC in Tidepool eingezahlt.')
  expect(await totalAssets()).toBe(start + usdc('5'))
  expect(await usdcBalanceOf(wallet.address)).toBe(held - usdc('5'))
})

test('in German, a withdrawal of "2,5" asks for two and a half USDC, said back before the wallet is asked', async ({
  page,
}) => {
  const wallet = await installTestWallet(page, { account: 1 })
  await depositAs(1, usdc('10'))
  await connectOnYarms(page)
  await chooseGerman(page)
  const shares = await sharesOf(wallet.address)

  await tidepool(page).getByRole('button', { name: 'Abheben', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Abheben aus Tidepool' })
  await expect(dialog).toContainText('Deine Einzahlung: 10 USDC')
  await dialog.getByRole('textbox', { name: 'Betrag' }).fill('2,5')
  await expect(dialog.getByText('Du forderst eine Auszahlung von 2,50 USDC an.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Abheben', exact: true }).click()
  await expect(dialog.getByRole('status')).toContainText('Auszahlung von 2,5 USDC angefordert.')
  // No yield on the journeys' chain: a share is worth one unit, so 2.5 USDC is 2.5 USDC of shares.
  expect(shares - (await sharesOf(wallet.address))).toBe(usdc('2.5'))
})
