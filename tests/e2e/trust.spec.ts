import type { Page } from '@playwright/test'
import { accessTokenOf, activateThroughApi } from './fixtures/activate'
import { API_SERVER, API_URL, testApi } from './fixtures/api'
import { setOffline } from './fixtures/offline'
import { persistedCache } from './fixtures/persisted'
import { signInAs, signInWithX } from './fixtures/signIn'
import { expect, test } from './fixtures/test'

test.beforeEach(async ({ request }) => {
  await testApi(request).reset()
})

const FOREIGN = 'This sign-in link was not started here.'

const storedSession = (page: Page) =>
  page.evaluate(() => [localStorage.getItem('yarm.tokens'), localStorage.getItem('yarm.xInfo')])

/** Every request the page sends with an Authorization header. */
function authorisedRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.headers().authorization) urls.push(request.url())
  })
  return urls
}

test.describe('X sign-in is bound to the tab that started it', () => {
  test('a callback link captured from one browser signs nobody in in another', async ({ page, browser }) => {
    // The attacker signs in with their own account and keeps the callback link.
    await page.goto('/')
    const callback = page.waitForResponse((response) => response.url().includes('/v1/auth/x_callback'))
    await page.getByRole('banner').getByRole('button', { name: 'Connect X' }).click()
    await page.getByRole('button', { name: 'Sign in as @carol_ct' }).click()
    const link = (await callback).headers().location ?? ''
    expect(link).toMatch(/\/auth\/callback#accessToken=/)
    // The tab that started it still completes.
    await expect(page.getByRole('button', { name: 'X account @carol_ct' })).toBeVisible()

    const victimContext = await browser.newContext()
    try {
      const victim = await victimContext.newPage()
      const authorised = authorisedRequests(victim)
      await victim.goto(link)
      await expect(victim.getByRole('heading', { name: FOREIGN })).toBeVisible()
      expect(victim.url()).toBe('http://localhost:4173/auth/callback')
      await expect(victim.getByRole('banner').getByRole('button', { name: 'Connect X' })).toBeVisible()
      expect(await storedSession(victim)).toEqual([null, null])
      await victim.goto('http://localhost:4173/my-referrals')
      await expect(victim.getByRole('banner').getByRole('button', { name: 'Connect X' })).toBeVisible()
      expect(authorised).toEqual([])
    } finally {
      await victimContext.close()
    }
  })

  test("tokens in the query string, or a fragment without this tab's state, store nothing", async ({
    page,
  }) => {
    const authorised = authorisedRequests(page)
    for (const link of [
      '/auth/callback?accessToken=a1&refreshToken=r1&xId=1001&xHandle=carol_ct',
      '/auth/callback#accessToken=a1&refreshToken=r1&xId=1001&xHandle=carol_ct',
      '/auth/callback#accessToken=a1&refreshToken=r1&xId=1001&state=AAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      // From another page each time: a link differing only in its fragment would not load the page again.
      await page.goto('/')
      await page.goto(link)
      await expect(page.getByRole('heading', { name: FOREIGN })).toBeVisible()
      expect(page.url()).toBe('http://localhost:4173/auth/callback')
      expect(await storedSession(page)).toEqual([null, null])
    }
    expect(authorised).toEqual([])
    // Connect X from there starts a sign-in of this tab's own, which completes.
    await page.getByRole('main').getByRole('button', { name: 'Connect X' }).click()
    await page.getByRole('button', { name: 'Sign in as @alice_yaps' }).click()
    await expect(page.getByRole('button', { name: 'X account @alice_yaps' })).toBeVisible()
  })

  test('a callback used once cannot be used again, even in the same tab', async ({ page }) => {
    await page.goto('/yarms')
    const callback = page.waitForResponse((response) => response.url().includes('/v1/auth/x_callback'))
    await signInWithX(page, 'alice_yaps')
    const link = (await callback).headers().location ?? ''
    await page.getByRole('button', { name: 'X account @alice_yaps' }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await page.goto(link)
    await expect(page.getByRole('heading', { name: FOREIGN })).toBeVisible()
    expect(await storedSession(page)).toEqual([null, null])
  })
})

test.describe('sessions end cleanly, and only when they should', () => {
  test('signing out revokes the session and leaves none of its data for the next user', async ({
    page,
    request,
    context,
    browser,
  }) => {
    await page.goto('/my-referrals')
    await signInAs(page, 'carol_ct')
    await expect(page.getByText('CAROL7').first()).toBeVisible()
    await page.goto('/pre-yarms')
    const moss = page.getByRole('article', { name: 'Moss Labs' })
    await moss.getByRole('button', { name: 'Vote for Moss Labs' }).click()
    await expect(moss.getByRole('button', { name: 'Voted for Moss Labs', exact: true })).toBeVisible()
    await expect.poll(() => persistedCache(page), { timeout: 10_000 }).toContain('CAROL7')
    const tokens = await page.evaluate(() => JSON.parse(localStorage.getItem('yarm.tokens') ?? '{}'))

    await page.getByRole('button', { name: 'X account @carol_ct' }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Connect X' })).toBeVisible()
    // The server forgot the session: the refresh token is worth nothing to whoever copied it.
    await expect
      .poll(async () => {
        const refresh = await request.post(`${API_SERVER}/v1/auth/token/refresh`, {
          data: { refreshToken: tokens.refreshToken },
        })
        return refresh.status()
      })
      .toBe(401)
    // Nothing of carol's is kept on the device, at once (sooner than the persister's 1 s throttle).
    await expect.poll(() => persistedCache(page), { timeout: 500 }).not.toContain('CAROL7')

    // Another person signs in on the same device, online and then offline. alice_yaps is activated
    // beforehand (in a browser of her own), so her cards show her own votes: a card of carol's
    // ("Voted for Moss Labs") would show there if carol's votes were still on the device.
    const elsewhere = await browser.newContext()
    try {
      const tab = await elsewhere.newPage()
      await tab.goto('/')
      await signInAs(tab, 'alice_yaps')
      await activateThroughApi(request, await accessTokenOf(tab))
    } finally {
      await elsewhere.close()
    }
    await page.goto('/my-referrals')
    await signInAs(page, 'alice_yaps')
    await expect(page.getByRole('main')).not.toContainText('CAROL7')
    await page.goto('/pre-yarms')
    // Enabled only once the account and its votes are in: then a vote of hers would say "Voted for".
    await expect(moss.getByRole('button', { name: 'Vote for Moss Labs', exact: true })).toHaveAttribute(
      'aria-disabled',
      'false',
    )
    await expect(moss.getByRole('button', { name: /^Voted for Moss Labs/ })).toHaveCount(0)
    await expect.poll(() => persistedCache(page), { timeout: 10_000 }).toContain('"userVotes"')
    await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active))

    await setOffline(context, true)
    await page.reload()
    await expect(page.getByRole('button', { name: 'X account @alice_yaps' })).toBeVisible()
    await expect(moss.getByRole('button', { name: 'Vote for Moss Labs', exact: true })).toHaveAttribute(
      'aria-disabled',
      'false',
    )
    await expect(moss.getByRole('button', { name: /^Voted for Moss Labs/ })).toHaveCount(0)
    await page.goto('/my-referrals')
    await expect(page.getByRole('button', { name: 'X account @alice_yaps' })).toBeVisible()
    await expect(page.getByRole('main')).not.toContainText('CAROL7')
    expect(await persistedCache(page)).not.toContain('CAROL7')
    await setOffline(context, false)
  })

  test('a refused refresh signs out and drops the user data; a failing one keeps the session', async ({
    page,
    request,
  }) => {
    const age = () => {
      const tokens = JSON.parse(localStorage.getItem('yarm.tokens') ?? '{}')
      localStorage.setItem('yarm.tokens', JSON.stringify({ ...tokens, updatedAt: Date.now() - 6 * 60_000 }))
    }
    await page.goto('/my-referrals')
    await signInAs(page, 'carol_ct')
    await expect(page.getByText('CAROL7').first()).toBeVisible()
    await expect.poll(() => persistedCache(page), { timeout: 10_000 }).toContain('CAROL7')

    // The API is unavailable when the token needs refreshing: the user stays signed in.
    await testApi(request).fault({ status: 503, pathPrefix: '/v1/auth/token/refresh' })
    await page.evaluate(age)
    const refreshes: number[] = []
    page.on('response', (response) => {
      if (response.url() === `${API_URL}/v1/auth/token/refresh`) refreshes.push(response.status())
    })
    await page.reload()
    await expect(page.getByRole('button', { name: 'X account @carol_ct' })).toBeVisible()
    // Asked again with the data-fetch back-off (1 s, 2 s, 4 s), then the page says the server is
    // unavailable, in place of the data it could not refresh; the session is kept all along.
    const unavailable = page
      .getByRole('alert')
      .filter({ hasText: 'The server is having trouble right now. Try again in a moment.' })
    await expect(unavailable.first()).toBeVisible({ timeout: 20_000 })
    expect(refreshes.length).toBeGreaterThanOrEqual(2)
    expect(refreshes.every((status) => status === 503)).toBe(true)
    await expect(page.getByRole('button', { name: 'X account @carol_ct' })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Connect X' })).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('yarm.tokens'))).not.toBeNull()

    // Back up: Retry (each part of the page that failed has its own), without a reload, refreshes
    // the token and brings the data back.
    await testApi(request).clearFault()
    await expect(async () => {
      if ((await unavailable.count()) > 0)
        await unavailable.first().getByRole('button', { name: 'Retry' }).click({ timeout: 2_000 })
      await expect(unavailable).toHaveCount(0, { timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
    await expect(page.getByText('CAROL7').first()).toBeVisible()
    expect(refreshes.at(-1)).toBe(200)
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('yarm.tokens') ?? '{}').updatedAt))
      .toBeGreaterThan(Date.now() - 60_000)
    await expect(page.getByRole('button', { name: 'X account @carol_ct' })).toBeVisible()

    // The server ends the session: the next refresh is refused, and carol's data goes with it.
    await testApi(request).revoke('carol_ct')
    await page.evaluate(age)
    await page.reload()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Connect X' })).toBeVisible()
    await expect.poll(() => persistedCache(page), { timeout: 5_000 }).not.toContain('CAROL7')
  })
})

test.describe('work a user started is never lost', () => {
  /** Moss Labs' vote count as the server has it. */
  async function mossVotes(request: import('@playwright/test').APIRequestContext) {
    const list = await (await request.get(`${API_SERVER}/v1/project/preyarm`)).json()
    return list.items.find((item: { id: string }) => item.id === 'moss-labs').votes.count as number
  }

  /** Idempotency keys of the votes for Moss Labs that reached the server. */
  function answeredVotes(page: Page): string[] {
    const keys: string[] = []
    page.on('response', (response) => {
      const request = response.request()
      if (request.method() === 'POST' && request.url().endsWith('/v1/project/vote/moss-labs'))
        keys.push(request.headers()['idempotency-key'] ?? '')
    })
    return keys
  }

  test('a vote cast offline is queued, survives a reload, and is sent once when back online', async ({
    page,
    context,
    request,
  }) => {
    const before = await mossVotes(request)
    await page.goto('/pre-yarms')
    await signInAs(page, 'carol_ct')
    const moss = page.getByRole('article', { name: 'Moss Labs' })
    await expect(moss.getByRole('button', { name: 'Vote for Moss Labs' })).toHaveAttribute(
      'aria-disabled',
      'false',
    )
    await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active))
    const answered = answeredVotes(page)

    await setOffline(context, true)
    await moss.getByRole('button', { name: 'Vote for Moss Labs' }).click()
    const queued = moss.getByRole('button', { name: 'Voted for Moss Labs, waiting to be sent' })
    await expect(queued).toBeVisible()
    await expect(moss.getByText('Saved on this device.', { exact: false })).toBeVisible()
    await page.reload()
    await expect(queued).toBeVisible()
    expect(await mossVotes(request)).toBe(before)

    await setOffline(context, false)
    await expect(moss.getByRole('button', { name: 'Voted for Moss Labs', exact: true })).toBeVisible({
      timeout: 15_000,
    })
    await expect(moss.getByText('Saved on this device.', { exact: false })).toHaveCount(0)
    await expect.poll(() => mossVotes(request)).toBe(before + 1)
    await page.reload()
    await expect(moss.getByRole('button', { name: 'Voted for Moss Labs', exact: true })).toBeVisible()
    expect(answered).toHaveLength(1)
    expect(await mossVotes(request)).toBe(before + 1)
  })

  test('a vote while the API is down is queued and sent when it answers again', async ({ page, request }) => {
    const before = await mossVotes(request)
    await page.goto('/pre-yarms')
    await signInAs(page, 'carol_ct')
    const moss = page.getByRole('article', { name: 'Moss Labs' })
    await testApi(request).fault({ status: 503, pathPrefix: '/v1/project/vote' })
    await moss.getByRole('button', { name: 'Vote for Moss Labs' }).click()
    await expect(moss.getByRole('button', { name: 'Voted for Moss Labs, waiting to be sent' })).toBeVisible()
    await expect(moss.getByRole('alert')).toHaveCount(0)
    await testApi(request).clearFault()
    // The queue tries again on its own (first after 5 s).
    await expect(moss.getByRole('button', { name: 'Voted for Moss Labs', exact: true })).toBeVisible({
      timeout: 20_000,
    })
    await expect.poll(() => mossVotes(request)).toBe(before + 1)
  })
})

test('a tampered copy of the persisted cache is dropped, not rendered, offline', async ({
  page,
  context,
}) => {
  await page.goto('/yarmerboard')
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible()
  await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active))
  await expect.poll(() => persistedCache(page), { timeout: 10_000 }).toContain('"yarmerboard"')
  // With no page of the app open, nothing writes the copy again (a page saves what it shows on its way
  // out): what the next page reads is what is in the store.
  await page.close()
  await setOffline(context, true)

  // The copy as saved is restored: the board's rows, offline.
  const kept = await context.newPage()
  await kept.goto('/yarmerboard')
  await expect(kept.getByRole('table').getByRole('row').nth(10)).toBeVisible()
  await kept.close()

  // The same copy, changed in the store before the next page reads it: IndexedDB runs this read-write
  // transaction, begun by the page's first script, before the app's own read of the store.
  const next = await context.newPage()
  await next.addInitScript(() => {
    if (location.pathname !== '/yarmerboard') return
    const open = indexedDB.open('yarm-cache')
    open.onsuccess = () => {
      const store = open.result.transaction('queries', 'readwrite').objectStore('queries')
      const get = store.get('yarm.queries')
      get.onsuccess = () => {
        const persisted = JSON.parse(get.result)
        let rows = 0
        for (const query of persisted.clientState.queries) {
          if (query.queryKey[0] !== 'yarmerboard') continue
          for (const row of query.state.data.items) {
            row.xName = 'Tampered Row'
            row.rank = 0
            rows++
          }
        }
        store.put(JSON.stringify(persisted), 'yarm.queries').onsuccess = () =>
          Object.assign(window, { tamperedRows: rows })
      }
    }
  })
  await next.goto('/yarmerboard')
  await expect(next.getByRole('heading', { level: 1, name: 'Yarmerboard' })).toBeVisible()
  // Restored, and the board dropped from it: offline, the page has nothing saved to show.
  await expect(next.getByText(/this page hasn't been saved for offline use yet/)).toBeVisible()
  expect(await next.evaluate(() => (window as { tamperedRows?: number }).tamperedRows)).toBeGreaterThan(0)
  await expect(next.getByText('Tampered Row')).toHaveCount(0)
  await expect(next.getByRole('table').getByRole('row')).toHaveCount(0)
  await setOffline(context, false)
})

test.describe('a repeat visit whose restore code cannot be fetched', () => {
  // Without a service worker (blocked, or not installed yet), the code comes from the network, which can fail.
  test.use({ serviceWorkers: 'block' })

  /** A first visit that leaves a saved copy, then the reload whose restore code fails; counts the page's loads. */
  async function reloadWithRestoreCodeFailing(page: Page, buildServed?: string) {
    await page.goto('/yarmerboard')
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible()
    // Saved once the persistence code is fetched and its throttle has passed: 10 s ran out once with two
    // workers on 2 cores.
    await expect.poll(() => persistedCache(page), { timeout: 20_000 }).toContain('"yarmerboard"')
    // The mark a saved copy leaves for the next page's start: it then loads the restore's code.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('yarm.cache.saved'))).toBe('true')
    // Each failed load of a lazy chunk (sessionStorage outlives the reload).
    await page.addInitScript(() => {
      window.addEventListener('vite:preloadError', () => {
        const seen = Number(sessionStorage.getItem('test.preloadErrors') ?? '0')
        sessionStorage.setItem('test.preloadErrors', String(seen + 1))
      })
    })
    const restoreCode = { asked: 0 }
    await page.route(/\/assets\/persistence-[^/]+\.js$/, (route) => {
      restoreCode.asked++
      return route.abort()
    })
    if (buildServed) await page.route('/build.json', (route) => route.fulfill({ json: { id: buildServed } }))
    const buildAsked = page.waitForEvent('requestfinished', (request) =>
      request.url().endsWith('/build.json'),
    )
    // Counted at DOMContentLoaded: a document's load event can wait on its slowest resource for long.
    const loads = { count: 0 }
    page.on('domcontentloaded', () => loads.count++)
    await page.reload()
    // The code failed, and the page asked the host which build it serves now.
    await buildAsked
    const preloadErrors = () => page.evaluate(() => Number(sessionStorage.getItem('test.preloadErrors')))
    return { loads, restoreCode, preloadErrors }
  }

  test('the host still serves this build: the code is out of reach, not gone, so nothing reloads; the board is fetched and drawn', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const { loads, restoreCode, preloadErrors } = await reloadWithRestoreCodeFailing(page)
    // The app carries on without the restore: the board comes from the API.
    await expect(page.getByRole('table').getByRole('row').nth(10)).toBeVisible()
    expect(await preloadErrors()).toBeGreaterThan(0)
    await page.getByRole('banner').getByRole('link', { name: 'Pre-Yarms', exact: true }).click()
    await expect(page).toHaveURL(/\/pre-yarms$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Pre-Yarms' })).toBeVisible()
    // Reloading would have lost what the person had on the page, and brought back the same build.
    expect(loads.count).toBe(1)
    expect(restoreCode.asked).toBeGreaterThan(0)
    expect(errors).toEqual([])
  })

  test('a new build deployed: the page reloads once for it, then lets the failure through and works', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    // The host names another build, and the file this page's build asks for is gone.
    const { loads, restoreCode, preloadErrors } = await reloadWithRestoreCodeFailing(page, 'the-next-build')
    // Reloaded once for that build, then no more: the reloaded page fails the same way (it is the same code
    // here), and the failure is let through (the app carries on without the restore).
    await expect.poll(() => loads.count).toBe(2)
    await expect(page.getByRole('table').getByRole('row').nth(10)).toBeVisible()
    await expect.poll(preloadErrors).toBeGreaterThan(1)
    await page.getByRole('banner').getByRole('link', { name: 'Pre-Yarms', exact: true }).click()
    await expect(page).toHaveURL(/\/pre-yarms$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Pre-Yarms' })).toBeVisible()
    expect(loads.count).toBe(2)
    expect(restoreCode.asked).toBeGreaterThan(1)
    expect(errors).toEqual([])
  })
})
