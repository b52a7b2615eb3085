import { expect, type Page, test } from '@playwright/test'
import { testApi } from './fixtures/api'
import { mine } from './fixtures/chain'
import { connectTestWallet } from './fixtures/connect'
import { signInWithX } from './fixtures/signIn'
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

test('a transaction never mined is waited for 5 minutes, then left pending (not failed) until the next load', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.clock.install()
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
  await page.clock.runFor(225_000)
  receiptAsks = 0
  await mine()
  await page.clock.runFor(15_000)
  await expect.poll(() => receiptAsks).toBeGreaterThan(0)
  await page.clock.runFor(70_000)
  // A lookup begun before the 300 s may still finish its own few retries (viem's, 0.2 s doubling):
  // let those run out. A wait still running would keep asking at every step and never settle.
  let settled = -1
  for (let step = 0; step < 8 && settled !== receiptAsks; step++) {
    settled = receiptAsks
    await page.clock.runFor(15_000)
    await page.waitForTimeout(300)
  }
  const afterGivingUp = receiptAsks
  await mine()
  await page.clock.runFor(60_000)
  await page.waitForTimeout(1_000)
  // Only the chain decides failure (a revert or a replacement): the transaction stays pending, and
  // nobody asks for its receipt any more on this page.
  await expect(row).toContainText('pending')
  expect(receiptAsks).toBe(afterGivingUp)
  // The next load looks at it again.
  await page.reload()
  await expect.poll(() => receiptAsks).toBeGreaterThan(afterGivingUp)
})
