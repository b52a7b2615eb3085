import type { Page } from '@playwright/test'
import { testApi } from './fixtures/api'
import { signInWithX } from './fixtures/signIn'
import { expect, test } from './fixtures/test'

// Spec sections 2 and 9: the figures of the avatar, the tooltip and the dropdown, and the resize debounce,
// measured in the browser that lays them out, against the spec's own numbers (not the code's constants).

test.use({ viewport: { width: 1280, height: 900 } })

test('the Coming Soon tooltip sits 8px above its anchor, is at most 320px wide and fades in over 0.2s', async ({
  page,
}) => {
  await page.goto('/')
  const portfolio = page.getByRole('banner').getByRole('link', { name: 'Portfolio' })
  await portfolio.hover()
  const tooltip = page.getByRole('tooltip', { name: 'Coming Soon' })
  await expect(tooltip).toBeVisible()

  const anchor = await portfolio.boundingBox()
  const tip = await tooltip.boundingBox()
  if (!anchor || !tip) throw new Error('the tooltip or its anchor has no box')
  expect(anchor.y - (tip.y + tip.height)).toBeCloseTo(8, 0)

  // The fade has run by now: read the animation the browser applied, and its keyframes.
  const figures = await tooltip.evaluate((element) => {
    const style = getComputedStyle(element)
    const rule = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .find(
        (candidate): candidate is CSSKeyframesRule =>
          candidate instanceof CSSKeyframesRule && candidate.name === style.animationName,
      )
    const opacityAt = (key: string) => (rule?.findRule(key) as CSSKeyframeRule | null)?.style.opacity
    return {
      maxWidth: style.maxWidth,
      duration: style.animationDuration,
      from: opacityAt('from') ?? opacityAt('0%'),
      to: opacityAt('to') ?? opacityAt('100%'),
    }
  })
  expect(figures).toEqual({ maxWidth: '320px', duration: '0.2s', from: '0', to: '1' })
})

test('the avatar is 40px by default and fades the X picture in over 0.3s', async ({ page, request }) => {
  await testApi(request).reset()
  await page.goto('/yarmerboard')
  await signInWithX(page, 'alice_yaps')
  const card = page.getByRole('region', { name: 'You' })
  const picture = card.locator('img[data-status]')
  await expect(picture).toHaveAttribute('data-status', 'loaded')
  expect(await picture.getAttribute('src')).toContain('/twitter/alice_yaps')

  for (const image of [card.locator('img').first(), picture]) {
    const box = await image.boundingBox()
    expect(box?.width).toBe(40)
    expect(box?.height).toBe(40)
  }
  const fade = await picture.evaluate((element) => {
    const style = getComputedStyle(element)
    return { property: style.transitionProperty, duration: style.transitionDuration, opacity: style.opacity }
  })
  expect(fade).toEqual({ property: 'opacity', duration: '0.3s', opacity: '1' })
})

test('the language dropdown: items about 28px, 8 of them plus 8px padding, and a scrolling popup at most 400px', async ({
  page,
}) => {
  await page.goto('/')
  const trigger = page.getByRole('contentinfo').getByRole('button', { name: /^Language:/ })
  await trigger.click()
  const list = page.getByRole('listbox', { name: 'Language' })
  await expect(list).toBeVisible()

  const options = list.getByRole('option')
  for (const option of [options.first(), options.nth(5)]) {
    const box = await option.boundingBox()
    expect(Math.abs((box?.height ?? 0) - 28)).toBeLessThanOrEqual(1)
  }
  const popup = await list.evaluate((element) => ({
    height: element.getBoundingClientRect().height,
    maxHeight: getComputedStyle(element).maxHeight,
    scrolls: element.scrollHeight > element.clientHeight,
  }))
  // The language dropdown sets a count of 8.
  expect(popup).toEqual({ height: 8 * 28 + 8, maxHeight: '400px', scrolls: true })
})

test('layout follows a resize after 500 ms: the open dropdown becomes a bottom sheet then, not before', async ({
  page,
}) => {
  await page.clock.install()
  await page.goto('/')
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: /^Language:/ })
    .click()
  const list = page.getByRole('listbox', { name: 'Language' })
  await expect(list).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Language' })).toHaveCount(0)

  await page.clock.pauseAt(Date.now() + 2_000)
  await page.evaluate(() => {
    window.addEventListener('resize', () => document.documentElement.setAttribute('data-resized', ''), {
      once: true,
    })
  })
  await page.setViewportSize({ width: 500, height: 900 })
  await expect(page.locator('html[data-resized]')).toHaveCount(1)

  await page.clock.runFor(499)
  await expect(list).toBeVisible()
  expect(await page.getByRole('dialog', { name: 'Language' }).count()).toBe(0)
  await page.clock.runFor(1)
  await expect(page.getByRole('dialog', { name: 'Language' })).toBeVisible()
})

/**
 * Turns the mouse wheel down over the middle of the window and waits until the page has had the wheel
 * event and two frames after it: long enough for the browser to scroll (the check before the lock proves
 * it). The page's scroll position before and after.
 */
async function wheelDown(page: Page) {
  const seen = page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener(
          'wheel',
          () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
          { once: true, passive: true },
        )
      }),
  )
  const before = await page.evaluate(() => window.scrollY)
  await page.mouse.move(187, 400)
  await page.mouse.wheel(0, 400)
  await seen
  return { before, after: await page.evaluate(() => window.scrollY) }
}

test('on small screens the dropdown is a bottom sheet that locks page scrolling while it is open', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/yarmerboard')
  await expect(page.getByRole('main').getByRole('row').nth(20)).toBeAttached()

  const free = await wheelDown(page)
  expect(free.after).toBeGreaterThan(free.before)
  await page.evaluate(() => window.scrollTo(0, 0))

  await page.getByRole('button', { name: 'Timeframe: 30D' }).click()
  const sheet = page.getByRole('dialog', { name: 'Timeframe' })
  await expect(sheet).toBeVisible()
  const locked = await wheelDown(page)
  expect(locked).toEqual({ before: 0, after: 0 })

  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  const again = await wheelDown(page)
  expect(again.after).toBeGreaterThan(again.before)
})
