import type { Page } from '@playwright/test'
import { API_SERVER, API_URL, testApi } from './fixtures/api'
import { signInWithX } from './fixtures/signIn'
import { expect, test } from './fixtures/test'

test.beforeEach(async ({ request }) => {
  await testApi(request).reset()
})

interface Row {
  rank: number
  xHandle: string
}

type BadgeCall = ['set', number] | ['clear']

/**
 * navigator.setAppBadge and clearAppBadge, recorded in sessionStorage so that the calls of every page
 * of the tab add up. Installed before any of the app's code runs.
 */
async function stubAppBadge(page: Page) {
  await page.addInitScript(() => {
    const record = (call: unknown[]) => {
      const calls = JSON.parse(sessionStorage.getItem('test.badgeCalls') ?? '[]') as unknown[]
      sessionStorage.setItem('test.badgeCalls', JSON.stringify([...calls, call]))
      return Promise.resolve()
    }
    Object.defineProperty(navigator, 'setAppBadge', {
      configurable: true,
      value: (count?: number) => record(['set', count]),
    })
    Object.defineProperty(navigator, 'clearAppBadge', { configurable: true, value: () => record(['clear']) })
  })
}
const badgeCalls = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('test.badgeCalls') ?? '[]') as BadgeCall[])

const firstPage = async (request: import('@playwright/test').APIRequestContext) => {
  const response = await request.get(`${API_SERVER}/v1/yarmerboard?timeframe=30d&page=1&pageSize=50`)
  return (await response.json()) as { updatedAt: string; nextUpdateAt: string; items: Row[] }
}

test('a second visit after the weekly update: what moved since then, on the board and the You card, and the app badge', async ({
  page,
  request,
}) => {
  // Sign-in, two visits and a reload on a shared machine.
  test.slow()
  await stubAppBadge(page)
  const seen = await firstPage(request)

  // First visit: the board as it stands; nothing to compare with yet.
  await page.goto('/yarmerboard')
  await signInWithX(page, 'carol_ct')
  const you = page.getByRole('region', { name: 'You' })
  const table = page.getByRole('table', { name: 'Yarmerboard, 30 days' })
  await expect(you.getByRole('definition').filter({ hasText: /^#19\b/ })).toBeVisible()
  await expect(table.getByRole('row')).toHaveCount(51)
  await expect(page.getByText(/since your last visit/)).toHaveCount(0)
  // The countdown to the next update, as a <time> for it.
  const next = you.getByText(/^Next update in /)
  await expect(next).toHaveText(/^Next update in \d+ (days?|hr|min)(, \d+ (hr|min))*$/)
  await expect(next.locator('time')).toHaveAttribute('datetime', seen.nextUpdateAt)
  // What the user saw is kept on the device once the board is shown.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith('yarm.boards.lastVisit.')),
      ),
    )
    .toHaveLength(1)

  // The weekly update happens while the user is away (an open board would learn of it and show it then).
  await page.goto('about:blank')
  expect((await testApi(request).advanceWeek()).ok()).toBe(true)
  const now = await firstPage(request)
  expect(now.updatedAt).not.toBe(seen.updatedAt)
  const before = new Map(seen.items.map((row) => [row.xHandle, row.rank]))
  const moved = now.items.filter((row) => before.has(row.xHandle) && before.get(row.xHandle) !== row.rank)
  expect(moved.length).toBeGreaterThan(5)
  const carol = now.items.find((row) => row.xHandle === 'carol_ct')
  if (!carol) throw new Error('carol_ct left the first page')
  const carolMove = 19 - carol.rank
  expect(carolMove).not.toBe(0)

  // Second visit, on Home: the app learns of the update and badges the places the user moved.
  await page.goto('/')
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible()
  await expect.poll(async () => (await badgeCalls(page)).at(-1)).toEqual(['set', Math.abs(carolMove)])

  // On the board: each row that moved says how far, in words for screen readers; the You card too.
  await page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Yarmerboard' })
    .click()
  await expect(table.getByRole('row')).toHaveCount(51)
  const words = (move: number) => `${move > 0 ? 'up' : 'down'} ${Math.abs(move)} since your last visit`
  for (const row of moved.slice(0, 6)) {
    const move = (before.get(row.xHandle) ?? 0) - row.rank
    const shown = table.getByRole('row').filter({ has: page.getByRole('link', { name: `@${row.xHandle}` }) })
    await expect(shown.getByText(words(move), { exact: true })).toBeAttached()
    await expect(shown).toContainText(`${move > 0 ? '↑' : '↓'}${Math.abs(move)}`)
  }
  const mine = table.locator('tr[aria-current="true"]')
  await expect(mine.getByText(words(carolMove), { exact: true })).toBeAttached()
  const places = Math.abs(carolMove) === 1 ? 'place' : 'places'
  await expect(
    you.getByText(`${carolMove > 0 ? 'Up' : 'Down'} ${Math.abs(carolMove)} ${places} since your last visit`),
  ).toBeVisible()
  await expect(page.getByText('↑ and ↓ beside a change: places moved since your last visit.')).toBeVisible()
  await expect(you.getByText(/^Next update in /).locator('time')).toHaveAttribute(
    'datetime',
    now.nextUpdateAt,
  )
  // Seen: the badge goes.
  await expect.poll(async () => (await badgeCalls(page)).at(-1)).toEqual(['clear'])

  // Remembered once shown: the next visit has nothing new to mark.
  await page.reload()
  await expect(table.getByRole('row')).toHaveCount(51)
  await expect(
    you.getByRole('definition').filter({ hasText: new RegExp(`^#${carol.rank}\\b`) }),
  ).toBeVisible()
  await expect(page.getByText(/since your last visit/)).toHaveCount(0)
})

test('a stored last visit that is not what the app wrote is ignored, and the board shows as usual', async ({
  page,
}) => {
  await page.goto('/yarmerboard')
  await signInWithX(page, 'carol_ct')
  await page.evaluate(() => {
    const xInfo = JSON.parse(localStorage.getItem('yarm.xInfo') ?? '{}') as { xId?: string }
    localStorage.setItem(
      `yarm.boards.lastVisit.${xInfo.xId}`,
      JSON.stringify({
        boards: { '30d': { updatedAt: '2000-01-03T00:00:00.000Z', handles: ['carol_ct'], ranks: ['first'] } },
      }),
    )
  })
  await page.reload()
  const you = page.getByRole('region', { name: 'You' })
  await expect(you.getByRole('definition').filter({ hasText: /^#19\b/ })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Yarmerboard, 30 days' }).getByRole('row')).toHaveCount(51)
  await expect(page.getByText(/since your last visit/)).toHaveCount(0)
  // Replaced by what was shown this time.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.entries(localStorage)
          .filter(([key]) => key.startsWith('yarm.boards.lastVisit.'))
          .map(([, value]) => value)
          .join(''),
      ),
    )
    .toMatch(/"handles":\["[^\]]*"carol_ct"\],"ranks":\[[^\]]*19\]/)
})

/** The app's service worker, once it is active. */
async function activeWorker(page: Page) {
  await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active))
  const [worker] = page.context().serviceWorkers()
  if (!worker) throw new Error('no service worker')
  return worker
}

test('the app closed: a periodic background sync after the weekly update badges the places moved, once, and seeing the board clears it', async ({
  page,
  request,
}) => {
  test.slow()
  await stubAppBadge(page)
  const cdp = await page.context().newCDPSession(page)
  const registrations = new Map<string, string>()
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const { registrationId, scopeURL, isDeleted } of updated)
      if (!isDeleted) registrations.set(scopeURL, registrationId)
  })
  await cdp.send('ServiceWorker.enable')

  // The user sees the board (#19), on the device that has the app installed.
  await page.goto('/yarmerboard')
  await signInWithX(page, 'carol_ct')
  const you = page.getByRole('region', { name: 'You' })
  await expect(you.getByRole('definition').filter({ hasText: /^#19\b/ })).toBeVisible()
  // Seen: the badge is cleared (once what was seen is kept for the worker).
  await expect.poll(() => badgeCalls(page)).toEqual([['clear']])
  const worker = await activeWorker(page)
  const scope = `${new URL(page.url()).origin}/`
  await expect.poll(() => registrations.get(scope)).toBeTruthy()

  // The weekly update happens; the app is closed.
  expect((await testApi(request).advanceWeek()).ok()).toBe(true)
  const carol = (await firstPage(request)).items.find((row) => row.xHandle === 'carol_ct')
  if (!carol) throw new Error('carol_ct left the first page')
  expect(carol.rank).not.toBe(19)
  await page.goto('about:blank')

  // The worker's badge, recorded in its own scope, and each badge sync counted once its work has settled
  // (the promise it hands to waitUntil): a sync that badges nothing is seen to have run to its end.
  await worker.evaluate(() => {
    const scope = self as unknown as {
      navigator: object
      badgeCalls: unknown[]
      syncsSettled: number
      ExtendableEvent: { prototype: { waitUntil(work: Promise<unknown>): void } }
    }
    scope.badgeCalls = []
    scope.syncsSettled = 0
    Object.defineProperty(scope.navigator, 'setAppBadge', {
      configurable: true,
      value: (count?: number) => {
        scope.badgeCalls.push(['set', count])
        return Promise.resolve()
      },
    })
    const { waitUntil } = scope.ExtendableEvent.prototype
    scope.ExtendableEvent.prototype.waitUntil = function (this: { tag?: string }, work) {
      if (this.tag === 'yarm-board-update')
        work.then(
          () => scope.syncsSettled++,
          () => scope.syncsSettled++,
        )
      return waitUntil.call(this, work)
    }
  })
  const workerBadges = () => worker.evaluate(() => (self as unknown as { badgeCalls: unknown[] }).badgeCalls)
  const syncsSettled = () => worker.evaluate(() => (self as unknown as { syncsSettled: number }).syncsSettled)
  const periodicSync = () =>
    cdp.send('ServiceWorker.dispatchPeriodicSyncEvent', {
      origin: new URL(scope).origin,
      registrationId: registrations.get(scope) ?? '',
      tag: 'yarm-board-update',
    })
  await periodicSync()
  await expect.poll(workerBadges).toEqual([['set', Math.abs(19 - carol.rank)]])
  await expect.poll(syncsSettled).toBe(1)
  // The next sync, same update: not badged again.
  await periodicSync()
  await expect.poll(syncsSettled).toBe(2)
  expect(await workerBadges()).toEqual([['set', Math.abs(19 - carol.rank)]])

  // Opened on the board: seen, the badge goes; a sync after that has nothing new.
  await page.goto('/yarmerboard')
  await expect(
    you.getByRole('definition').filter({ hasText: new RegExp(`^#${carol.rank}\\b`) }),
  ).toBeVisible()
  // Cleared again on this visit, and closed at once: what was seen is kept by the time the badge goes.
  await expect
    .poll(async () => {
      const calls = await badgeCalls(page)
      return [calls.filter(([call]) => call === 'clear').length, calls.at(-1)]
    })
    .toEqual([2, ['clear']])
  await page.goto('about:blank')
  await periodicSync()
  await expect.poll(syncsSettled).toBe(3)
  expect(await workerBadges()).toHaveLength(1)

  // Later updates, the app closed again: a one-off sync (the one a failed look leaves) compares with the
  // standing seen on the board last opened, not the first one, and badges the new move. Three weeks on:
  // the demo data keeps carol_ct at her place the next week, and #21 is not as far from #19 as from #20.
  expect((await testApi(request).advanceWeek(3)).ok()).toBe(true)
  const later = (await firstPage(request)).items.find((row) => row.xHandle === 'carol_ct')
  if (!later) throw new Error('carol_ct left the first page')
  expect(later.rank).not.toBe(carol.rank)
  expect(Math.abs(later.rank - carol.rank)).not.toBe(Math.abs(later.rank - 19))
  await page.goto('about:blank')
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: new URL(scope).origin,
    registrationId: registrations.get(scope) ?? '',
    tag: 'yarm-board-update',
    lastChance: false,
  })
  await expect.poll(workerBadges).toEqual([
    ['set', Math.abs(19 - carol.rank)],
    ['set', Math.abs(carol.rank - later.rank)],
  ])
})

test('the countdown reaches the update: it says when it was due, looks for the new week with growing waits, and shows it by itself', async ({
  page,
  request,
}) => {
  test.slow()
  const seen = await firstPage(request)
  const due = Date.parse(seen.nextUpdateAt)
  await page.clock.install({ time: due - 60_000 })
  await page.goto('/yarmerboard')
  await signInWithX(page, 'carol_ct')
  const you = page.getByRole('region', { name: 'You' })
  await expect(you.getByRole('definition').filter({ hasText: /^#19\b/ })).toBeVisible()
  await expect(you.getByText(/^Next update in /).locator('time')).toHaveAttribute(
    'datetime',
    seen.nextUpdateAt,
  )
  // Time stands still from here, moved only by the test; due a second later, and the API has not
  // updated yet: said so, with the time in a <time>.
  await page.clock.pauseAt(due - 1_000)
  await page.clock.runFor(1_000)
  const dueText = you.getByText(/^The next update was due /)
  await expect(dueText).toHaveText(/; checking for it$/)
  await expect(dueText.locator('time')).toHaveAttribute('datetime', seen.nextUpdateAt)
  const boardRequests: string[] = []
  const marks: string[] = []
  page.on('request', (sent) => {
    const url = new URL(sent.url())
    if (url.pathname === '/v1/yarmerboard') boardRequests.push(sent.url())
    if (url.searchParams.has('test-mark')) marks.push(sent.url())
  })
  /**
   * The board requests the page has made by now: once the timers run have done their work (a task later;
   * the fake clock holds no MessageChannel), the page sends a marker request, and the requests it sent
   * before the marker have been seen once the marker has.
   */
  const looksSoFar = async () => {
    const mark = `${API_URL}/healthcheck?test-mark=${marks.length + 1}`
    await page.evaluate(
      (url) =>
        new Promise<void>((sent) => {
          const channel = new MessageChannel()
          channel.port1.onmessage = () => {
            fetch(url, { mode: 'no-cors' }).catch(() => {})
            sent()
          }
          channel.port2.postMessage(0)
        }),
      mark,
    )
    await expect.poll(() => marks.includes(mark)).toBe(true)
    return boardRequests.length
  }
  // A look 5 s after, then 15 s and 45 s later: a few looks, not a stream.
  for (const [step, looks] of [
    [4_999, 0],
    [1, 1],
    [14_999, 1],
    [1, 2],
    [44_999, 2],
    [1, 3],
    [134_999, 3],
  ] as const) {
    await page.clock.runFor(step)
    expect(await looksSoFar()).toBe(looks)
  }

  // The update is published: the next look (135 s after the last) shows the new week, with no reload.
  expect((await testApi(request).advanceWeek()).ok()).toBe(true)
  const now = await firstPage(request)
  const carol = now.items.find((row) => row.xHandle === 'carol_ct')
  if (!carol) throw new Error('carol_ct left the first page')
  await page.clock.runFor(1)
  expect(await looksSoFar()).toBe(4)
  // Time flows again (the query cache tells the page on a timer).
  await page.clock.resume()
  await expect(you.getByText(/^Next update in /).locator('time')).toHaveAttribute(
    'datetime',
    now.nextUpdateAt,
  )
  await expect(
    you.getByRole('definition').filter({ hasText: new RegExp(`^#${carol.rank}\\b`) }),
  ).toBeVisible()
  expect(boardRequests).toHaveLength(4)
})
