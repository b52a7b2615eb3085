import { API_URL, testApi } from './fixtures/api'
import { ANVIL_URL } from './fixtures/chain'
import { connectTestWallet } from './fixtures/connect'
import { persistedCache } from './fixtures/persisted'
import { recordRetries } from './fixtures/retries'
import { signInWithX } from './fixtures/signIn'
import { expect, test } from './fixtures/test'
import { installTestWallet } from './fixtures/wallet'

test.beforeEach(async ({ request }) => {
  await testApi(request).reset()
})

test.afterEach(async ({ request }) => {
  await testApi(request).clearFault()
})

const firstRow = (page: import('@playwright/test').Page) =>
  page.getByRole('table').first().getByRole('row').nth(1)

test('the API answering 500: a clear message and Retry, then recovery', async ({ page, request }) => {
  test.setTimeout(60_000)
  await testApi(request).fault({ status: 500, pathPrefix: '/v1/yarmerboard' })
  const retries = await recordRetries(page, '/v1/yarmerboard')
  await page.goto('/yarmerboard')
  const alert = page.getByRole('alert').filter({ hasText: 'The server is having trouble right now' })
  // Three retries (1 s, 2 s, 4 s) come first: the answer will not change by asking again at once.
  await retries.check()
  await retries.drawn(alert)
  // And no more after them.
  await page.clock.runFor(60_000)
  expect(await retries.fetchTimes()).toHaveLength(4)
  await retries.resume()
  await testApi(request).clearFault()
  await alert.getByRole('button', { name: 'Retry' }).click()
  await expect(firstRow(page)).toBeVisible()
  await expect(alert).toBeHidden()
})

test('a slow API: the page shows it is loading, then the data', async ({ page, request }) => {
  await testApi(request).fault({ delayMs: 4000, pathPrefix: '/v1/project/preyarm' })
  const isProjects = (url: string) => url.startsWith(`${API_URL}/v1/project/preyarm`)
  let answered = false
  page.on('response', (response) => {
    if (isProjects(response.url())) answered = true
  })
  const answer = page.waitForResponse((response) => isProjects(response.url()))
  await page.goto('/pre-yarms')
  // The prerendered HTML is busy before any script runs, and its preload asks for the projects at
  // once. What only the delay produces: the live app (its Sort control exists only once hydrated)
  // still busy, with no cards, while that answer is outstanding. Without the delay it has answered.
  await expect(page.getByRole('button', { name: /^Sort by: / })).toBeVisible()
  expect(answered, 'the projects were answered before the app was live').toBe(false)
  await expect(page.getByRole('main').locator('[aria-busy="true"]').first()).toBeVisible()
  const votes = page.getByRole('button', { name: /^(Vote for|Connect X to vote)/ })
  await expect(votes).toHaveCount(0)
  expect(answered, 'the projects were answered while the busy state was checked').toBe(false)
  const timing = (await answer).request().timing()
  expect(timing.responseStart - timing.requestStart).toBeGreaterThanOrEqual(3_900)
  await expect(votes.first()).toBeVisible({ timeout: 10_000 })
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
})

test('the API down: the page says the server cannot be reached, keeps the shell, and recovers', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.route(`${API_URL}/v1/**`, (route) => route.abort('connectionrefused'))
  await page.goto('/yarms')
  await expect(page.getByRole('banner')).toBeVisible()
  const alert = page.getByRole('alert').filter({ hasText: "server can't be reached" })
  await expect(alert).toBeVisible({ timeout: 20_000 })
  await page.unroute(`${API_URL}/v1/**`)
  await alert.getByRole('button', { name: 'Retry' }).click()
  await expect(alert).toBeHidden()
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
})

for (const [path, shown] of [
  ['/pre-yarms', 'Moss Labs'],
  ['/yarms', 'Tidepool'],
] as const)
  test(`the API down after ${path} was seen: the copy stays on screen, under the reason it may be old`, async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await page.goto(path)
    const card = page.getByRole('main').getByRole('article', { name: shown })
    await expect(card).toBeVisible()
    await expect.poll(() => persistedCache(page)).toContain(shown)
    await page.route(`${API_URL}/v1/**`, (route) => route.abort('connectionrefused'))
    await page.reload()
    const alert = page.getByRole('alert').filter({ hasText: "server can't be reached" })
    await expect(alert).toBeVisible({ timeout: 20_000 })
    await expect(card).toBeVisible()
    await page.unroute(`${API_URL}/v1/**`)
    await alert.getByRole('button', { name: 'Retry' }).click()
    await expect(alert).toBeHidden()
    await expect(card).toBeVisible()
  })

test('the API down after My Referrals was seen, signed in: the referral code stays on screen, under the reason it may be old', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.goto('/my-referrals')
  await signInWithX(page, 'carol_ct')
  const code = page.getByRole('main').getByText('CAROL7').first()
  await expect(code).toBeVisible()
  // All three parts saved, not only the profile (which holds the code too, and is saved first).
  await expect(page.getByRole('region', { name: 'Friends you invited' }).getByText('@lazydog')).toBeVisible()
  for (const saved of ['"referralInfo"', '"referralPage"', '"referralRewards"']) {
    await expect.poll(() => persistedCache(page), { timeout: 10_000 }).toContain(saved)
  }
  await page.route(`${API_URL}/v1/**`, (route) => route.abort('connectionrefused'))
  await page.reload()
  // Each part (the code and counts, the friends, the rewards) says it could not be refreshed, above its copy.
  const alerts = page.getByRole('alert').filter({ hasText: "server can't be reached" })
  await expect(alerts).toHaveCount(3, { timeout: 20_000 })
  await expect(code).toBeVisible()
  await expect(page.getByRole('region', { name: 'Friends you invited' }).getByText('@lazydog')).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Rewards' }).getByRole('table', { name: 'Totals' }),
  ).toBeVisible()
  await page.unroute(`${API_URL}/v1/**`)
  for (let left = 3; left > 0; left--) {
    await alerts.first().getByRole('button', { name: 'Retry' }).click()
    await expect(alerts).toHaveCount(left - 1)
  }
  await expect(code).toBeVisible()
})

test('signed in while the API is down: the session is kept, not thrown away', async ({ page }) => {
  await page.goto('/')
  await signInWithX(page, 'carol_ct')
  await page.route(`${API_URL}/v1/**`, (route) => route.abort('connectionrefused'))
  await page.evaluate(() => {
    const tokens = JSON.parse(localStorage.getItem('yarm.tokens') ?? '{}')
    localStorage.setItem('yarm.tokens', JSON.stringify({ ...tokens, updatedAt: Date.now() - 10 * 60_000 }))
  })
  await page.reload()
  await expect(page.getByRole('button', { name: 'X account @carol_ct' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('yarm.tokens'))).not.toBeNull()
})

test('the chain node down: the wallet still connects, and the account modal says the balance is unavailable', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await installTestWallet(page, { account: 2 })
  await page.route(`${ANVIL_URL}/**`, (route) => route.abort('connectionrefused'))
  await page.route(ANVIL_URL, (route) => route.abort('connectionrefused'))
  await page.goto('/')
  await signInWithX(page, 'carol_ct')
  await connectTestWallet(page)
  const account = page.getByRole('banner').getByRole('button', { name: /^Account / })
  await expect(account).toBeVisible()
  await account.click()
  const modal = page.getByRole('dialog', { name: 'Account' })
  await expect(modal.getByRole('alert')).toContainText('The balance could not be loaded', { timeout: 30_000 })
  await page.unroute(`${ANVIL_URL}/**`)
  await page.unroute(ANVIL_URL)
  await modal.getByRole('button', { name: 'Retry' }).click()
  await expect(modal).toContainText('ETH', { timeout: 15_000 })
})
