import type { Page, Route } from '@playwright/test'
import { getAddress, numberToHex } from 'viem'
import { mine, setAutomine, TEST_ACCOUNTS } from './fixtures/chain'
import { dropRoutesAfterEach } from './fixtures/routes'
import { expect, test } from './fixtures/test'
import { installTestWallet, type TestWallet } from './fixtures/wallet'
import { allowanceOf, sharesOf, usdc } from './fixtures/yarmChain'
import { connectOnYarms, openDeposit, restoreChainsAfterEach } from './fixtures/yarmJourneys'

dropRoutesAfterEach()

// Spec section 8, the connector and chain errors a person can meet: the wallet changes under a deposit
// the app is preparing (the person disconnects the site, picks another account, or another network in
// the extension while the node works out the deposit's fee). The other three (chain not configured,
// already connected, unavailable while reconnecting) no path of the app reaches: tests/SPEC.md says why,
// and `writeFailure.test` holds their words.

// The route below must see the page's chain requests: no service worker in between.
test.use({ serviceWorkers: 'block' })
restoreChainsAfterEach()

const AMOUNT = '100'

/**
 * The node takes its time over the gas estimate of the deposit itself (the one carrying the amount typed;
 * the fee shown beforehand is estimated for 1 unit), until the test lets it answer.
 */
async function holdDepositEstimate(page: Page) {
  const amount = numberToHex(usdc(AMOUNT), { size: 32 }).slice(2)
  let reached: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    reached = resolve
  })
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(
    (url) => url.port === '8545',
    async (route) => {
      const body = route.request().postData() ?? ''
      if (!body.includes('eth_estimateGas') || !body.includes(amount)) return route.fallback()
      reached()
      await released
      await route.fallback()
    },
  )
  return { held, release }
}

/** Deposits AMOUNT on Tidepool; while the node estimates it, `inTheWallet` runs. The dialog's error. */
async function depositWhile(page: Page, wallet: TestWallet, inTheWallet: () => Promise<void>) {
  await connectOnYarms(page)
  const dialog = await openDeposit(page)
  await dialog.getByRole('textbox', { name: 'Amount' }).fill(AMOUNT)
  const estimate = await holdDepositEstimate(page)
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click()
  await estimate.held
  await inTheWallet()
  estimate.release()
  const sent = () =>
    wallet.requests.filter((request) => ['eth_sendTransaction', 'wallet_sendCalls'].includes(request.method))
  return { error: dialog.getByRole('alert'), sent }
}

test('the person disconnects the site in the wallet while the deposit is prepared: "Connector not connected."', async ({
  page,
}) => {
  const wallet = await installTestWallet(page, { account: 2 })
  const { error, sent } = await depositWhile(page, wallet, () => wallet.disconnect())
  await expect(error).toHaveText('The deposit could not be sent: Connector not connected.')
  expect(sent()).toHaveLength(0)
})

test('the person picks another account in the wallet while the deposit is prepared: the account is not found', async ({
  page,
}) => {
  const wallet = await installTestWallet(page, { account: 2 })
  const { error, sent } = await depositWhile(page, wallet, () => wallet.useAccount(1))
  await expect(error).toHaveText(
    `The deposit could not be sent: Account "${getAddress(TEST_ACCOUNTS[2].address)}" not found for connector "Yarm Test Wallet".`,
  )
  expect(sent()).toHaveLength(0)
})

test('the person switches network in the wallet while the deposit is prepared: the chains do not match', async ({
  page,
}) => {
  const wallet = await installTestWallet(page, { account: 2 })
  const { error, sent } = await depositWhile(page, wallet, () => wallet.switchChain(10))
  await expect(error).toHaveText(
    'The deposit could not be sent: The current chain of the wallet (id: 10) does not match the target chain for the transaction (id: 8453 – Base).',
  )
  expect(sent()).toHaveLength(0)
})

// The wallet changes while the approval is on the chain, not yet mined, and then the node fails to answer
// for the approval's receipt once. The approval is the chain's, not the wallet's: it is followed to its end
// whichever account or network the wallet shows meanwhile, and the deposit then asks the wallet for the
// account and chain it was typed for (and says why it cannot).
async function approveWhile(page: Page, wallet: TestWallet, inTheWallet: () => Promise<void>) {
  const account = wallet.address
  await connectOnYarms(page)
  const dialog = await openDeposit(page)
  await dialog.getByRole('textbox', { name: 'Amount' }).fill(AMOUNT)
  await setAutomine(false)
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click()
  const steps = dialog.getByRole('list', { name: 'Deposit' }).getByRole('listitem')
  await expect(steps.first()).toHaveText('Step 1 of 2: approve 100 USDC · pending')
  await inTheWallet()
  const refused = await refuseReceipts(page)
  await mine()
  // The page asked for the receipt once the block was in, and the node failed it (after the retries).
  await expect.poll(refused.count).toBeGreaterThanOrEqual(4)
  await refused.stop()
  await expect(steps.first()).toHaveText('Step 1 of 2: approve 100 USDC · confirmed')
  expect(await allowanceOf(account)).toBe(usdc(AMOUNT))
  const sent = () => wallet.requests.filter((request) => request.method === 'eth_sendTransaction')
  return { account, error: dialog.getByRole('alert'), sent }
}

/** The node answers 500 to every receipt request until `stop`. */
async function refuseReceipts(page: Page) {
  let count = 0
  const handler = (route: Route) => {
    if (!(route.request().postData() ?? '').includes('eth_getTransactionReceipt')) return route.fallback()
    count += 1
    return route.fulfill({ status: 500, body: 'node down' })
  }
  const isNode = (url: URL) => url.port === '8545'
  await page.route(isNode, handler)
  return { count: () => count, stop: () => page.unroute(isNode, handler) }
}

test('another account is picked in the wallet while the approval is pending: the approval is still followed, and the deposit says the account is not found', async ({
  page,
}) => {
  const wallet = await installTestWallet(page, { account: 1, typedData: false })
  const { account, error, sent } = await approveWhile(page, wallet, () => wallet.useAccount(2))
  await expect(error).toHaveText(
    `The deposit could not be sent: Account "${getAddress(account)}" not found for connector "Yarm Test Wallet".`,
  )
  expect(sent()).toHaveLength(1)
  expect(await sharesOf(account)).toBe(0n)
})

test('another network is picked in the wallet while the approval is pending: the approval is still followed, and the deposit says the chains do not match', async ({
  page,
}) => {
  const wallet = await installTestWallet(page, { account: 1, typedData: false })
  const { account, error, sent } = await approveWhile(page, wallet, () => wallet.switchChain(10))
  await expect(error).toHaveText(
    'The deposit could not be sent: The current chain of the wallet (id: 10) does not match the target chain for the transaction (id: 8453 – Base).',
  )
  expect(sent()).toHaveLength(1)
  expect(await sharesOf(account)).toBe(0n)
})

test('the person disconnects the site in the wallet while the approval is pending: the approval is still followed, and the deposit is not sent', async ({
  page,
}) => {
  const wallet = await installTestWallet(page, { account: 1, typedData: false })
  const { account, error, sent } = await approveWhile(page, wallet, () => wallet.disconnect())
  await expect(error).toHaveText('The deposit could not be sent: Connector not connected.')
  expect(sent()).toHaveLength(1)
  expect(await sharesOf(account)).toBe(0n)
})
