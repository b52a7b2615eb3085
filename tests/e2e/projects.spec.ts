import type { Page } from '@playwright/test'
import { testApi } from './fixtures/api'
import { setOffline } from './fixtures/offline'
import { dropRoutesAfterEach, fetchOwn } from './fixtures/routes'
import { signInWithX } from './fixtures/signIn'
import { expect, test } from './fixtures/test'
import { aheadText, nextMondayUtc } from './fixtures/time'

dropRoutesAfterEach()

test.beforeEach(async ({ request }) => {
  await testApi(request).reset()
})

const card = (page: Page, name: string) => page.getByRole('article', { name })
const votes = (page: Page, name: string, count: string) => card(page, name).getByText(count, { exact: true })

test.describe('Pre-Yarms', () => {
  test('vote, reload: still Voted and the count kept', async ({ page }) => {
    await page.goto('/pre-yarms')
    await signInWithX(page, 'carol_ct')
    const moss = card(page, 'Moss Labs')
    await expect(votes(page, 'Moss Labs', '3,120')).toBeVisible()
    await moss.getByRole('button', { name: 'Vote for Moss Labs' }).click()
    await expect(moss.getByRole('button', { name: 'Voted for Moss Labs', exact: true })).toBeVisible()
    await expect(votes(page, 'Moss Labs', '3,121')).toBeVisible()

    await page.reload()
    await expect(moss.getByRole('button', { name: 'Voted for Moss Labs', exact: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await expect(votes(page, 'Moss Labs', '3,121')).toBeVisible()
    await expect(moss.getByRole('button', { name: 'Vote for Moss Labs' })).toHaveCount(0)
    // Votes cast before this visit count as well.
    await expect(
      card(page, 'Lumen Markets').getByRole('button', { name: 'Voted for Lumen Markets' }),
    ).toBeVisible()
  })

  test('live: a vote in one browser shows in another within 2 s, and is counted once in its own', async ({
    page,
    browser,
  }) => {
    const other = await browser.newContext()
    try {
      const watcher = await other.newPage()
      await watcher.goto('/pre-yarms')
      await expect(votes(watcher, 'Moss Labs', '3,120')).toBeVisible()

      await page.goto('/pre-yarms')
      await signInWithX(page, 'carol_ct')
      const moss = card(page, 'Moss Labs')
      await expect(votes(page, 'Moss Labs', '3,120')).toBeVisible()
      const answered = page.waitForResponse((response) =>
        response.url().includes('/v1/project/vote/moss-labs'),
      )
      await moss.getByRole('button', { name: 'Vote for Moss Labs' }).click()
      await answered
      // Polling is every 30 s: within 2 s only the event stream can have brought it.
      await expect(votes(watcher, 'Moss Labs', '3,121')).toBeVisible({ timeout: 2_000 })
      await expect(votes(page, 'Moss Labs', '3,121')).toBeVisible()
      await expect(votes(page, 'Moss Labs', '3,122')).toHaveCount(0)
    } finally {
      await other.close()
    }
  })

  test('where server-sent events are blocked, the counts are fetched again every 30 s', async ({ page }) => {
    // No EventSource at all (an old browser, a locked-down one): the page must poll instead.
    await page.addInitScript(() => {
      delete (window as { EventSource?: unknown }).EventSource
    })
    await page.clock.install()
    // Someone else's votes, added to the server's counts from the second answer on.
    let othersVotes = 0
    let lists = 0
    await page.route('**/v1/project/preyarm?**', async (route) => {
      lists++
      const response = await fetchOwn(route)
      const body = (await response.json()) as { items: { id: string; votes: { count: number } }[] }
      for (const item of body.items) if (item.id === 'moss-labs') item.votes.count += othersVotes
      await route.fulfill({ response, json: body })
    })
    await page.goto('/pre-yarms')
    await expect(votes(page, 'Moss Labs', '3,120')).toBeVisible()
    const asked = lists
    othersVotes = 7

    await page.clock.runFor(30_000)
    await expect(votes(page, 'Moss Labs', '3,127')).toBeVisible()
    expect(lists).toBe(asked + 1)
  })

  test('a vote the API refuses is counted at once, held while in flight, then rolled back with a message', async ({
    page,
    request,
  }) => {
    await page.goto('/pre-yarms')
    await signInWithX(page, 'carol_ct')
    const veil = card(page, 'Veil')
    await expect(votes(page, 'Veil', '2,290')).toBeVisible()
    // A refusal (4xx) is final: rolled back. A server that cannot answer (5xx) queues the vote instead
    // (trust.spec.ts).
    await testApi(request).fault({ status: 403, delayMs: 1_500, pathPrefix: '/v1/project/vote' })

    await veil.getByRole('button', { name: 'Vote for Veil' }).click()
    await expect(votes(page, 'Veil', '2,291')).toBeVisible()
    await expect(veil.getByRole('button', { name: 'Voting for Veil' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )

    await expect(veil.getByRole('alert')).toHaveText(/Your vote for Veil was not counted\./)
    await expect(votes(page, 'Veil', '2,290')).toBeVisible()
    await expect(veil.getByRole('button', { name: 'Vote for Veil' })).toHaveAttribute(
      'aria-disabled',
      'false',
    )

    await testApi(request).clearFault()
    await veil.getByRole('button', { name: 'Vote for Veil' }).click()
    await expect(veil.getByRole('button', { name: 'Voted for Veil' })).toBeVisible()
    await expect(votes(page, 'Veil', '2,291')).toBeVisible()
    await expect(veil.getByRole('alert')).toHaveCount(0)
  })

  test('offline: the page says so, a vote is kept on the device and sent once back', async ({
    page,
    context,
  }) => {
    await page.goto('/pre-yarms')
    await signInWithX(page, 'carol_ct')
    const moss = card(page, 'Moss Labs')
    await expect(votes(page, 'Moss Labs', '3,120')).toBeVisible()
    // Offered once the user's votes are known (until then it is shown, not offered; offline it would
    // stay so): the vote below is the one kept offline, not one waiting for the account.
    await expect(moss.getByRole('button', { name: 'Vote for Moss Labs' })).toHaveAttribute(
      'aria-disabled',
      'false',
    )

    await setOffline(context, true)
    await expect(page.getByText(/^Offline · showing data from /)).toBeVisible()
    await moss.getByRole('button', { name: 'Vote for Moss Labs' }).click()
    await expect(moss.getByRole('button', { name: 'Voted for Moss Labs, waiting to be sent' })).toBeVisible()
    await expect(votes(page, 'Moss Labs', '3,121')).toBeVisible()

    await setOffline(context, false)
    await expect(page.getByText(/^Offline · showing data from /)).toHaveCount(0)
    await expect(moss.getByRole('button', { name: 'Voted for Moss Labs', exact: true })).toBeVisible({
      timeout: 15_000,
    })
    await page.reload()
    await expect(moss.getByRole('button', { name: 'Voted for Moss Labs', exact: true })).toBeVisible()
    await expect(votes(page, 'Moss Labs', '3,121')).toBeVisible()
  })

  test('signed out, Connect X to vote comes back to this page, sort included', async ({ page }) => {
    await page.goto('/pre-yarms?sort=newest')
    await expect(card(page, 'Tidepool').getByText('Voting closed')).toBeVisible()
    await page.getByRole('button', { name: 'Connect X to vote for Moss Labs' }).click()
    await page.getByRole('button', { name: 'Sign in as @carol_ct' }).click()
    await expect(page).toHaveURL('/pre-yarms?sort=newest')
    await expect(page.getByRole('button', { name: 'Vote for Moss Labs' })).toBeVisible()
  })

  test('signed in but not activated: a way to activation instead of Vote', async ({ page }) => {
    await page.goto('/pre-yarms')
    await signInWithX(page, 'alice_yaps')
    const activate = card(page, 'Moss Labs').getByRole('link', {
      name: 'Activate your account to vote for Moss Labs',
    })
    await expect(activate).toBeVisible()
    await expect(page.getByRole('button', { name: /^Vote for/ })).toHaveCount(0)
    await activate.click()
    await expect(page).toHaveURL('/')
  })

  test('sort by newest lives in the URL and Back restores most votes', async ({ page }) => {
    await page.goto('/pre-yarms')
    const names = page.getByRole('article').getByRole('heading', { level: 2 })
    await expect(names.first()).toHaveText('Tidepool')
    await page.getByRole('button', { name: 'Sort by: Most votes' }).click()
    await page.getByRole('option', { name: 'Newest' }).click()
    await expect(page).toHaveURL('/pre-yarms?sort=newest')
    await expect(names.first()).toHaveText('Nimbus AI')
    await page.goBack()
    await expect(names.first()).toHaveText('Tidepool')
    await expect(page.getByRole('button', { name: 'Sort by: Most votes' })).toBeVisible()
  })
})

test.describe('Yarms', () => {
  const status = (page: Page, label: string) =>
    page.getByRole('group', { name: 'Yarm status' }).getByRole('button', { name: label })

  test('Live, Upcoming and Ended filter in the URL, with countdown, caps and top Yarmers', async ({
    page,
  }) => {
    await page.goto('/yarms')
    await expect(status(page, 'Live')).toHaveAttribute('aria-pressed', 'true')
    const tidepool = card(page, 'Tidepool')
    await expect(tidepool.getByText(/^Ends in \d+ days?$|^Ends tomorrow$/)).toBeVisible()
    await expect(tidepool.getByText('4.1% base + 6.2% bonus')).toBeVisible()
    await expect(tidepool.getByRole('meter', { name: 'TVL against cap', exact: true })).toHaveAttribute(
      'aria-valuetext',
      '66% of the cap',
    )
    const caps = tidepool.getByRole('table', { name: 'Caps per chain' })
    await expect(caps.getByRole('rowheader')).toHaveText(['Base', 'Arbitrum One'])
    const top = tidepool.getByRole('table', { name: 'Top Yarmers' })
    await expect(top.getByRole('row')).toHaveCount(6)
    await tidepool.getByRole('button', { name: 'Show all 25' }).click()
    await expect(top.getByRole('row')).toHaveCount(26)
    await expect(tidepool.getByRole('button', { name: 'Connect X to see your allocation' })).toBeVisible()

    await status(page, 'Upcoming').click()
    await expect(page).toHaveURL('/yarms?status=upcoming')
    const starts = card(page, 'Kestrel Exchange').getByText(aheadText('Starts'))
    await expect(starts).toBeVisible()
    await expect(starts.locator('time')).toHaveAttribute('datetime', nextMondayUtc())
    await expect(card(page, 'Tidepool')).toHaveCount(0)

    await status(page, 'Ended').click()
    await expect(page).toHaveURL('/yarms?status=ended')
    await expect(card(page, 'Harbor Lend').getByText(/^Ended \d+ days ago$/)).toBeVisible()
    await expect(card(page, 'Harbor Lend').getByRole('rowheader')).toHaveText(['Ethereum'])

    await page.goBack()
    await expect(status(page, 'Upcoming')).toHaveAttribute('aria-pressed', 'true')
    await expect(card(page, 'Kestrel Exchange')).toBeVisible()

    await page.goto('/yarms?status=%22%3E%3Cimg%20src%3Dx%3E')
    await expect(status(page, 'Live')).toHaveAttribute('aria-pressed', 'true')
    await expect(card(page, 'Tidepool')).toBeVisible()
  })

  test("signed in, a Yarm shows the user's own allocation", async ({ page }) => {
    await page.goto('/yarms')
    await signInWithX(page, 'carol_ct')
    const standing = card(page, 'Tidepool').getByRole('region', { name: 'Your standing' })
    await expect(standing).toContainText("You're #19, a top Yarmer")
    await expect(standing.getByRole('meter', { name: 'Your allocation filled' })).toBeVisible()
    await expect(
      card(page, 'Tidepool').getByRole('table', { name: 'Top Yarmers' }).getByRole('row'),
    ).toHaveCount(6)
  })
})

test('Portfolio says it is coming and what it will hold', async ({ page }) => {
  await page.goto('/portfolio')
  await expect(page.getByRole('heading', { level: 1, name: /Coming Soon/ })).toBeVisible()
  for (const name of ['Positions across Yarms', 'Allocations', 'Yield', 'Rewards']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  }
})
