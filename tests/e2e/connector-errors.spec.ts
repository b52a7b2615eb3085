import { expect, type Page, test } from '@playwright/test'
import { getAddress, numberToHex } from 'viem'
import { TEST_ACCOUNTS } from './fixtures/chain'
import { dropRoutesAfterEach } from './fixtures/routes'
import { installTestWallet, type TestWallet } from './fixtures/wallet'
import { usdc } from './fixtures/yarmChain'
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
