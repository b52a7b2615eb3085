import { numberToHex } from 'viem'
import { testApi } from './fixtures/api'
import { dropRoutesAfterEach, fetchOwn } from './fixtures/routes'
import { signInWithX } from './fixtures/signIn'
import { expect, test } from './fixtures/test'
import { installTestWallet, WALLET_NAME } from './fixtures/wallet'
import { usdc } from './fixtures/yarmChain'
import { connectOnYarms, openDeposit, restoreChainsAfterEach } from './fixtures/yarmJourneys'

dropRoutesAfterEach()

// Spec sections 4 and 8: texts a person reads on the way through a slow sign-in, a missing wallet
// provider and a failing chain node, each reached the way a person meets it.

test.beforeEach(async ({ request }) => {
  await testApi(request).reset()
})

// The route below must see the page's chain requests: no service worker in between.
test.use({ serviceWorkers: 'block' })
restoreChainsAfterEach()

test('wallet sign-in: preparing the message, waiting for the signature, verifying it (idle → signing → verifying)', async ({
  page,
  request,
}) => {
  const api = testApi(request)
  const wallet = await installTestWallet(page, { account: 1 })
  await page.goto('/')
  await signInWithX(page, 'alice_yaps')
  // The nonce the view asks for on opening is slow to come.
  await api.fault({ delayMs: 4_000, pathPrefix: '/v1/auth/wallet/nonce', times: 1 })
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect a Wallet' })
    .getByRole('button', { name: WALLET_NAME })
    .click()
  const verify = page.getByRole('dialog', { name: 'Verify your account' })
  const sign = verify.getByRole('button', { name: 'Sign message' })
  const cancel = verify.getByRole('button', { name: 'Cancel' })
  // Idle: nothing under way, both buttons live.
  await expect(sign).toBeEnabled()
  await expect(cancel).toBeEnabled()

  // The person holds the signature prompt open until told to answer.
  let answer: (signature: unknown) => void = () => {}
  wallet.answerNextSignatureWith(
    new Promise((resolve) => {
      answer = resolve
    }),
  )
  await sign.click()
  const busy = verify.getByRole('button', { name: /…$/ })
  // Signing: first the message is prepared (the nonce still on its way) ...
  await expect(busy).toHaveText('Preparing message…')
  await expect(busy).toBeDisabled()
  await expect(cancel).toBeEnabled()
  // ... then the wallet is asked.
  await expect(busy).toHaveText('Waiting for signature…', { timeout: 10_000 })
  await expect(verify.getByText('Waiting for signature…', { exact: true }).first()).toBeVisible()
  await expect(busy).toBeDisabled()
  await expect(cancel).toBeEnabled()
  await expect.poll(() => wallet.signatures.length).toBe(1)

  // Verifying: the API is slow to check the signature; nobody can cancel half-way.
  await api.fault({ delayMs: 4_000, pathPrefix: '/v1/auth/wallet/verify', times: 1 })
  answer(wallet.signatures[0]?.signature)
  await expect(busy).toHaveText('Verifying signature…')
  await expect(busy).toBeDisabled()
  await expect(cancel).toBeDisabled()

  await expect(verify).toBeHidden({ timeout: 10_000 })
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account / })).toBeVisible()
})

test('an extension whose provider is gone by the time it is chosen: "Provider not found." and a Retry', async ({
  page,
}) => {
  // An extension that only sets window.ethereum (no EIP-6963 announcement): listed as installed.
  await page.addInitScript(() => {
    Object.defineProperty(window, 'ethereum', {
      configurable: true,
      value: { isRabby: true, request: () => new Promise(() => {}), on: () => {}, removeListener: () => {} },
    })
  })
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click()
  const modal = page.getByRole('dialog', { name: 'Connect a Wallet' })
  const browserWallet = modal
    .getByRole('region', { name: 'Installed' })
    .getByRole('button', { name: 'Rabby Wallet' })
  await expect(browserWallet).toBeVisible()
  // The person turns the extension off with the modal open.
  await page.evaluate(() => {
    delete (window as { ethereum?: unknown }).ethereum
  })
  await browserWallet.click()
  const pane = page.getByRole('dialog', { name: 'Rabby Wallet' })
  await expect(pane.getByRole('alert')).toContainText('Provider not found.')
  await expect(pane.getByRole('button', { name: 'Retry' })).toBeVisible()
})

test('the chain node answers a deposit\'s read with an error: "RPC request failed", and nothing is sent', async ({
  page,
}) => {
  const wallet = await installTestWallet(page, { account: 2 })
  await connectOnYarms(page)
  const dialog = await openDeposit(page)
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('100')

  // From now on the page's node refuses to give blocks, with an error code of its own.
  let refused = 0
  await page.route(
    (url) => url.port === '8545',
    async (route) => {
      const body = route.request().postData() ?? ''
      if (!body.includes('eth_getBlockByNumber')) return route.fallback()
      const parsed = JSON.parse(body) as { id: number; method: string } | { id: number; method: string }[]
      const answer = (call: { id: number; method: string }) => {
        if (call.method !== 'eth_getBlockByNumber') return null
        refused++
        return { jsonrpc: '2.0', id: call.id, error: { code: -32099, message: 'node is syncing' } }
      }
      if (!Array.isArray(parsed)) return route.fulfill({ json: answer(parsed) })
      // A batch: only the block reads are refused; the rest go to the node.
      const response = await fetchOwn(route)
      const answers = (await response.json()) as { id: number }[]
      await route.fulfill({
        json: answers.map(
          (item) => answer(parsed.find((call) => call.id === item.id) ?? { id: 0, method: '' }) ?? item,
        ),
      })
    },
  )
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click()
  // viem words it "RPC Request failed."; the spec's catalogue "RPC request failed".
  await expect(dialog.getByRole('alert')).toHaveText(/^The deposit could not be sent: RPC request failed\.$/i)
  expect(refused).toBeGreaterThan(0)
  expect(
    wallet.requests.filter((request) =>
      ['eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_sendCalls'].includes(request.method),
    ),
  ).toHaveLength(0)
})

test('the chain node never answers the deposit\'s estimate: after the 10 s time-out and 3 retries, "The request took too long to respond"', async ({
  page,
}) => {
  // The page's clock runs as usual until the test moves it on past the waits.
  await page.clock.install()
  const wallet = await installTestWallet(page, { account: 2 })
  await connectOnYarms(page)
  const dialog = await openDeposit(page)
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('100')

  // The node takes every estimate of this deposit (the one carrying the amount typed) and never answers.
  const amount = numberToHex(usdc('100'), { size: 32 }).slice(2)
  let attempts = 0
  await page.route(
    (url) => url.port === '8545',
    async (route) => {
      const body = route.request().postData() ?? ''
      if (!body.includes('eth_estimateGas') || !body.includes(amount)) return route.fallback()
      attempts++
      await new Promise(() => {})
    },
  )
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click()
  await expect.poll(() => attempts).toBe(1)
  const error = dialog.getByRole('alert')
  // Not given up on before its time.
  await page.clock.runFor(9_000)
  expect(attempts).toBe(1)
  await expect(error).toBeHidden()
  await expect
    .poll(
      async () => {
        await page.clock.runFor(1_000)
        return error.isVisible()
      },
      { intervals: [20], timeout: 60_000 },
    )
    .toBe(true)
  await expect(error).toHaveText('The deposit could not be sent: The request took too long to respond.')
  // The first request and 3 retries, each given up on after 10 s.
  expect(attempts).toBe(4)
  expect(wallet.requests.filter((request) => request.method === 'eth_sendTransaction')).toHaveLength(0)
})
