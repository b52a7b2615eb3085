import type { Page } from '@playwright/test'
import { testApi } from './fixtures/api'
import { expect, test } from './fixtures/test'
import { installTestWallet, WALLET_NAME } from './fixtures/wallet'

/**
 * The activation check-list is a modal (spec sections 3 and 4 name its storage): it opens from the
 * header on every page, walks the steps, and survives the X sign-in round trip, coming back into the
 * modal at the next step on the page it was opened on.
 */

test.beforeEach(async ({ request }) => {
  await testApi(request).reset()
})

const EN = {
  open: 'Get started: activation check-list',
  title: 'Activation check-list',
  stepX: 'Sign in with X',
  stepWallet: 'Connect a wallet',
  stepVerify: 'Verify your wallet',
  stepActivate: 'Activate your account',
  connectX: 'Connect X',
  connectWallet: 'Connect Wallet',
  connectTitle: 'Connect a Wallet',
  verifyTitle: 'Verify your account',
  signMessage: 'Sign message',
  activate: 'Activate',
  done: '(done)',
  close: 'Close',
}

const AR: typeof EN = {
  open: 'ابدأ الآن: قائمة خطوات التفعيل',
  title: 'قائمة خطوات التفعيل',
  stepX: 'سجّل الدخول عبر X',
  stepWallet: 'اربط محفظة',
  stepVerify: 'وثّق محفظتك',
  stepActivate: 'فعّل حسابك',
  connectX: 'ربط X',
  connectWallet: 'ربط المحفظة',
  connectTitle: 'ربط محفظة',
  verifyTitle: 'توثيق حسابك',
  signMessage: 'توقيع الرسالة',
  activate: 'تفعيل',
  done: '(تم)',
  close: 'إغلاق',
}

const session = (page: Page, key: string) => page.evaluate((k) => sessionStorage.getItem(k), key)

async function activateFromYarms(page: Page, text: typeof EN) {
  await installTestWallet(page, { account: 1 })
  await page.goto('/yarms')
  const opener = page.getByRole('banner').getByRole('button', { name: text.open })
  await opener.click()
  const modal = page.getByRole('dialog', { name: text.title })
  const step = (name: string) => modal.getByRole('listitem').filter({ hasText: name })
  await expect(step(text.stepX)).toHaveAttribute('aria-current', 'step')
  expect(await session(page, 'yarm.checklist.open')).toBe('true')
  expect(await session(page, 'yarm.checklist.returnPath')).toBe('"/yarms"')

  // Off to X, from the modal; back on /yarms, in the modal again, at the next step.
  await step(text.stepX).getByRole('button', { name: text.connectX }).click()
  await page.getByRole('button', { name: 'Sign in as @alice_yaps' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/yarms' && !url.hash)
  await expect(modal).toBeVisible()
  await expect(step(text.stepX)).toContainText('@alice_yaps')
  await expect(step(text.stepX)).toContainText(text.done)
  await expect(step(text.stepWallet)).toHaveAttribute('aria-current', 'step')
  const connect = step(text.stepWallet).getByRole('button', { name: text.connectWallet })
  await expect(connect).toBeFocused()
  expect(await session(page, 'yarm.checklist.returnToChecklist')).toBeNull()

  await connect.click()
  await page
    .getByRole('dialog', { name: text.connectTitle })
    .getByRole('button', { name: WALLET_NAME })
    .click()
  const verify = page.getByRole('dialog', { name: text.verifyTitle })
  await verify.getByRole('button', { name: text.signMessage }).click()
  await expect(verify).toBeHidden()
  await expect(step(text.stepVerify)).toContainText(text.done)

  await step(text.stepActivate).getByRole('button', { name: text.activate, exact: true }).click()
  await expect(step(text.stepActivate)).toContainText(text.done)

  await modal.getByRole('button', { name: text.close, exact: true }).click()
  await expect(modal).toBeHidden()
  await expect(page).toHaveURL((url) => url.pathname === '/yarms')
  // Activated: the header no longer offers the check-list, and the round trip's entries are gone.
  await expect(opener).toHaveCount(0)
  expect(await session(page, 'yarm.checklist.open')).toBeNull()
  expect(await session(page, 'yarm.checklist.returnPath')).toBeNull()
}

test('the check-list on /yarms: sign in with X from it, back into it at the next step, activate, close on /yarms', async ({
  page,
}) => {
  await activateFromYarms(page, EN)
})

test('the same in Arabic, right to left', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('yarm.locale', 'ar-AR'))
  await activateFromYarms(page, AR)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
})

test('by keyboard: the dialog holds focus, Escape closes it and focus goes back to its button', async ({
  page,
}) => {
  await page.goto('/pre-yarms')
  const opener = page.getByRole('banner').getByRole('button', { name: EN.open })
  await opener.focus()
  await page.keyboard.press('Enter')
  const modal = page.getByRole('dialog', { name: EN.title })
  await expect(modal).toBeVisible()
  for (let tab = 0; tab < 4; tab++) {
    await page.keyboard.press('Tab')
    expect(await modal.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(modal).toBeHidden()
  await expect(opener).toBeFocused()
})

test('from Home, signed out; a bottom sheet on a phone, and still open after a reload', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/')
  await page.getByRole('main').getByRole('button', { name: EN.open }).click()
  const modal = page.getByRole('dialog', { name: EN.title })
  await expect(modal).toBeVisible()
  // Along the bottom edge, full width, once it has slid up.
  await expect
    .poll(async () => {
      const box = await modal.boundingBox()
      return box && [Math.round(box.y + box.height), Math.round(box.width)]
    })
    .toEqual([800, 390])
  await page.reload()
  await expect(modal).toBeVisible()
})

test('a garbled stored entry is ignored: the page works and the modal stays shut', async ({ page }) => {
  await page.addInitScript(() => {
    sessionStorage.setItem('yarm.checklist.open', '{"not":"a boolean"')
    sessionStorage.setItem('yarm.checklist.returnToChecklist', '"yes"')
    sessionStorage.setItem('yarm.checklist.returnPath', '"//evil.example"')
    localStorage.setItem('yarm.checklist.config', '{"step":42}')
  })
  await page.goto('/yarms')
  await expect(page.getByRole('banner').getByRole('button', { name: EN.open })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
