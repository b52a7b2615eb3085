import type { Page } from '@playwright/test'
import { shortenNumber } from '../../src/lib/format'
import { API_SERVER } from './fixtures/api'
import { setOffline } from './fixtures/offline'
import { dropRoutesAfterEach, fetchOwn } from './fixtures/routes'
import { expect, test } from './fixtures/test'

dropRoutesAfterEach()

test.use({ viewport: { width: 1280, height: 800 } })

const html = (page: Page) => page.locator('html')
const footer = (page: Page) => page.getByRole('contentinfo')

/** Opens the footer's Language dropdown (named "<Language>: <current language>") and picks a language. */
async function chooseLanguage(page: Page, current: RegExp, next: string) {
  await footer(page).getByRole('button', { name: current }).click()
  await footer(page).getByRole('option', { name: next }).click()
}

test('Japanese: chosen in the footer, kept across a reload, numbers in its own form', async ({
  page,
  request,
}) => {
  await page.goto('/yarmerboard')
  await expect(html(page)).toHaveAttribute('lang', 'en-US')
  await chooseLanguage(page, /^Language: English \(US\)$/, '日本語')

  const nav = page.getByRole('banner').getByRole('navigation', { name: 'メインナビゲーション' })
  await expect(html(page)).toHaveAttribute('lang', 'ja-JP')
  await expect(nav.getByRole('link', { name: 'ポートフォリオ' })).toBeVisible()

  await page.reload()
  await expect(html(page)).toHaveAttribute('lang', 'ja-JP')
  await expect(html(page)).toHaveAttribute('dir', 'ltr')
  await expect(nav.getByRole('link', { name: 'マイ紹介' })).toBeVisible()
  await expect(footer(page).getByRole('button', { name: '言語: 日本語' })).toBeVisible()

  // The leader's score, shortened the Japanese way (1000, 1.2万) rather than the en-US way (1k).
  const board = await request.get(`${API_SERVER}/v1/yarmerboard?timeframe=30d&page=1&pageSize=50`)
  const { items } = (await board.json()) as { items: { score: number }[] }
  const score = items[0]?.score ?? Number.NaN
  expect(shortenNumber(score, 'ja-JP')).not.toBe(shortenNumber(score, 'en-US'))
  const firstRow = page.getByRole('table').getByRole('row').nth(1)
  await expect(firstRow.getByRole('cell').nth(3)).toHaveText(shortenNumber(score, 'ja-JP'))

  // The connect modal speaks the person's language too (a decision: the README's table); the wallets'
  // own names stay as the wallet catalogue gives them.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Connect Wallet|ウォレット/ })
    .click()
  await expect(page.getByRole('dialog', { name: 'ウォレットを接続' })).toBeVisible()
  await expect(page.getByRole('dialog').getByRole('button', { name: 'MetaMask' })).toBeVisible()
})

test('Arabic: right to left, with the logo at the right end of the header', async ({ page }) => {
  await page.goto('/')
  await chooseLanguage(page, /^Language: /, '日本語')
  await expect(html(page)).toHaveAttribute('lang', 'ja-JP')
  await chooseLanguage(page, /^言語: /, 'العربية')

  await expect(html(page)).toHaveAttribute('lang', 'ar-AR')
  await expect(html(page)).toHaveAttribute('dir', 'rtl')
  const header = page.getByRole('banner')
  const nav = header.getByRole('navigation', { name: 'التنقل الرئيسي' })
  await expect(nav.getByRole('link', { name: 'إحالاتي' })).toBeVisible()

  const bar = await header.boundingBox()
  const logo = await header.getByRole('link', { name: 'الصفحة الرئيسية لـ Yarm' }).boundingBox()
  const navBox = await nav.boundingBox()
  const connectX = await header.getByRole('button', { name: 'ربط X' }).boundingBox()
  if (!bar || !logo || !navBox || !connectX) throw new Error('the header is not laid out')
  // Mirrored: the logo at the right end, then the navigation, then the account actions at the left.
  expect(logo.x).toBeGreaterThan(navBox.x)
  expect(logo.x).toBeGreaterThan(connectX.x)
  expect(navBox.x).toBeGreaterThan(connectX.x)
  expect(bar.x + bar.width - (logo.x + logo.width)).toBeLessThanOrEqual(24)
  expect(connectX.x - bar.x).toBeLessThan(bar.width / 2)

  await page.reload()
  await expect(html(page)).toHaveAttribute('dir', 'rtl')
  await expect(nav).toBeVisible()
})

/**
 * Where, on screen, the last character of an element's text and the one before it are drawn: the
 * full stop of a left-to-right sentence sits to the right of the letter before it.
 */
async function lastTwoCharacters(page: Page, text: string) {
  return page.evaluate((text) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent !== text) continue
      const at = (index: number) => {
        const range = document.createRange()
        range.setStart(node, index)
        range.setEnd(node, index + 1)
        return range.getBoundingClientRect().x
      }
      return {
        stop: at(text.length - 1),
        before: at(text.length - 2),
        direction: getComputedStyle(node.parentElement as Element).direction,
      }
    }
    return null
  }, text)
}

test('Arabic: an English project description keeps its own direction and ends with its full stop', async ({
  page,
}) => {
  const description =
    'Concentrated-liquidity vaults that rebalance around the pairs people are talking about.'
  await page.addInitScript(() => localStorage.setItem('yarm.locale', 'ar-AR'))
  await page.goto('/pre-yarms')
  await expect(html(page)).toHaveAttribute('dir', 'rtl')
  await expect(page.getByText(description)).toBeVisible()

  const drawn = await lastTwoCharacters(page, description)
  expect(drawn?.direction).toBe('ltr')
  // Before the fix it read ".around the pairs people are talking about": the stop at the far left.
  expect(drawn?.stop).toBeGreaterThan(drawn?.before ?? Number.POSITIVE_INFINITY)
  // The project's name, an English word on an Arabic card, is isolated too.
  const name = page.getByRole('heading', { name: 'Tidepool', exact: true }).getByText('Tidepool')
  await expect(name).toHaveCSS('unicode-bidi', 'isolate')
  await expect(name).toHaveCSS('direction', 'ltr')
})

test('English: an Arabic X name on the board is isolated, so the numbers beside it keep their order', async ({
  page,
}) => {
  const arabicName = 'ليلى 🌙 2'
  await page.route('**/v1/yarmerboard?**', async (route) => {
    const response = await fetchOwn(route)
    const body = await response.json()
    body.items[0].xName = arabicName
    await route.fulfill({ response, json: body })
  })
  const board = page.waitForResponse('**/v1/yarmerboard?**')
  await page.goto('/yarmerboard')
  await board
  const firstRow = page.getByRole('table').getByRole('row').nth(1)
  const name = firstRow.getByText(arabicName)
  await expect(name).toBeVisible()
  await expect(name).toHaveCSS('unicode-bidi', 'isolate')
  await expect(name).toHaveCSS('direction', 'rtl')
  // Rank, Yarmer, change, score and mindshare, left to right as the header says.
  const cells = firstRow.getByRole('cell')
  const xs = []
  for (let index = 0; index < 5; index++) xs.push((await cells.nth(index).boundingBox())?.x ?? Number.NaN)
  expect(xs).toEqual([...xs].sort((a, b) => a - b))
})

/** A message key shown instead of its text, e.g. "boards.caption". */
const MESSAGE_KEY =
  /\b(common|shell|auth|home|wallet|connect|pwa|errors|boards|projects|referrals|deposit|share|withdraw)\.[a-z][A-Za-z]+(_[a-z]+)?\b/
const ROUTES = ['/', '/yarmerboard', '/pre-yarms', '/yarms', '/my-referrals', '/portfolio']

/**
 * Each route's page, with its heading and text in the language's script (`script`), and no key
 * anywhere in it; no i18n slip reported on the console.
 */
async function everyRouteTranslated(page: Page, slips: string[], script: RegExp) {
  for (const route of ROUTES) {
    await page.goto(route)
    await expect(page.locator('main h1').first(), route).toBeVisible()
    await expect(page.locator('main'), route).toContainText(script)
    // Hydrated (the footer's language button works) before the text is read.
    await expect(footer(page).getByRole('button', { name: /: / })).toBeEnabled()
    expect(await page.locator('body').textContent(), route).not.toMatch(MESSAGE_KEY)
  }
  expect(slips).toEqual([])
}

test('every route shows its texts, never a key: English offline after a first visit to /, then Arabic', async ({
  page,
  context,
}) => {
  const slips: string[] = []
  page.on('console', (message) => {
    if (message.text().startsWith('i18n:') && message.type() === 'error') slips.push(message.text())
  })
  await page.goto('/')
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready
    return Boolean(registration.active && navigator.serviceWorker.controller)
  })
  // Offline, each page's texts come from the precache with its code: pages never opened online too.
  await setOffline(context, true)
  await everyRouteTranslated(page, slips, /[A-Za-z]/)
  await setOffline(context, false)

  await page.goto('/')
  await chooseLanguage(page, /^Language: /, 'العربية')
  await expect(html(page)).toHaveAttribute('lang', 'ar-AR')
  // Arabic text on every page (brand names such as Yarmerboard stay as they are).
  await everyRouteTranslated(page, slips, /[\u0600-\u06FF]/)
  await expect(html(page)).toHaveAttribute('lang', 'ar-AR')
})
