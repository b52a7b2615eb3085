import type { Page } from '@playwright/test'
import { testApi } from './fixtures/api'
import { revert, snapshot } from './fixtures/chain'
import { connectTestWallet } from './fixtures/connect'
import { setOffline } from './fixtures/offline'
import { signInWithX } from './fixtures/signIn'
import { expect, test } from './fixtures/test'
import { installTestWallet } from './fixtures/wallet'
import { depositAs, usdc } from './fixtures/yarmChain'

test.beforeEach(async ({ request }) => {
  await testApi(request).reset()
})

type Shared = { name: string; type: string; width: number; height: number; text: string; title: string }

/** A phone's Web Share API with files: records what the page shares (the image decoded, to measure it). */
async function stubWebShare(page: Page) {
  await page.addInitScript(() => {
    const shared: unknown[] = []
    Object.assign(window, { __shared: shared })
    Object.assign(navigator, {
      canShare: (data?: ShareData) => Boolean(data?.files?.length),
      share: async (data: ShareData) => {
        const file = data.files?.[0]
        if (!file) throw new TypeError('nothing to share')
        const bitmap = await createImageBitmap(file)
        shared.push({
          name: file.name,
          type: file.type,
          width: bitmap.width,
          height: bitmap.height,
          text: data.text,
          title: data.title,
        })
      },
    })
  })
}

const sharedSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shared: Shared[] }).__shared)

const ADDRESS = /0x[0-9a-f]{40}/i

async function openShare(page: Page) {
  await page.getByRole('region', { name: 'You' }).getByRole('button', { name: 'Share my rank' }).click()
  const dialog = page.getByRole('dialog', { name: 'Share my rank' })
  const preview = dialog.getByRole('img', { name: /^The image to share: #\d+ · \u2068@carol_ct\u2069 · / })
  await expect(preview).toBeVisible()
  return { dialog, preview }
}

test('Share my rank: a 1200×630 card made on the device, shared with the image; offline too, all but the X link', async ({
  page,
  context,
}) => {
  await stubWebShare(page)
  await page.goto('/yarmerboard')
  await signInWithX(page, 'carol_ct')
  await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active))

  const { dialog, preview } = await openShare(page)
  expect(
    await preview.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]),
  ).toEqual([1200, 630])
  const alt = (await preview.getAttribute('alt')) ?? ''
  expect(alt).toMatch(/since the last update|Same rank/)
  expect(alt).toContain('Score ')
  await expect(dialog).toContainText('never your wallet')
  await expect(dialog.getByRole('link', { name: 'Post on X' })).toHaveAttribute(
    'href',
    /^https:\/\/x\.com\/intent\/tweet\?text=I'm%20%23\d+%20on%20the%20Yarm%20Yarmerboard/,
  )

  await dialog.getByRole('button', { name: 'Share…' }).click()
  await expect.poll(async () => (await sharedSoFar(page)).length).toBe(1)
  const [shared] = await sharedSoFar(page)
  expect(shared).toMatchObject({ name: 'yarm-rank.png', type: 'image/png', width: 1200, height: 630 })
  expect(shared?.text).toMatch(/^I'm #\d+ on the Yarm Yarmerboard/)
  expect(`${JSON.stringify(shared)} ${alt}`).not.toMatch(ADDRESS)

  // Offline: the card is still made and shared; only the X composer needs the network.
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await expect(dialog).toBeHidden()
  await setOffline(context, true)
  const offline = await openShare(page)
  await expect(offline.dialog.getByRole('button', { name: 'Post on X' })).toBeDisabled()
  await expect(offline.dialog).toContainText('Posting on X needs a connection.')
  await offline.dialog.getByRole('button', { name: 'Share…' }).click()
  await expect.poll(async () => (await sharedSoFar(page)).length).toBe(2)
})

test('without the Web Share API the card is offered as a download', async ({ page }) => {
  await page.goto('/yarmerboard')
  await signInWithX(page, 'carol_ct')
  const { dialog } = await openShare(page)
  await expect(dialog.getByRole('button', { name: 'Share…' })).toHaveCount(0)
  const download = page.waitForEvent('download')
  await dialog.getByRole('link', { name: 'Download image' }).click()
  expect((await download).suggestedFilename()).toBe('yarm-rank.png')

  // In Arabic, the card is made in Arabic (laid out right to left: card.test.ts).
  await page.evaluate(() => localStorage.setItem('yarm.locale', 'ar-AR'))
  await page.reload()
  await page.getByRole('button', { name: 'شارك ترتيبي' }).click()
  const arabic = page.getByRole('dialog', { name: 'شارك ترتيبي' })
  await expect(
    arabic.getByRole('img', { name: /^الصورة التي ستُشارك: #.+ · \u2068@carol_ct\u2069 · .+النقاط/ }),
  ).toBeVisible()
  const saved = page.waitForEvent('download')
  await arabic.getByRole('link', { name: 'تنزيل الصورة' }).click()
  await (await saved).saveAs(test.info().outputPath('card-ar.png'))
})

test('Share my vote: a Pre-Yarm the user voted for makes an "I voted for …" card', async ({ page }) => {
  await stubWebShare(page)
  await page.goto('/pre-yarms')
  await signInWithX(page, 'carol_ct')
  const share = page.getByRole('button', { name: /^Share my vote on / }).first()
  await expect(share).toBeVisible()
  const project = ((await share.getAttribute('aria-label')) ?? '').replace('Share my vote on ', '')
  // Offered only beside a vote already cast.
  await expect(
    page.getByRole('article', { name: project }).getByRole('button', { name: `Voted for ${project}` }),
  ).toBeVisible()
  await share.click()
  const dialog = page.getByRole('dialog', { name: 'Share my vote' })
  await expect(
    dialog.getByRole('img', {
      name: `The image to share: I voted for \u2068${project}\u2069 · \u2068@carol_ct\u2069`,
    }),
  ).toBeVisible()
  await dialog.getByRole('button', { name: 'Share…' }).click()
  await expect.poll(async () => (await sharedSoFar(page)).length).toBe(1)
  const [shared] = await sharedSoFar(page)
  expect(shared).toMatchObject({ name: 'yarm-vote.png', width: 1200, height: 630 })
  expect(shared?.text).toBe(
    `I voted for ${project} on Yarm. Your Voice becomes Your Yield. http://localhost:4173/pre-yarms`,
  )
})

test("Share my position: 'I'm in the … Yarm', the amount only when the person chooses", async ({ page }) => {
  const base = await snapshot()
  try {
    await stubWebShare(page)
    // A position made earlier (from Node), then the wallet connected on the Yarms page, signed in with X.
    const wallet = await installTestWallet(page, { account: 2 })
    await depositAs(2, usdc('2500'))
    await page.goto('/yarms')
    await signInWithX(page, 'carol_ct')
    await connectTestWallet(page)
    // Carol's own wallet (account 2), already verified: no verification to put off.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Network: Base' })).toBeVisible()
    const tidepool = page.getByRole('article', { name: 'Tidepool' })
    const yours = tidepool.getByRole('region', { name: 'Your deposit' })
    await expect(yours).toContainText('2,500 USDC')
    await yours.getByRole('button', { name: 'Share my position' }).click()
    const dialog = page.getByRole('dialog', { name: 'Share my position' })
    const preview = dialog.getByRole('img', {
      name: /^The image to share: I'm in the \u2068Tidepool\u2069 Yarm/,
    })
    await expect(preview).toBeVisible()
    // Not the amount unless asked.
    expect(await preview.getAttribute('alt')).not.toContain('USDC')
    await dialog.getByRole('checkbox', { name: 'Show the amount' }).check()
    await expect(dialog.getByRole('img', { name: /2,500 USDC deposited$/ })).toBeVisible()
    await dialog.getByRole('button', { name: 'Share…' }).click()
    await expect.poll(async () => (await sharedSoFar(page)).length).toBe(1)
    const [shared] = await sharedSoFar(page)
    expect(shared).toMatchObject({ name: 'yarm-position.png', width: 1200, height: 630 })
    expect(shared?.text).toBe(
      "I'm in the Tidepool Yarm. Your Voice becomes Your Yield. http://localhost:4173/yarms",
    )
    // The wallet is connected, and still nowhere on the card or in the post.
    const alt = (await dialog.getByRole('img').getAttribute('alt')) ?? ''
    expect(`${JSON.stringify(shared)} ${alt}`.toLowerCase()).not.toContain(wallet.address.toLowerCase())
  } finally {
    await revert(base)
  }
})

test.describe('pressed for the first time offline', () => {
  test('the app installed: the card is made all the same, its code kept with the shell', async ({
    page,
    context,
  }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await stubWebShare(page)
    await page.goto('/yarmerboard')
    await signInWithX(page, 'carol_ct')
    await page.waitForFunction(async () => {
      const registration = await navigator.serviceWorker.ready
      return Boolean(registration.active && navigator.serviceWorker.controller)
    })
    await setOffline(context, true)
    const { dialog } = await openShare(page)
    await dialog.getByRole('button', { name: 'Share…' }).click()
    await expect.poll(async () => (await sharedSoFar(page)).length).toBe(1)
    await setOffline(context, false)
    expect(errors).toEqual([])
  })

  test.describe('without a service worker', () => {
    test.use({ serviceWorkers: 'block' })

    test("says the site can't be reached, and the page stays as it was", async ({ page, context }) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await page.goto('/yarmerboard')
      await signInWithX(page, 'carol_ct')
      const you = page.getByRole('region', { name: 'You' })
      await expect(you.getByRole('button', { name: 'Share my rank' })).toBeVisible()
      await setOffline(context, true)
      await you.getByRole('button', { name: 'Share my rank' }).click()
      await expect(you).toContainText("You're offline or the server can't be reached.")
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(page.getByRole('heading', { level: 1, name: 'Yarmerboard' })).toBeVisible()
      await you.getByRole('button', { name: 'Dismiss' }).click()
      await expect(you.getByRole('alert')).toHaveCount(0)
      // Back online: Chromium keeps a failed import failed for the page's life, so sharing comes back with
      // the next page.
      await setOffline(context, false)
      await page.reload()
      await page.getByRole('region', { name: 'You' }).getByRole('button', { name: 'Share my rank' }).click()
      await expect(page.getByRole('dialog', { name: 'Share my rank' })).toBeVisible()
      expect(errors).toEqual([])
    })
  })
})

test.describe('Share my position, its code still on its way', () => {
  test.use({ serviceWorkers: 'block' })

  test('holds its place: Withdraw and Deposit below it do not move when it arrives', async ({ page }) => {
    const base = await snapshot()
    try {
      let release = () => {}
      const released = new Promise<void>((resolve) => {
        release = resolve
      })
      await page.route(/\/assets\/ShareButton-[^/]+\.js$/, async (route) => {
        await released
        await route.continue()
      })
      await installTestWallet(page, { account: 2 })
      await depositAs(2, usdc('2500'))
      await page.goto('/yarms')
      await signInWithX(page, 'carol_ct')
      await connectTestWallet(page)
      const tidepool = page.getByRole('article', { name: 'Tidepool' })
      await expect(tidepool.getByRole('region', { name: 'Your deposit' })).toContainText('2,500 USDC')
      const withdraw = tidepool.getByRole('button', { name: 'Withdraw', exact: true })
      await expect(withdraw).toBeVisible()
      await expect(tidepool.getByRole('button', { name: 'Share my position' })).toHaveCount(0)
      const before = await withdraw.boundingBox()
      release()
      await expect(tidepool.getByRole('button', { name: 'Share my position' })).toBeVisible()
      expect(await withdraw.boundingBox()).toEqual(before)
    } finally {
      await revert(base)
    }
  })
})
