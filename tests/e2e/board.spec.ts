import type { Page } from '@playwright/test'
import { testApi } from './fixtures/api'
import { setOffline } from './fixtures/offline'
import { persistedCache } from './fixtures/persisted'
import { ownApp } from './fixtures/ports'
import { recordRetries } from './fixtures/retries'
import { signInWithX } from './fixtures/signIn'
import { expect, test } from './fixtures/test'

test.beforeEach(async ({ request }) => {
  await testApi(request).reset()
})

const board = (page: Page, name: string | RegExp) => page.getByRole('table', { name })
/** The rank in the first row under the header. */
const firstRank = (page: Page) => page.getByRole('table').getByRole('row').nth(1).getByRole('cell').first()
const timeframe = (page: Page, label: string) =>
  page.getByRole('group', { name: 'Timeframe' }).getByRole('button', { name: label, exact: true })
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search by handle' })
const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams)

test('browse the board: timeframe, paging and search live in the URL, and Back and Forward walk them', async ({
  page,
}) => {
  await page.goto('/yarmerboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Yarmerboard' })).toBeVisible()
  await expect(timeframe(page, '30D')).toHaveAttribute('aria-pressed', 'true')
  await expect(board(page, 'Yarmerboard, 30 days')).toBeVisible()
  await expect(firstRank(page)).toHaveText('1')
  await expect(page.getByText(/^Updated .+ · next update .+/)).toBeVisible()

  await timeframe(page, '7D').click()
  await expect(board(page, 'Yarmerboard, 7 days')).toBeVisible()
  expect(params(page)).toEqual({ timeframe: '7d' })

  await page
    .getByRole('navigation', { name: 'Yarmerboard pages' })
    .getByRole('button', { name: 'Next' })
    .click()
  await expect(firstRank(page)).toHaveText('51')
  await expect(page.getByText(/^51–100 of 4,817 · page 2 of 97$/)).toBeVisible()
  expect(params(page)).toEqual({ timeframe: '7d', page: '2' })

  await search(page).fill('carol')
  await expect(board(page, 'Yarmerboard, 7 days, matching “carol”')).toBeVisible()
  await expect(page.getByRole('link', { name: '@carol_ct' })).toBeVisible()
  // A match keeps its place on the whole board.
  await expect(firstRank(page)).toHaveText('12')
  expect(params(page)).toEqual({ timeframe: '7d', search: 'carol' })

  await page.goBack()
  await expect(firstRank(page)).toHaveText('51')
  await expect(search(page)).toHaveValue('')
  await page.goBack()
  await expect(firstRank(page)).toHaveText('1')
  await expect(timeframe(page, '7D')).toHaveAttribute('aria-pressed', 'true')
  await page.goBack()
  await expect(timeframe(page, '30D')).toHaveAttribute('aria-pressed', 'true')
  expect(new URL(page.url()).search).toBe('')
  await page.goForward()
  await expect(timeframe(page, '7D')).toHaveAttribute('aria-pressed', 'true')
})

test('a shared URL opens that page; hostile or impossible values fall back', async ({ page }) => {
  await page.goto('/yarmerboard?timeframe=all&page=3')
  await expect(timeframe(page, 'All')).toHaveAttribute('aria-pressed', 'true')
  await expect(firstRank(page)).toHaveText('101')

  await page.goto('/yarmerboard?timeframe=%3Cscript%3Ealert(1)%3C%2Fscript%3E&page=-5')
  await expect(timeframe(page, '30D')).toHaveAttribute('aria-pressed', 'true')
  await expect(firstRank(page)).toHaveText('1')

  await page.goto('/yarmerboard?page=999')
  await expect(page.getByText('There is no page 999')).toBeVisible()
  await page.getByRole('button', { name: /Go to the last page/ }).click()
  await expect(board(page, 'Yarmerboard, 30 days')).toBeVisible()
  expect(Number(params(page).page)).toBeLessThan(999)

  await page.goto('/yarmerboard?search=nobody_here_zz')
  await expect(page.getByText('No Yarmers match “nobody_here_zz”')).toBeVisible()
  await page.getByRole('button', { name: 'Clear search' }).click()
  await expect(firstRank(page)).toHaveText('1')
  await expect(search(page)).toHaveValue('')
})

test('find yourself: the You card and your row, signed in as carol_ct', async ({ page }) => {
  await page.goto('/yarmerboard')
  await expect(page.getByRole('button', { name: 'Connect X to see your rank' })).toBeVisible()
  await signInWithX(page, 'carol_ct')

  const you = page.getByRole('region', { name: 'You' })
  // The rank among the card's figures (the history below repeats it).
  await expect(you.getByRole('definition').filter({ hasText: /^#19\b/ })).toBeVisible()
  await expect(you.getByText('up 2')).toBeAttached()
  await expect(you.getByText('99.6%')).toBeVisible()
  await expect(you.getByRole('table', { name: 'Around you' }).getByRole('row')).toHaveCount(6)
  const share = you.getByRole('link', { name: 'Share on X' })
  await expect(share).toHaveAttribute('target', '_blank')
  await expect(share).toHaveAttribute('rel', 'noopener noreferrer')
  const href = (await share.getAttribute('href')) ?? ''
  expect(href.startsWith('https://x.com/intent/tweet?text=')).toBe(true)
  expect(new URL(href).searchParams.get('text')).toContain("I'm #19 on the Yarm Yarmerboard (30 days)")

  const mine = board(page, 'Yarmerboard, 30 days').locator('tr[aria-current="true"]')
  await expect(mine).toHaveCount(1)
  await expect(mine).toContainText('@carol_ct')
  await expect(mine).toContainText('(you)')
  await expect(mine.getByRole('cell').first()).toHaveText('19')

  await timeframe(page, '7D').click()
  await expect(you.getByRole('definition').filter({ hasText: /^#12\b/ })).toBeVisible()
  await expect(board(page, 'Yarmerboard, 7 days').locator('tr[aria-current="true"]')).toContainText(
    '@carol_ct',
  )
})

test('on a phone: the timeframe is a dropdown, and rank and name stay put while the row scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/yarmerboard')
  await page.getByRole('button', { name: 'Timeframe: 30D' }).click()
  await page.getByRole('dialog', { name: 'Timeframe' }).getByRole('option', { name: '3M' }).click()
  await expect(page).toHaveURL(/timeframe=3m/)
  const region = page.getByRole('region', { name: 'Yarmerboard, 3 months' })
  await expect(region.getByRole('row').nth(1)).toBeVisible()

  const row = region.getByRole('row').nth(1)
  const before = {
    rank: await row.getByRole('cell').nth(0).boundingBox(),
    name: await row.getByRole('cell').nth(1).boundingBox(),
    score: await row.getByRole('cell').nth(3).boundingBox(),
  }
  expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
  await region.evaluate((element) => {
    element.scrollLeft = 200
  })
  await expect
    .poll(async () => (await row.getByRole('cell').nth(3).boundingBox())?.x)
    .toBeLessThan((before.score?.x ?? 0) - 50)
  expect((await row.getByRole('cell').nth(0).boundingBox())?.x).toBe(before.rank?.x)
  expect((await row.getByRole('cell').nth(1).boundingBox())?.x).toBe(before.name?.x)
})

test('when the board cannot load, it says so and Retry brings it back', async ({ page, request }) => {
  test.setTimeout(60_000)
  await testApi(request).fault({ status: 503, pathPrefix: '/v1/yarmerboard' })
  const retries = await recordRetries(page, '/v1/yarmerboard')
  await page.goto('/yarmerboard')
  // Three retries, 1 s, 2 s and 4 s apart, come first.
  const alert = page.getByRole('alert').filter({ hasText: 'The server is having trouble right now' })
  await retries.check()
  await retries.drawn(alert)
  await retries.resume()
  await testApi(request).clearFault()
  await alert.getByRole('button', { name: 'Retry' }).click()
  await expect(firstRank(page)).toHaveText('1')
  await expect(alert).toBeHidden()
})

test("the board's data is asked for once, by the page's HTML, while the app's code loads", async ({
  page,
}) => {
  const asked: { url: string; type: string }[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/v1/yarmerboard')
      asked.push({ url: request.url(), type: request.resourceType() })
  })
  await page.goto('/yarmerboard')
  await expect(firstRank(page)).toHaveText('1')
  // One request, the preload's: the page's own fetch took its answer instead of asking again.
  expect(asked).toHaveLength(1)
  const html = await (await page.request.get(ownApp('/yarmerboard'))).text()
  const url = asked[0]?.url ?? ''
  expect(html).toContain(
    `<link rel="preload" as="fetch" crossorigin href="${url.replaceAll('&', '&amp;')}" />`,
  )
})

test('your last 12 weeks: on the You card and on Home, and offline from the persisted cache', async ({
  page,
  context,
}) => {
  // Two sign-in pages, Home, a reload offline: more than the default on a loaded machine.
  test.slow()
  await page.goto('/yarmerboard')
  await signInWithX(page, 'carol_ct')
  const you = page.getByRole('region', { name: 'You' })
  const history = you.getByRole('figure', { name: 'Your last 12 weeks' })
  await expect(history).toContainText(/^Your last 12 weeks#\d+ this week; best #\d+, in the week of /)
  await expect(history.getByRole('img')).toHaveAccessibleName(/#\d+ this week; best #\d+/)
  await expect(history.getByRole('table', { name: 'Rank and score by week' }).getByRole('row')).toHaveCount(
    13,
  )
  const summary = (await history.getByRole('paragraph').textContent()) ?? ''

  await page.getByRole('link', { name: 'Yarm home' }).click()
  await expect(page.getByRole('figure', { name: 'Your last 12 weeks' })).toBeVisible()

  // Offline, from what the app kept: the same history.
  await page.goto('/yarmerboard')
  await expect(history).toContainText(summary)
  await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active))
  await expect.poll(() => persistedCache(page)).toContain('"rankHistory"')
  await setOffline(context, true)
  await page.reload()
  await expect(history).toContainText(summary)
  await expect(history.getByRole('img')).toBeVisible()
})
