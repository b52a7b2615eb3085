import type { Hex } from 'viem'
import { LOCAL_CHAINS } from '../../contracts/plan.mjs'
import { rpc } from '../e2e/fixtures/chain'
import { label, poll, type Step, toWire } from './driver'
import { FirefoxDriver } from './firefox'
import { type Driver, expect, test } from './fixtures'

/**
 * The newcomer's journeys, in WebKit and Firefox (playwright.engines.config.ts), as the Chromium journeys
 * in tests/e2e walk them.
 */

const banner: Step = { role: 'banner' }
const CHAINS = LOCAL_CHAINS.map(({ port }) => `http://127.0.0.1:${port}`)

async function signInWithX(driver: Driver, xHandle: string) {
  const back = (await driver.url()).pathname
  await driver.click([banner, { role: 'button', name: 'Connect X' }])
  await driver.click({ role: 'button', name: `Sign in as @${xHandle}` })
  await driver.waitFor({ role: 'button', name: `X account @${xHandle}` })
  const url = await driver.url()
  expect(url.pathname).toBe(back)
  expect(url.hash).toBe('')
}

/** The demo wallet's prompt (a "Demo wallet" dialog with Confirm). */
const prompt: Step = { role: 'dialog', name: 'Demo wallet', hasText: 'Confirm' }

async function connectDemoWallet(driver: Driver, account: number) {
  await driver.click([banner, { role: 'button', name: 'Connect Wallet' }])
  await driver.click([
    { role: 'dialog', name: 'Connect a Wallet' },
    { role: 'button', name: 'Demo wallet' },
  ])
  await driver.click([prompt, { role: 'radio', name: new RegExp(`^Account ${account}\\b`) }])
  await driver.click([prompt, { role: 'button', name: 'Confirm' }])
}

test('X sign-in, and back on the page left, signed in', async ({ driver }) => {
  await driver.goto('/pre-yarms')
  await signInWithX(driver, 'alice_yaps')
  expect((await driver.url()).href).not.toContain('accessToken')
  await driver.reload()
  await driver.waitFor({ role: 'button', name: 'X account @alice_yaps' })
})

test('the board: rows, the next page, and a search', async ({ driver }) => {
  await driver.goto('/yarmerboard')
  await driver.waitFor({ role: 'heading', level: 1, name: 'Yarmerboard' })
  const firstRank = [{ role: 'table' }, { role: 'row', name: /^1 / }]
  await driver.waitFor(firstRank)
  // The board draws its 50 rows a few at a time, moving Next down as it goes: a person clicks it once
  // the page of rows is there (in WebKit a press and its release otherwise landed on different elements).
  await driver.waitFor([{ role: 'table' }, { role: 'row', name: /^50 / }])
  await driver.click([
    { role: 'navigation', name: 'Yarmerboard pages' },
    { role: 'button', name: 'Next' },
  ])
  await driver.waitFor([{ role: 'table' }, { role: 'row', name: /^51 / }])
  await driver.fill({ role: 'searchbox', name: 'Search by handle' }, 'carol')
  await driver.waitFor({ role: 'table', name: 'Yarmerboard, 30 days, matching “carol”' })
  await driver.waitFor({ role: 'link', name: '@carol_ct' })
  expect(Object.fromEntries((await driver.url()).searchParams)).toEqual({ search: 'carol' })
})

test('Connect Wallet → Demo wallet, verify, activate and vote', async ({ driver }) => {
  await driver.goto('/')
  await signInWithX(driver, 'alice_yaps')
  await connectDemoWallet(driver, 5)
  const verify: Step = { role: 'dialog', name: 'Verify your account' }
  await driver.click([verify, { role: 'button', name: 'Sign message' }])
  await driver.waitForText(prompt, 'wants you to sign in with your Ethereum account')
  await driver.click([prompt, { role: 'button', name: 'Confirm' }])
  await driver.waitForGone(verify)
  await driver.click([{ role: 'main' }, { role: 'button', name: 'Get started: activation check-list' }])
  const checklist: Step = { role: 'dialog', name: 'Activation check-list' }
  const activate: Step[] = [checklist, { role: 'listitem', hasText: 'Activate your account' }]
  await driver.click([...activate, { role: 'button', name: 'Activate' }])
  await driver.waitForText(activate, '(done)')
  await driver.click([checklist, { role: 'button', name: 'Close' }])
  await driver.waitForGone(checklist)
  await driver.waitFor({ role: 'region', name: 'Welcome back, @alice_yaps' })

  await driver.goto('/pre-yarms')
  const moss: Step = { role: 'article', name: 'Moss Labs' }
  await driver.click([moss, { role: 'button', name: 'Vote for Moss Labs' }])
  await driver.waitFor([moss, { role: 'button', name: 'Voted for Moss Labs' }])
})

test('the phone wallet: Copy link, pasted in the phone wallet page in another window, approved and signed there', async ({
  driver,
}) => {
  await driver.goto('/')
  await signInWithX(driver, 'alice_yaps')
  await driver.click([banner, { role: 'button', name: 'Connect Wallet' }])
  await driver.click([
    { role: 'dialog', name: 'Connect a Wallet' },
    { role: 'button', name: 'Safe' },
  ])
  const scan: Step = { role: 'dialog', name: 'Scan with Safe' }
  // The first link loads the WalletConnect SDK, starts it and reaches the local relay.
  await driver.waitFor([scan, { role: 'img', name: 'QR code to connect Safe' }], 20_000)
  await driver.click([scan, { role: 'button', name: 'Copy link' }])
  await driver.waitFor([scan, { role: 'button', name: 'Copied!' }])
  const app = await driver.tab()
  const phone = await driver.newTab('/phone-wallet')
  await driver.waitFor({ role: 'heading', level: 1, name: 'Phone wallet (demo)' })
  await driver.paste({ role: 'textbox', name: 'WalletConnect link' })
  await driver.click({ role: 'button', name: 'Connect' })
  const wallet: Step = { role: 'dialog', name: 'Phone wallet (demo)' }
  await driver.waitForText(wallet, 'Yarm (http://localhost:4173) asks to connect', 15_000)
  // Account 2: a wallet alice_yaps has not verified, so the app offers verification next.
  await driver.click([wallet, { role: 'radio', name: /^Account 2\b/ }])
  await driver.click([wallet, { role: 'button', name: 'Approve' }])
  await driver.waitForText({ role: 'status' }, 'Connected to Yarm.', 15_000)

  await driver.switchTab(app)
  const verify: Step = { role: 'dialog', name: 'Verify your account' }
  await driver.waitFor(verify, 15_000)
  await driver.click([verify, { role: 'button', name: 'Sign message' }])
  await driver.switchTab(phone)
  await driver.waitForText(wallet, 'Sign this message with 0x7099…79C8?', 15_000)
  await driver.click([wallet, { role: 'button', name: 'Confirm' }])
  await driver.waitForText({ role: 'status' }, 'Answered personal_sign for Yarm.')
  await driver.switchTab(app)
  await driver.waitForGone(verify, 15_000)
  await driver.waitFor([banner, { role: 'button', name: 'Network: Base' }])
})

test('My Referrals: signed out it asks for X, and comes back with the referrals', async ({ driver }) => {
  await driver.goto('/my-referrals?page=2')
  await driver.waitFor({ role: 'heading', level: 1, name: 'My Referrals' })
  await driver.click([{ role: 'main' }, { role: 'button', name: 'Connect X to see your referrals' }])
  await driver.click({ role: 'button', name: 'Sign in as @carol_ct' })
  await driver.waitForText({ role: 'region', name: 'Your referral code' }, 'CAROL7')
  const url = await driver.url()
  expect(url.pathname + url.search).toBe('/my-referrals?page=2')
  await driver.waitFor([
    { role: 'region', name: 'Invited by' },
    { role: 'link', name: '@0xLeo4371' },
  ])
})

test.describe('on the chain', () => {
  let snapshots: Hex[] = []
  test.beforeEach(async () => {
    snapshots = await Promise.all(CHAINS.map((url) => rpc<Hex>('evm_snapshot', [], { url })))
  })
  test.afterEach(async () => {
    for (const [index, url] of CHAINS.entries()) {
      expect(await rpc<boolean>('evm_revert', [snapshots[index]], { url })).toBe(true)
    }
  })

  test('a deposit into Tidepool, then a withdrawal and its claim, each confirmed in the demo wallet', async ({
    driver,
  }) => {
    test.slow()
    await driver.goto('/yarms')
    await signInWithX(driver, 'carol_ct')
    // Carol's linked wallet is account 3: verified at once.
    await connectDemoWallet(driver, 3)
    await driver.waitFor([banner, { role: 'button', name: /^Account / }])
    const tidepool: Step = { role: 'article', name: 'Tidepool' }
    await driver.click([tidepool, { role: 'button', name: 'Deposit' }])
    const dialog: Step = { role: 'dialog', name: 'Deposit into Tidepool' }
    await driver.waitForText(dialog, 'Balance: 100,000 USDC')
    await driver.fill([dialog, { role: 'textbox', name: 'Amount' }], '1000')
    await driver.click([dialog, { role: 'button', name: 'Deposit' }])
    await confirmUntil(driver, [dialog, { role: 'status', hasText: 'Deposited 1,000 USDC into Tidepool.' }])
    await driver.click([dialog, { role: 'button', name: 'Close' }])
    await driver.waitForGone(dialog)

    await driver.waitForText([tidepool, { role: 'region', name: 'Your deposit' }], '1,000 USDC')
    await driver.click([tidepool, { role: 'button', name: 'Withdraw' }])
    const withdraw: Step = { role: 'dialog', name: 'Withdraw from Tidepool' }
    await driver.waitForText(withdraw, 'Your deposit: 1,000 USDC')
    await driver.fill([withdraw, { role: 'textbox', name: 'Amount' }], '400')
    await driver.click([withdraw, { role: 'button', name: 'Withdraw' }])
    await confirmUntil(driver, [withdraw, { role: 'status', hasText: 'Withdrawal of 400 USDC requested.' }])
    await driver.click([withdraw, { role: 'button', name: 'Close' }])
    await driver.waitForGone(withdraw)

    // The demo's development tools move the chain's clock past the 7 days' delay.
    const request: Step[] = [tidepool, { role: 'region', name: 'Pending withdrawals' }, { role: 'listitem' }]
    await driver.waitForText(request, '400 USDC')
    await driver.click({ role: 'button', name: 'Dev tools' })
    const tools: Step = { role: 'dialog', name: 'Development tools' }
    await driver.click([tools, { role: 'button', name: '+7 days' }])
    await driver.waitForText([tools, { role: 'status' }], 'Base time is now')
    await driver.press('Escape')
    await driver.waitForGone(tools)
    await driver.waitForText(request, 'Ready to claim')
    await driver.click([...request, { role: 'button', name: 'Claim' }])
    await confirmUntil(driver, [
      tidepool,
      { role: 'region', name: 'Pending withdrawals' },
      { role: 'status', hasText: 'Claimed 400 USDC from Tidepool.' },
    ])
    await driver.waitForText([tidepool, { role: 'region', name: 'Your deposit' }], '600 USDC')
  })
})

/** Confirms each prompt of the demo wallet (approve and deposit, or one batch) until `done` shows. */
async function confirmUntil(driver: Driver, done: Step[]) {
  await poll(
    label(done),
    async () => {
      if (await driver.exists(done)) return true
      if (await driver.exists(prompt)) await driver.click([prompt, { role: 'button', name: 'Confirm' }])
      return false
    },
    60_000,
  )
}

/** Waits until the service worker has installed and claimed the page (on a first visit). */
async function serviceWorkerInControl(driver: Driver) {
  await driver.waitUntil('the service worker to control the page', async () => {
    const registration = await navigator.serviceWorker.ready
    return Boolean(registration.active && navigator.serviceWorker.controller)
  })
}

/** Offline: Firefox can cut the page's network; WebDriver classic cannot, so the servers stop. */
function goOffline(driver: Driver, servers: { up(): Promise<void>; down(): Promise<void> }) {
  return async (on: boolean) => {
    if (driver instanceof FirefoxDriver) await driver.setOffline(on)
    else if (on) await servers.down()
    else await servers.up()
  }
}

/** Moss Labs' vote count as the API has it. */
async function mossVotes(): Promise<number> {
  const list = (await (await fetch('http://127.0.0.1:8787/v1/project/preyarm')).json()) as {
    items: { id: string; votes: { count: number } }[]
  }
  return list.items.find((item) => item.id === 'moss-labs')?.votes.count ?? Number.NaN
}

test('a repeat visit offline: the service worker controls the page and serves it', async ({
  driver,
  servers,
}) => {
  await driver.goto('/')
  // The first visit: the service worker installs and claims the page.
  await serviceWorkerInControl(driver)
  // The repeat visit, online: the code loaded on first need now goes through the service worker.
  await driver.goto('/yarmerboard')
  await driver.waitFor([{ role: 'table' }, { role: 'row', name: /^1 / }])

  const offline = goOffline(driver, servers)
  await offline(true)
  try {
    await driver.goto('/yarmerboard')
    await driver.waitFor({ role: 'heading', level: 1, name: 'Yarmerboard' })
    expect(await driver.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
    await driver.waitFor([{ role: 'table' }, { role: 'row', name: /^1 / }])
  } finally {
    await offline(false)
  }
})

test('Arabic: chosen in the footer, the page turns right to left', async ({ driver }) => {
  await driver.goto('/')
  const footer: Step = { role: 'contentinfo' }
  await driver.click([footer, { role: 'button', name: /^Language: / }])
  await driver.click([footer, { role: 'option', name: 'العربية' }])
  await driver.waitUntil('Arabic, right to left', () => document.documentElement.dir === 'rtl')
  expect(await driver.evaluate(() => document.documentElement.lang)).toBe('ar-AR')
  const nav: Step[] = [banner, { role: 'navigation', name: 'التنقل الرئيسي' }]
  await driver.waitFor([...nav, { role: 'link', name: 'إحالاتي' }])
  const logo = await driver.box([banner, { role: 'link', name: 'الصفحة الرئيسية لـ Yarm' }])
  const navBox = await driver.box(nav)
  const connectX = await driver.box([banner, { role: 'button', name: 'ربط X' }])
  // Mirrored: the logo at the right end, then the navigation, then the account actions at the left.
  expect(logo.x).toBeGreaterThan(navBox.x)
  expect(navBox.x).toBeGreaterThan(connectX.x)
  await driver.reload()
  expect(await driver.evaluate(() => document.documentElement.dir)).toBe('rtl')
})

test('the connect modal by keyboard: open, trap, Escape back to the opener, connect', async ({ driver }) => {
  await driver.goto('/')
  const opener: Step[] = [banner, { role: 'button', name: 'Connect Wallet' }]
  await driver.tabTo(opener)
  await driver.press('Enter')
  const modal: Step = { role: 'dialog', name: 'Connect a Wallet' }
  await driver.waitFor(modal)
  for (let i = 0; i < 20; i++) await driver.press('Tab')
  expect(
    await driver.evaluate(() => Boolean(document.activeElement?.closest('dialog, [role="dialog"]'))),
  ).toBe(true)
  await driver.press('Escape')
  await driver.waitForGone(modal)
  await driver.waitUntil(
    'the focus back on Connect Wallet',
    () => document.activeElement?.textContent === 'Connect Wallet',
  )
  await driver.press('Enter')
  await driver.tabTo([modal, { role: 'button', name: 'Demo wallet' }])
  await driver.press('Enter')
  await driver.tabTo([prompt, { role: 'button', name: 'Confirm' }])
  await driver.press('Enter')
  await driver.waitFor([banner, { role: 'button', name: 'Network: Base' }])
})

test('a vote cast offline is queued, kept through offline visits to other pages, and sent once back online', async ({
  driver,
  servers,
}) => {
  // In WebKit (offline here means the servers stopped; navigator.onLine stays true) this journey found four
  // faults: the shell's cache emptied after the X sign-in's visit to another site (swPrecacheRepair.ts), a
  // background chunk failing that reloaded the page (chunkReload.ts), Pre-Yarms dropping its copy for the
  // error, and a write the board page had under way as it went into the back-forward cache, which held the
  // store so that Pre-Yarms could not read its copy (persistence.ts).
  const before = await mossVotes()
  await driver.goto('/pre-yarms')
  await serviceWorkerInControl(driver)
  await signInWithX(driver, 'carol_ct')
  const moss: Step = { role: 'article', name: 'Moss Labs' }
  const vote: Step[] = [moss, { role: 'button', name: 'Vote for Moss Labs' }]
  // Offered once the user's votes are known; until then it is shown, not offered.
  await driver.waitFor(vote)
  await driver.waitUntil(
    'Vote for Moss Labs to be offered',
    (s) =>
      (window as unknown as { __engineFind: (s: unknown) => Element | null })
        .__engineFind(s)
        ?.getAttribute('aria-disabled') === 'false',
    toWire(vote),
  )

  const offline = goOffline(driver, servers)
  const queued: Step[] = [moss, { role: 'button', name: 'Voted for Moss Labs, waiting to be sent' }]
  await offline(true)
  try {
    await driver.click(vote)
    await driver.waitFor(queued)
    await driver.goto('/yarmerboard')
    await driver.waitFor({ role: 'heading', level: 1, name: 'Yarmerboard' })
    await driver.goto('/pre-yarms')
    await driver.waitFor(queued)
    expect(await mossVotes().catch(() => before)).toBe(before)
  } finally {
    await offline(false)
  }
  // The queue tries again when the browser is back online, or on its own (first after 5 s).
  await driver.waitFor([moss, { role: 'button', name: 'Voted for Moss Labs' }], 30_000)
  await poll('the vote to reach the API', async () => (await mossVotes()) === before + 1)
  await driver.reload()
  await driver.waitFor([moss, { role: 'button', name: 'Voted for Moss Labs' }])
  expect(await mossVotes()).toBe(before + 1)
})
