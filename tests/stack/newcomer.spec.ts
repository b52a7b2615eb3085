import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'

/**
 * A newcomer: `npm ci && npm start`, a browser with no wallet extension. The demo build's Demo wallet
 * connects and deposits into a live Yarm on the local Base, each request confirmed in its own prompt.
 */

const deployments = JSON.parse(readFileSync('contracts/out/deployments.json', 'utf8')) as Record<
  string,
  { vaults: Record<string, string> }
>
const TIDEPOOL_VAULT = deployments['8453']?.vaults['yarm-tidepool-1'] ?? ''

const prompt = (page: Page) =>
  page
    .getByRole('dialog', { name: 'Demo wallet' })
    .filter({ has: page.getByRole('button', { name: 'Confirm' }) })

/** The vault's totalAssets() on the stack's Base node. */
async function totalAssets(): Promise<bigint> {
  const response = await fetch('http://127.0.0.1:8545', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_call',
      params: [{ to: TIDEPOOL_VAULT, data: '0x01e1d114' }, 'latest'],
    }),
  })
  const { result } = (await response.json()) as { result: string }
  return BigInt(result)
}

test("npm start's stack: with no extension, a newcomer connects the Demo wallet and deposits into a live Yarm", async ({
  page,
}) => {
  const before = await totalAssets()
  expect(before).toBeGreaterThan(0n) // the stack opened the vault with its seed deposits in

  await page.goto('/yarms')
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect a Wallet' })
    .getByRole('button', { name: 'Demo wallet' })
    .click()
  await expect(prompt(page)).toContainText('asks to connect')
  await prompt(page).getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Network: Base' })).toBeVisible()
  // Not signed in with X: the verification is offered; a deposit does not need it.
  const verify = page.getByRole('dialog', { name: 'Verify your account' })
  await expect(verify).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(verify).toBeHidden()

  const tidepool = page.getByRole('article', { name: 'Tidepool' })
  await tidepool.getByRole('button', { name: 'Deposit', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Deposit into Tidepool' })
  // Every demo account holds 100,000 USDC from the stack.
  await expect(dialog.getByText('Balance: 100,000 USDC')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('250')
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click()

  // The wallet asks before anything is sent: once if it batches approval and deposit, else per step.
  const done = dialog.getByRole('status').filter({ hasText: 'Deposited 250 USDC into Tidepool.' })
  for (let asked = 0; asked < 3; asked++) {
    await expect(prompt(page).or(done)).toBeVisible({ timeout: 20_000 })
    if (await done.isVisible()) break
    await prompt(page).getByRole('button', { name: 'Confirm' }).click()
    await expect(prompt(page)).toBeHidden()
  }
  await expect(done).toBeVisible({ timeout: 20_000 })
  // The stack's keeper adds a few cents of yield every 15 s, so the vault grows by the deposit and at most that.
  const grown = (await totalAssets()) - before
  expect(grown).toBeGreaterThanOrEqual(250_000_000n)
  expect(grown).toBeLessThan(251_000_000n)

  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await expect(tidepool.getByRole('region', { name: 'Your deposit' })).toContainText('250 USDC')
})
