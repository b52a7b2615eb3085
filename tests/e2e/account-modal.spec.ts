import type { Page, Request } from '@playwright/test'
import { testApi } from './fixtures/api'
import { ANVIL_URL, mine } from './fixtures/chain'
import { connectTestWallet } from './fixtures/connect'
import { signInWithX } from './fixtures/signIn'
import { expect, test } from './fixtures/test'
import { installTestWallet } from './fixtures/wallet'

test.beforeEach(async ({ request }) => {
  await testApi(request).reset()
})

const hash = (n: number) => `0x${n.toString(16).padStart(64, 'a')}`

/** Transactions stored before the app starts, newest first, as the transaction store keeps them. */
async function storeTransactions(
  page: Page,
  address: string,
  list: { description: string; status: string }[],
) {
  await page.addInitScript(
    ({ key, value }) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1')
        localStorage.setItem('yarm.transactions', JSON.stringify({ [key]: value }))
      }
    },
    {
      key: `${address.toLowerCase()}:8453`,
      value: list.map((tx, index) => ({ ...tx, hash: hash(index + 1) })),
    },
  )
}

async function openAccount(page: Page) {
  await page.goto('/')
  await signInWithX(page, 'carol_ct')
  await connectTestWallet(page)
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account / })
    .click()
  return page.getByRole('dialog', { name: 'Account' })
}

test('the account modal shows only the last 3 transactions, a failed one as failed, and Clear empties them', async ({
  page,
}) => {
  const wallet = await installTestWallet(page, { account: 2 })
  await storeTransactions(page, wallet.address, [
    { description: 'Fifth', status: 'failed' },
    { description: 'Fourth', status: 'confirmed' },
    { description: 'Third', status: 'confirmed' },
    { description: 'Second', status: 'confirmed' },
    { description: 'First', status: 'failed' },
  ])
  const modal = await openAccount(page)
  const rows = modal.getByRole('listitem').filter({ has: page.getByRole('link') })
  await expect(rows).toHaveCount(3)
  await expect(rows).toHaveText([/^Fifth\s*failed$/i, /^Fourth\s*confirmed$/i, /^Third\s*confirmed$/i])
  await modal.getByRole('button', { name: 'Clear All' }).click()
  await expect(rows).toHaveCount(0)
  await expect(modal).toContainText('Your transactions will appear here…')
  expect(await page.evaluate(() => localStorage.getItem('yarm.transactions'))).not.toContain('Fifth')
})

/**
 * Counts the page's requests to the node still in flight, and moves the page's clock forward in steps of
 * 5 s, each once none is. One jump over a request in flight would time it out in viem's transport (after
 * 10 s) though the node answered at once, which no real clock does: the watch would take it for a slow node.
 */
function nodeClock(page: Page) {
  let inFlight = 0
  const isNode = (url: string) => url.startsWith(ANVIL_URL)
  page.on('request', (request) => {
    if (isNode(request.url())) inFlight++
  })
  const settled = (request: Request) => {
    if (isNode(request.url())) inFlight--
  }
  page.on('requestfinished', settled)
  page.on('requestfailed', settled)
  return async function advance(ms: number) {
    for (let left = ms; left > 0; left -= 5_000) {
      await expect.poll(() => inFlight).toBe(0)
      await page.clock.runFor(Math.min(left, 5_000))
    }
    await expect.poll(() => inFlight).toBe(0)
  }
}

test('a transaction never mined is waited for 5 minutes, then left pending (not failed) until the next load', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.clock.install()
  const advance = nodeClock(page)
  const wallet = await installTestWallet(page, { account: 2 })
  await storeTransactions(page, wallet.address, [{ description: 'Never mined', status: 'pending' }])
  let receiptAsks = 0
  // The wait asks the node about the transaction: its receipt, and (not found yet) the transaction itself.
  page.on('request', (request) => {
    const body = request.method() === 'POST' ? (request.postData() ?? '') : ''
    if (body.includes(hash(1)) && /eth_getTransaction(Receipt|ByHash)/.test(body)) receiptAsks++
  })
  const modal = await openAccount(page)
  const row = modal.getByRole('listitem').filter({ hasText: 'Never mined' })
  await expect(row).toContainText('pending')
  // The wait started when the account connected, some real seconds before this (tens on a loaded
  // machine), so the bounds leave room: still asking after 4 minutes, given up 5 minutes in.
  // A block is mined in each window: a wait still running asks again when the chain moves.
  // The asks counted are only those between 225 s and 240 s: the early ones prove nothing.
  await advance(225_000)
  receiptAsks = 0
  await mine()
  await advance(15_000)
  expect(receiptAsks).toBeGreaterThan(0)
  // Past the 300 s. A lookup begun before them may still finish its own few retries (viem's, 0.2 s
  // doubling), which `advance` lets run out.
  await advance(70_000)
  const afterGivingUp = receiptAsks
  await mine()
  await advance(60_000)
  // Only the chain decides failure (a revert or a replacement): the transaction stays pending, and
  // nobody asks for its receipt any more on this page.
  await expect(row).toContainText('pending')
  expect(receiptAsks).toBe(afterGivingUp)
  // The next load looks at it again.
  await page.reload()
  await expect.poll(() => receiptAsks).toBeGreaterThan(afterGivingUp)
})
