import type { Page } from '@playwright/test'
import { accessTokenOf, activateThroughApi } from './fixtures/activate'
import { API_SERVER, testApi } from './fixtures/api'
import { signInWithX } from './fixtures/signIn'
import { expect, test } from './fixtures/test'
import { aheadText, nextMondayUtc } from './fixtures/time'

test.beforeEach(async ({ request }) => {
  await testApi(request).reset()
})

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

test('signed out, the page asks to connect X and comes back here with the referrals', async ({ page }) => {
  await page.goto('/my-referrals?page=2')
  await expect(page.getByRole('heading', { level: 1, name: 'My Referrals' })).toBeVisible()
  await page.getByRole('main').getByRole('button', { name: 'Connect X to see your referrals' }).click()
  await page.getByRole('button', { name: 'Sign in as @carol_ct' }).click()
  await expect(page).toHaveURL('/my-referrals?page=2')
  await expect(section(page, 'Your referral code').getByText('CAROL7', { exact: true })).toBeVisible()
  await expect(section(page, 'Invited by').getByRole('link', { name: '@0xLeo4371' })).toBeVisible()
})

test("carol's code, stats, invitees page by page with what pending ones still have to do, and rewards", async ({
  page,
}) => {
  await page.goto('/my-referrals')
  await signInWithX(page, 'carol_ct')

  const code = section(page, 'Your referral code')
  await expect(code.getByRole('textbox', { name: 'Your invite link' })).toHaveValue(
    'http://localhost:4173/?ref=CAROL7',
  )
  const share = code.getByRole('link', { name: 'Share on X' })
  expect(new URL((await share.getAttribute('href')) ?? '').searchParams.get('text')).toContain('CAROL7')
  await expect(share).toHaveAttribute('rel', 'noopener noreferrer')

  const stats = page.getByRole('definition')
  await expect(stats).toHaveText(['14', '7', '3', '10%'])

  const friends = section(page, 'Friends you invited')
  const table = friends.getByRole('table', { name: 'Friends you invited' })
  await expect(table.getByRole('row')).toHaveCount(11)
  await expect(table.getByRole('row', { name: /@noavatar_nick/ })).toContainText('Pending')
  await expect(table.getByRole('row', { name: /@noavatar_nick/ })).toContainText('Wallet not verified yet')
  await expect(table.getByRole('row', { name: /@shypanda/ })).toContainText('Rejected')
  await expect(friends.getByText('1–10 of 14 · page 1 of 2')).toBeVisible()
  await friends.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL('/my-referrals?page=2')
  await expect(table.getByRole('row')).toHaveCount(5)
  await expect(table.getByRole('row').filter({ hasText: 'Deposited' })).toHaveCount(3)
  // Only pending invitees have something left to do.
  await expect(table.getByRole('row', { name: /@emilkhan/ })).toContainText('Activated')
  await expect(
    table
      .getByRole('row', { name: /@emilkhan/ })
      .getByRole('cell')
      .nth(3),
  ).toHaveText('–')
  await page.goBack()
  await expect(table.getByRole('row')).toHaveCount(11)

  const rewards = section(page, 'Rewards')
  await expect(rewards.getByRole('row', { name: /USDC/ }).first()).toContainText('186.25')
  const next = rewards.getByText(aheadText('Next distribution'))
  await expect(next).toBeVisible()
  await expect(next.locator('time')).toHaveAttribute('datetime', nextMondayUtc())
  await expect(rewards.getByRole('table', { name: 'History' }).getByRole('row')).toHaveCount(7)
})

test('register an invite code: an invalid one, your own, then the right one', async ({ page, request }) => {
  await page.goto('/my-referrals')
  await signInWithX(page, 'alice_yaps')
  // Not activated yet: no code, and the page says how to get one.
  await expect(section(page, 'Your referral code')).toContainText(
    'You get a referral code when your account is activated',
  )

  const { referralCode } = await activateThroughApi(request, await accessTokenOf(page))
  await page.reload()
  await expect(section(page, 'Your referral code').getByText(referralCode, { exact: true })).toBeVisible()

  const invitedBy = section(page, 'Invited by')
  const field = invitedBy.getByRole('textbox', { name: 'Invite code' })
  const apply = invitedBy.getByRole('button', { name: 'Apply code' })

  await apply.click()
  await expect(invitedBy.getByRole('alert')).toHaveText('Enter the code of the person who invited you.')

  await field.fill('NOPE404')
  await apply.click()
  await expect(invitedBy.getByRole('alert')).toHaveText(
    "That referral code doesn't exist. Check it and try again.",
  )
  await expect(field).toHaveAttribute('aria-invalid', 'true')

  await field.fill(referralCode)
  await apply.click()
  await expect(invitedBy.getByRole('alert')).toHaveText("You can't use your own referral code.")

  await field.fill('carol7')
  await apply.click()
  await expect(invitedBy.getByRole('link', { name: '@carol_ct' })).toBeVisible()
  await expect(invitedBy.getByRole('status')).toHaveText('Done: @carol_ct is now your referrer.')
  await expect(invitedBy.getByRole('textbox')).toHaveCount(0)

  await page.reload()
  await expect(section(page, 'Invited by').getByRole('link', { name: '@carol_ct' })).toBeVisible()
  await expect(section(page, 'Invited by').getByRole('textbox')).toHaveCount(0)
})

test('a referrer set elsewhere meanwhile: the sentence for it, then who it is', async ({ page, request }) => {
  await page.goto('/my-referrals')
  await signInWithX(page, 'dave_degen')
  const invitedBy = section(page, 'Invited by')
  await expect(invitedBy.getByRole('textbox', { name: 'Invite code' })).toBeVisible()

  // Another tab registers first.
  const registered = await request.post(`${API_SERVER}/v1/referral/register`, {
    headers: { Authorization: `Bearer ${await accessTokenOf(page)}` },
    data: { code: 'CAROL7' },
  })
  expect(registered.status()).toBe(200)

  await invitedBy.getByRole('textbox', { name: 'Invite code' }).fill('CAROL7')
  await invitedBy.getByRole('button', { name: 'Apply code' }).click()
  await expect(
    invitedBy.getByText('You have already been invited by someone; that cannot change.'),
  ).toBeVisible()
  await expect(invitedBy.getByRole('link', { name: '@carol_ct' })).toBeVisible()
})
