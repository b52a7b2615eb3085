import { expect, test } from '@playwright/test'
import { mine, setAutomine } from './fixtures/chain'
import { installTestWallet } from './fixtures/wallet'
import { sharesOf, totalAssets, usdc } from './fixtures/yarmChain'
import {
  accountButton,
  connectAsCarolOnYarms,
  connectOnYarms,
  openDeposit,
  restoreChainsAfterEach,
} from './fixtures/yarmJourneys'

// The route below must see the page's chain requests: no service worker in between.
test.use({ serviceWorkers: 'block' })

restoreChainsAfterEach()

test('on another network the dialog offers to switch, then deposits there', async ({ page }) => {
  // On Ethereum, where Tidepool has no vault.
  const wallet = await installTestWallet(page, { account: 2, chainId: 1 })
  await connectOnYarms(page)
  const dialog = await openDeposit(page)
  await expect(dialog).toContainText('Your wallet is on another network. Switch to Base to deposit.')
  await expect(dialog.getByRole('button', { name: 'Deposit', exact: true })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Switch to Base' }).click()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Network: Base' })).toBeVisible()
  expect(wallet.chainId).toBe(8453)

  const before = await totalAssets()
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('300')
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click()
  await expect(dialog.getByRole('status')).toContainText('Deposited 300 USDC into Tidepool.')
  expect(await totalAssets()).toBe(before + usdc('300'))
})

test('a wallet that cannot switch networks for a site gets the spec sentence, and nothing is sent', async ({
  page,
}) => {
  await installTestWallet(page, { account: 2, chainId: 1, noChainSwitching: true })
  await connectOnYarms(page)
  const dialog = await openDeposit(page)
  await dialog.getByRole('button', { name: 'Switch to Base' }).click()
  await expect(dialog.getByRole('alert')).toContainText(
    'Your wallet does not support switching networks from Yarm',
  )
  await expect(page.getByRole('banner').getByRole('button', { name: 'Network: Base' })).toHaveCount(0)
})

test('the node goes down after the deposit is sent: it stays pending with the reason, then confirms when the node answers', async ({
  page,
}) => {
  const wallet = await installTestWallet(page, { account: 2 })
  await connectOnYarms(page)
  const dialog = await openDeposit(page)
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('640')

  await setAutomine(false)
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click()
  const steps = dialog.getByRole('list', { name: 'Deposit' }).getByRole('listitem')
  await expect(steps.last()).toHaveText('Step 2 of 2: deposit 640 USDC · pending')

  // The page's node stops answering (the wallet's own connection is not the page's).
  const down = (url: URL) => url.port === '8545'
  await page.route(down, (route) => route.abort('connectionrefused'))
  await expect(
    dialog
      .getByRole('status')
      .or(dialog.getByRole('alert'))
      .filter({ hasText: 'The network cannot be reached.' }),
  ).toBeVisible({
    timeout: 15_000,
  })
  // Mined while the page cannot see it: still pending there, never failed.
  await mine()
  expect(await sharesOf(wallet.address)).toBeGreaterThan(0n)
  await expect(steps.last()).toHaveText('Step 2 of 2: deposit 640 USDC · pending')

  await page.unroute(down)
  await setAutomine(true)
  await expect(steps.last()).toHaveText('Step 2 of 2: deposit 640 USDC · confirmed', { timeout: 20_000 })
  await expect(dialog.getByText('The network cannot be reached.', { exact: false })).toHaveCount(0)
  await expect(dialog.getByRole('status')).toContainText('Deposited 640 USDC into Tidepool.')
})

test('node down across a reload: the deposit stays pending (not failed), then confirms when the node answers', async ({
  page,
}) => {
  const wallet = await installTestWallet(page, { account: 2 })
  await connectAsCarolOnYarms(page)
  const dialog = await openDeposit(page)
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('420')
  await setAutomine(false)
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click()
  const steps = dialog.getByRole('list', { name: 'Deposit' }).getByRole('listitem')
  await expect(steps.last()).toHaveText('Step 2 of 2: deposit 420 USDC · pending')

  // The page's node goes down (the wallet's own connection is not the page's), then the page reloads.
  let receiptAsks = 0
  const down = (url: URL) => url.port === '8545'
  await page.route(down, (route) => {
    if ((route.request().postData() ?? '').includes('eth_getTransactionReceipt')) receiptAsks++
    return route.abort('connectionrefused')
  })
  await page.reload()
  await expect(accountButton(page)).toBeVisible()
  await accountButton(page).click()
  const modal = page.getByRole('dialog', { name: 'Account' })
  const deposit = modal.getByRole('listitem').filter({ hasText: 'Deposit 420 USDC into Tidepool' })
  await expect(deposit).toContainText('pending')
  // The watcher asks for the receipt, the node does not answer, and it asks again later (2 s back-off):
  // none of that is a failure.
  await expect.poll(() => receiptAsks, { timeout: 15_000 }).toBeGreaterThanOrEqual(2)
  await expect(deposit).toContainText('pending')
  await expect(deposit).not.toContainText('failed')

  // Mined while the page cannot see it: still pending there.
  await mine()
  expect(await sharesOf(wallet.address)).toBeGreaterThan(0n)
  await expect(deposit).toContainText('pending')

  await page.unroute(down)
  await setAutomine(true)
  await expect(deposit).toContainText('confirmed', { timeout: 40_000 })
  expect(await page.evaluate(() => localStorage.getItem('yarm.transactions') ?? '')).not.toContain('"failed"')
})
