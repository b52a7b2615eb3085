import type { Page } from '@playwright/test'
import fc from 'fast-check'
import { testApi } from './fixtures/api'
import { connectTestWallet } from './fixtures/connect'
import { dropRoutesAfterEach, fetchOwn } from './fixtures/routes'
import { signInWithX } from './fixtures/signIn'
import { expect, test } from './fixtures/test'
import { installTestWallet } from './fixtures/wallet'

dropRoutesAfterEach()

test.beforeEach(async ({ request }) => {
  await testApi(request).reset()
})

/** Collects uncaught errors and CSP violations from the moment the page starts. */
async function watch(page: Page) {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  page.on('console', (message) => {
    if (message.text().startsWith('CSP violation') || message.text().includes('Content Security Policy')) {
      problems.push(message.text())
    }
  })
  return problems
}

test('the Content Security Policy is sent, and the whole app works under it', async ({ page }) => {
  const problems = await watch(page)
  await installTestWallet(page, { account: 1 })
  const response = await page.goto('/')
  const csp = response?.headers()['content-security-policy'] ?? ''
  expect(csp).toContain("script-src 'self'")
  expect(csp).not.toContain("'unsafe-inline' ;")
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)

  for (const route of ['/yarmerboard', '/pre-yarms', '/yarms', '/my-referrals', '/portfolio', '/nowhere']) {
    await page.goto(route)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
  await page.goto('/')
  await signInWithX(page, 'alice_yaps')
  await connectTestWallet(page)
  const verify = page.getByRole('dialog', { name: 'Verify your account' })
  await verify.getByRole('button', { name: 'Sign message' }).click()
  await expect(verify).toBeHidden()
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account / })
    .click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toContainText('ETH')
  await page.goto('/yarmerboard')
  await expect(page.getByRole('main').locator('img[data-status="loaded"]').first()).toBeVisible()
  expect(problems).toEqual([])
})

const STORAGE_KEYS = {
  local: [
    'yarm.tokens',
    'yarm.xInfo',
    'yarm.wallet.latest',
    'yarm.wallet.recent',
    'WALLETCONNECT_DEEPLINK_CHOICE',
    'yarm.transactions',
    'wagmi.store',
    'wagmi.recentConnectorId',
    'yarm.locale',
    'yarm.pwa.visits',
    'yarm.pwa.installDismissed',
  ],
  session: ['yarm.signInAttempt', 'yarm.signInNotice', 'yarm.inviteDraft', 'yarm.pwa.visitCounted'],
}

const GARBAGE = [
  '{"',
  'null',
  '[]',
  '"<img src=x onerror=alert(1)>"',
  '{"__proto__":{"polluted":true}}',
  '9'.repeat(400),
  '\u0000\uffff',
]

test('garbage in every storage entry before load: the app loads, and the entries are reset', async ({
  page,
}) => {
  // Thirty page loads: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(120_000)
  for (const garbage of GARBAGE) {
    const problems = await watch(page)
    await page.goto('/')
    await page.evaluate(
      ({ keys, value }) => {
        for (const key of keys.local) localStorage.setItem(key, value)
        for (const key of keys.session) sessionStorage.setItem(key, value)
      },
      { keys: STORAGE_KEYS, value: garbage },
    )
    await page.reload()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Connect X' })).toBeVisible()
    await page.goto('/yarmerboard')
    await expect(page.getByRole('table').first()).toBeVisible()
    const left = await page.evaluate(() => localStorage.getItem('yarm.tokens'))
    expect(left === null || left === 'null', `yarm.tokens after ${JSON.stringify(garbage)}`).toBe(true)
    // Asked inside the page: an object returned to Node is a fresh copy that could never show it.
    expect(
      await page.evaluate(() => 'polluted' in {} || Object.hasOwn(Object.prototype, 'polluted')),
      `Object.prototype polluted after ${JSON.stringify(garbage)}`,
    ).toBe(false)
    expect(problems, `after ${JSON.stringify(garbage)}`).toEqual([])
  }
})

test('fuzzed URL parameters never crash a page', async ({ page }) => {
  // Dozens of page loads: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(120_000)
  const problems = await watch(page)
  const values = fc.sample(
    fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.integer().map(String),
      fc.constantFrom(
        '-1',
        '0',
        '1e9',
        'NaN',
        '%',
        '%00',
        '<script>',
        '../../etc',
        'javascript:alert(1)',
        '7d',
        'all',
      ),
    ),
    { numRuns: 12, seed: 42 },
  )
  for (const value of values) {
    const encoded = encodeURIComponent(value)
    for (const url of [
      `/yarmerboard?page=${encoded}&timeframe=${encoded}&search=${encoded}`,
      `/pre-yarms?sort=${encoded}`,
      `/yarms?status=${encoded}`,
      `/my-referrals?page=${encoded}`,
    ]) {
      await page.goto(url)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }
  }
  expect(problems).toEqual([])
})

test('a hostile redirect path never leaves the site', async ({ page }) => {
  test.setTimeout(90_000)
  const paths = [
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '\\\\evil.example',
    ...fc.sample(fc.webUrl(), { numRuns: 5, seed: 7 }),
  ]
  for (const redirect of paths) {
    await page.goto('/')
    // A sign-in this tab started, whose remembered path was changed to a hostile one.
    const state = 'hostileRedirectState0123456789'
    await page.evaluate(
      ({ value, state }) =>
        sessionStorage.setItem(
          'yarm.signInAttempt',
          JSON.stringify({ state, returnTo: value, startedAt: Date.now() }),
        ),
      { value: redirect, state },
    )
    await page.goto(`/auth/callback#error=access_denied&state=${state}`)
    await page.waitForURL((url) => url.pathname !== '/auth/callback')
    expect(new URL(page.url()).origin).toBe('http://localhost:4173')
  }
})

test('handles, names and descriptions carrying markup render as text', async ({ page }) => {
  // Short enough not to be cut (names are cut at 24 characters); runs code if ever parsed as HTML.
  const markup = '<svg onload=__xss=1>'
  await page.route('**/v1/yarmerboard?**', async (route) => {
    const response = await fetchOwn(route)
    const body = await response.json()
    body.items[0].xName = markup
    body.items[0].xHandle = `<b>${'x'.repeat(3)}</b>`
    await route.fulfill({ response, json: body })
  })
  await page.route('**/v1/project/preyarm**', async (route) => {
    const response = await fetchOwn(route)
    const body = await response.json()
    body.items[0].name = markup
    body.items[0].description = `<script>__xss=2</script><img src=x onerror=__xss=3>`
    await route.fulfill({ response, json: body })
  })
  await page.goto('/yarmerboard')
  await expect(page.getByText(markup).first()).toBeVisible()
  await page.goto('/pre-yarms')
  await expect(page.getByText(markup).first()).toBeVisible()
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
})
