import type { Page } from '@playwright/test'
import { testApi } from './fixtures/api'
import { closeChecklist, openChecklist, checklistStep as step } from './fixtures/checklist'
import { signInWithX } from './fixtures/signIn'
import { expect, test } from './fixtures/test'
import { installTestWallet, WALLET_NAME } from './fixtures/wallet'

test.beforeEach(async ({ request }) => {
  await testApi(request).reset()
})

async function connectFromChecklist(page: Page) {
  await step(page, 'Connect a wallet').getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect a Wallet' })
    .getByRole('button', { name: WALLET_NAME })
    .click()
}

/** From a new visit to the Activate step: sign in with X, open the check-list, connect the test wallet (account 1), verify. */
async function reachActivation(page: Page, xHandle: string) {
  await installTestWallet(page, { account: 1 })
  await page.goto('/')
  await signInWithX(page, xHandle)
  await openChecklist(page, 'main')
  await connectFromChecklist(page)
  await page
    .getByRole('dialog', { name: 'Verify your account' })
    .getByRole('button', { name: 'Sign message' })
    .click()
  return step(page, 'Activate your account')
}

test('activation end to end: sign in, connect, verify, eligibility, activate', async ({ page }) => {
  await installTestWallet(page, { account: 1 })
  await page.goto('/')
  await openChecklist(page, 'main')
  await expect(step(page, 'Sign in with X')).toContainText('to do now')
  await step(page, 'Sign in with X').getByRole('button', { name: 'Connect X' }).click()
  await page.getByRole('button', { name: 'Sign in as @alice_yaps' }).click()
  await expect(step(page, 'Sign in with X')).toContainText('Signed in as @alice_yaps')

  // Eligibility shows the criteria and their reasons.
  await expect(step(page, 'Check eligibility')).toContainText('Yarmer score')
  await expect(step(page, 'Check eligibility')).toContainText('(done)')

  await connectFromChecklist(page)
  const verify = page.getByRole('dialog', { name: 'Verify your account' })
  await verify.getByRole('button', { name: 'Sign message' }).click()
  await expect(verify).toBeHidden()
  await expect(step(page, 'Verify your wallet')).toContainText('(done)')

  const activate = step(page, 'Activate your account')
  await expect(activate).toContainText('cannot be changed afterwards')
  await activate.getByRole('button', { name: 'Activate' }).click()
  await expect(step(page, 'Activate your account')).toContainText('(done)')
  await closeChecklist(page)
  await expect(page.getByRole('region', { name: 'Welcome back, @alice_yaps' })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Vote on Pre-Yarms' }),
  ).toBeVisible()

  await page.reload()
  await expect(page.getByRole('region', { name: 'Welcome back, @alice_yaps' })).toBeVisible()
})

test('a wallet already linked to another X account is refused with a sentence', async ({ page }) => {
  // Account 2 is carol_ct's verified wallet.
  await installTestWallet(page, { account: 2 })
  await page.goto('/')
  await signInWithX(page, 'alice_yaps')
  await openChecklist(page, 'main')
  await connectFromChecklist(page)
  const verify = page.getByRole('dialog', { name: 'Verify your account' })
  await verify.getByRole('button', { name: 'Sign message' }).click()
  await expect(verify.getByRole('alert')).toContainText('already linked to a different X account')
  await expect(verify.getByRole('button', { name: 'Retry' })).toBeEnabled()
})

test('an invite code is required for some accounts; a bad one is explained', async ({ page }) => {
  const activate = await reachActivation(page, 'dave_degen')
  const code = activate.getByRole('textbox', { name: /Invite code \(required\)/ })
  await code.fill('NOPE42')
  await activate.getByRole('button', { name: 'Activate' }).click()
  await expect(activate.getByRole('alert')).toHaveText(
    "That invite code isn't valid. Check it and try again.",
  )
  await code.fill('genesis')
  await activate.getByRole('button', { name: 'Activate' }).click()
  await expect(activate).toContainText('(done)')
  await closeChecklist(page)
  await expect(page.getByRole('region', { name: 'Welcome back, @dave_degen' })).toBeVisible()
})

test('an account that does not qualify sees why', async ({ page }) => {
  await page.goto('/')
  await signInWithX(page, 'bob_builds')
  await openChecklist(page, 'main')
  await expect(step(page, 'Check eligibility')).toContainText('(blocked)')
  await expect(step(page, 'Check eligibility')).toContainText('Score')
  await expect(step(page, 'Activate your account')).toContainText("doesn't qualify yet")
})

test("a friend's share link pre-fills the invite code, through X sign-in", async ({ page }) => {
  await installTestWallet(page, { account: 1 })
  await page.goto('/?ref=genesis')
  await openChecklist(page, 'main')
  await step(page, 'Sign in with X').getByRole('button', { name: 'Connect X' }).click()
  await page.getByRole('button', { name: 'Sign in as @dave_degen' }).click()
  await expect(page).toHaveURL('/?ref=GENESIS')
  // Back in the check-list, at the next step.
  await expect(step(page, 'Connect a wallet')).toHaveAttribute('aria-current', 'step')
  await connectFromChecklist(page)
  await page
    .getByRole('dialog', { name: 'Verify your account' })
    .getByRole('button', { name: 'Sign message' })
    .click()
  const activate = step(page, 'Activate your account')
  await expect(activate.getByRole('textbox', { name: /Invite code/ })).toHaveValue('GENESIS')
  await activate.getByRole('button', { name: 'Activate' }).click()
  await expect(activate).toContainText('(done)')
  await closeChecklist(page)
  await expect(page.getByRole('region', { name: 'Welcome back, @dave_degen' })).toBeVisible()
})

test('a hostile ref parameter is ignored: the invite field stays empty', async ({ page }) => {
  await installTestWallet(page, { account: 1 })
  await page.goto('/?ref=%3Cscript%3E')
  await openChecklist(page, 'main')
  await step(page, 'Sign in with X').getByRole('button', { name: 'Connect X' }).click()
  await page.getByRole('button', { name: 'Sign in as @dave_degen' }).click()
  await connectFromChecklist(page)
  await page
    .getByRole('dialog', { name: 'Verify your account' })
    .getByRole('button', { name: 'Sign message' })
    .click()
  const activate = step(page, 'Activate your account')
  await expect(activate.getByRole('textbox', { name: /Invite code/ })).toHaveValue('')
})

test('a typed invite code survives a reload and signing in with X again', async ({ page, request }) => {
  const activate = await reachActivation(page, 'dave_degen')
  const code = activate.getByRole('textbox', { name: /Invite code/ })
  await code.fill('genesis')
  // The check-list is still open after the reload, the code still typed.
  await page.reload()
  await expect(code).toHaveValue('genesis')

  // The session ends (the server revoked it); signing in again comes back to the same code.
  await testApi(request).revoke('dave_degen')
  await page.evaluate(() => {
    const tokens = JSON.parse(localStorage.getItem('yarm.tokens') ?? '{}')
    localStorage.setItem('yarm.tokens', JSON.stringify({ ...tokens, updatedAt: Date.now() - 6 * 60_000 }))
  })
  await page.reload()
  await step(page, 'Sign in with X').getByRole('button', { name: 'Connect X' }).click()
  await page.getByRole('button', { name: 'Sign in as @dave_degen' }).click()
  await expect(code).toHaveValue('genesis')
  await activate.getByRole('button', { name: 'Activate' }).click()
  await expect(activate).toContainText('(done)')
  await closeChecklist(page)
  await expect(page.getByRole('region', { name: 'Welcome back, @dave_degen' })).toBeVisible()
  expect(await page.evaluate(() => sessionStorage.getItem('yarm.inviteDraft'))).toBeNull()
})
