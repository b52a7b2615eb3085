import type { Locator, Page } from '@playwright/test'
import { testApi } from './fixtures/api'
import { expectAccessible } from './fixtures/axe'
import { closeChecklist, openChecklist } from './fixtures/checklist'
import { signInAs } from './fixtures/signIn'
import { expect, test } from './fixtures/test'
import { installTestWallet, WALLET_NAME } from './fixtures/wallet'

const ROUTES = ['/', '/yarmerboard', '/pre-yarms', '/yarms', '/my-referrals', '/portfolio', '/no-such-page']

test.beforeEach(async ({ request }) => {
  await testApi(request).reset()
})

for (const viewport of [
  { name: 'phone', width: 375, height: 800 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`every route, signed out and signed in, on a ${viewport.name}`, async ({ page }) => {
    test.setTimeout(90_000)
    await page.setViewportSize(viewport)
    for (const route of ROUTES) {
      await page.goto(route)
      await page.waitForLoadState('networkidle')
      await expectAccessible(page, `${route} signed out`)
    }
    await page.goto('/')
    await signInAs(page, 'carol_ct')
    for (const route of ROUTES) {
      await page.goto(route)
      await page.waitForLoadState('networkidle')
      await expectAccessible(page, `${route} signed in`)
    }
  })
}

test('the wallet modals: connect list, verify, account and network', async ({ page }) => {
  await installTestWallet(page, { account: 1 })
  await page.goto('/')
  await signInAs(page, 'alice_yaps')
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(page.getByRole('dialog', { name: 'Connect a Wallet' })).toBeVisible()
  await expectAccessible(page, 'connect modal', 'dialog')
  await page
    .getByRole('dialog', { name: 'Connect a Wallet' })
    .getByRole('button', { name: WALLET_NAME })
    .click()
  await expect(page.getByRole('dialog', { name: 'Verify your account' })).toBeVisible()
  await expectAccessible(page, 'verify view', 'dialog')
  await page
    .getByRole('dialog', { name: 'Verify your account' })
    .getByRole('button', { name: 'Sign message' })
    .click()
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account / })
    .click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await expectAccessible(page, 'account modal', 'dialog')
  await page.keyboard.press('Escape')
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Network: / })
    .click()
  await expect(page.getByRole('dialog', { name: 'Switch Networks' })).toBeVisible()
  await expectAccessible(page, 'network modal', 'dialog')
})

test('the activation check-list modal, signed out and signed in, on a phone and a desktop', async ({
  page,
}) => {
  for (const viewport of [
    { width: 375, height: 800 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport)
    await page.goto('/yarms')
    await openChecklist(page)
    await expectAccessible(page, `check-list signed out at ${viewport.width}px`, 'dialog')
    await closeChecklist(page)
  }
  await signInAs(page, 'alice_yaps')
  await openChecklist(page)
  await expectAccessible(page, 'check-list signed in', 'dialog')
})

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would: fails if it is not
 * reached within `limit` presses, so a control the keyboard cannot reach fails the journey.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}) {
  await expect(target).toBeVisible()
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`${target} was not reached with ${limit} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`)
}

// carol_ct's wallet (account 2) is the one her account is activated with: connecting it needs no
// verification, so none is part of this journey.
test('keyboard only: sign in with X, connect an already verified wallet, vote, open and close every modal', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await installTestWallet(page, { account: 2 })
  await page.goto('/pre-yarms')
  const press = async (key: string) => page.keyboard.press(key)
  const banner = page.getByRole('banner')
  await tabTo(page, banner.getByRole('button', { name: 'Connect X' }))
  await press('Enter')
  await tabTo(page, page.getByRole('button', { name: 'Sign in as @carol_ct' }))
  await press('Enter')
  await expect(page.getByRole('button', { name: 'X account @carol_ct' })).toBeVisible()

  await tabTo(page, banner.getByRole('button', { name: 'Connect Wallet' }), { backwards: true })
  await press('Enter')
  const connect = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await expect(connect).toBeVisible()
  await tabTo(page, connect.getByRole('button', { name: WALLET_NAME }))
  await press('Enter')
  await expect(banner.getByRole('button', { name: /^Account / })).toBeVisible()

  // A project carol_ct has not voted for (she voted for Lumen Markets before): the count must move.
  const moss = page.getByRole('article', { name: 'Moss Labs' })
  await expect(moss.getByText('3,120', { exact: true })).toBeVisible()
  await tabTo(page, moss.getByRole('button', { name: 'Vote for Moss Labs' }))
  await press('Enter')
  await expect(moss.getByRole('button', { name: 'Voted for Moss Labs' })).toBeVisible()
  await expect(moss.getByText('3,121', { exact: true })).toBeVisible()

  for (const opener of [/^Account /, /^Network: /]) {
    const button = banner.getByRole('button', { name: opener })
    await tabTo(page, button, { backwards: true })
    await press('Enter')
    await expect(page.getByRole('dialog')).toBeVisible()
    await press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(button).toBeFocused()
  }
})
