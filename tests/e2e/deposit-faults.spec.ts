import type { Route } from '@playwright/test'
import { decodeFunctionData, type Hex, multicall3Abi } from 'viem'
import { mine, rpc, setAutomine, TEST_ACCOUNTS } from './fixtures/chain'
import { fetchOwn } from './fixtures/routes'
import { expect, test } from './fixtures/test'
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

test('not enough ETH for the fee: the dialog says so and nothing is sent; a fee that cannot be estimated is said so and blocks nothing', async ({
  page,
}) => {
  const wallet = await installTestWallet(page, { account: 2 })
  await rpc('anvil_setBalance', [TEST_ACCOUNTS[2].address, '0x0'])
  // The node refuses every fee estimate at first.
  const estimates = (url: URL) => url.port === '8545'
  await page.route(estimates, async (route) => {
    const body = route.request().postData() ?? ''
    if (!body.includes('eth_estimateGas')) return route.fallback()
    const refuse = (request: { id: number }) => ({
      jsonrpc: '2.0',
      id: request.id,
      error: { code: -32000, message: 'estimate refused' },
    })
    const parsed = JSON.parse(body) as { id: number } | { id: number }[]
    await route.fulfill({ json: Array.isArray(parsed) ? parsed.map(refuse) : refuse(parsed) })
  })
  await connectOnYarms(page)
  let dialog = await openDeposit(page)
  await expect(dialog).toContainText(
    'Estimated network fee: cannot be worked out now; your wallet will show it',
  )
  const amount = dialog.getByRole('textbox', { name: 'Amount' })
  await amount.fill('100')
  // Without a fee the ETH check cannot be made: the form does not stop on it.
  await expect(dialog.getByRole('alert')).toHaveCount(0)

  // The node estimates again: opening the dialog anew asks it, and the fee is checked against 0 ETH.
  await page.unroute(estimates)
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  dialog = await openDeposit(page)
  await expect(dialog).toContainText(/Estimated network fee: [\d.]+ ETH/)
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('100')
  await expect(dialog.getByRole('alert')).toHaveText(
    /^The network fee needs about [\d.]+ ETH; you have 0 ETH\.$/,
  )
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click()
  await expect(dialog.getByRole('alert')).toHaveText(/you have 0 ETH/)
  await expect(dialog.getByRole('list', { name: 'Deposit' })).toHaveCount(0)
  expect(
    wallet.requests.filter((request) =>
      ['eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_sendCalls'].includes(request.method),
    ),
  ).toHaveLength(0)
})

test("the page's chain reads go as one multicall per chain, not one call per figure", async ({ page }) => {
  const MULTICALL3 = '0xca11bde05977b3631167028862be2a173976ca11'
  const calls: { port: string; to: string; data: Hex }[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (request.method() !== 'POST' || !['8545', '8546'].includes(url.port)) return
    const body = JSON.parse(request.postData() ?? 'null') as unknown
    for (const message of Array.isArray(body) ? body : [body]) {
      const { method, params } = message as { method?: string; params?: { to?: string; data?: Hex }[] }
      if (method === 'eth_call')
        calls.push({
          port: url.port,
          to: params?.[0]?.to?.toLowerCase() ?? '',
          data: params?.[0]?.data ?? '0x',
        })
    }
  })
  await installTestWallet(page, { account: 2 })
  await connectOnYarms(page)
  const dialog = await openDeposit(page)
  await expect(dialog).toContainText('Capacity left: 620,000 USDC')

  // Every read the page made (the cards' figures, the top Yarmers' fills, the header's ETH balance) is one
  // aggregate3 on Multicall3 per chain: no eth_call to a vault or the token for a single figure.
  expect(calls.length).toBeGreaterThan(0)
  const sizes: Record<string, number[]> = {}
  for (const call of calls) {
    expect(call.to).toBe(MULTICALL3)
    const decoded = decodeFunctionData({ abi: multicall3Abi, data: call.data })
    expect(decoded.functionName).toBe('aggregate3')
    const inner = (decoded.args?.[0] ?? []) as readonly unknown[]
    sizes[call.port] = [...(sizes[call.port] ?? []), inner.length]
  }
  // The card's read carries every figure of the chain's vaults at once.
  for (const port of ['8545', '8546']) expect(Math.max(...(sizes[port] ?? [0]))).toBeGreaterThanOrEqual(9)
  expect(new Set(calls.map((call) => call.port))).toEqual(new Set(['8545', '8546']))
  // A handful of reads per chain (the page's, again once the wallet connected, the dialog's), each one call.
  for (const port of ['8545', '8546'])
    expect(calls.filter((call) => call.port === port).length).toBeLessThan(8)
})

test('node down across a reload: the deposit stays pending (not failed), then confirms when the node answers', async ({
  page,
}) => {
  // The watch backs off while the node is down (2 s, doubling, at most 30 s: settle.ts), so its next
  // two lookups can be a minute apart when the page took its time while the node was down.
  test.setTimeout(150_000)
  const wallet = await installTestWallet(page, { account: 2 })
  await connectAsCarolOnYarms(page)
  const dialog = await openDeposit(page)
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('420')
  await setAutomine(false)
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click()
  const steps = dialog.getByRole('list', { name: 'Deposit' }).getByRole('listitem')
  await expect(steps.last()).toHaveText('Step 2 of 2: deposit 420 USDC · pending')

  // The page's node goes down (the wallet's own connection is not the page's), then the page reloads.
  const node = (url: URL) => url.port === '8545'
  await page.route(node, (route) => route.abort('connectionrefused'))
  await page.reload()
  await expect(accountButton(page)).toBeVisible()
  await accountButton(page).click()
  const modal = page.getByRole('dialog', { name: 'Account' })
  const deposit = modal.getByRole('listitem').filter({ hasText: 'Deposit 420 USDC into Tidepool' })
  await expect(deposit).toContainText('pending')

  // Half back: it answers everything but the receipt, which it answers with an RPC error, while the
  // deposit is mined. The watcher is told of the new block, looks the transaction up, asks for its
  // receipt, gets the error, and starts over after its back-off (2 s): a second lookup of the
  // transaction. None of that is a failure. Each wait can be the whole back-off the outage built up.
  let erredReceipts = 0
  let lookups = 0
  await page.unroute(node)
  const erring = async (route: Route) => {
    const body = JSON.parse(route.request().postData() ?? 'null')
    const calls: { id: number; method: string }[] = Array.isArray(body) ? body : [body]
    const receipts = new Set(
      calls.filter((call) => call?.method === 'eth_getTransactionReceipt').map((call) => call.id),
    )
    if (calls.some((call) => call?.method === 'eth_getTransactionByHash')) lookups++
    if (receipts.size === 0) return route.continue()
    erredReceipts += receipts.size
    const answered = await fetchOwn(route)
    const results: { id: number }[] = [await answered.json()].flat()
    const erred = results.map((result) =>
      receipts.has(result.id)
        ? { jsonrpc: '2.0', id: result.id, error: { code: -32603, message: 'Internal error' } }
        : result,
    )
    return route.fulfill({ response: answered, json: Array.isArray(body) ? erred : erred[0] })
  }
  await page.route(node, erring)
  await mine()
  expect(await sharesOf(wallet.address)).toBeGreaterThan(0n)
  await expect.poll(() => lookups, { timeout: 65_000 }).toBeGreaterThanOrEqual(2)
  expect(erredReceipts).toBeGreaterThanOrEqual(1)
  await expect(deposit).toContainText('pending')

  // Waits for an answer the handler is still patching, so none is cut off half-way.
  await page.unrouteAll({ behavior: 'wait' })
  await setAutomine(true)
  await expect(deposit).toContainText('confirmed', { timeout: 40_000 })
  expect(await page.evaluate(() => localStorage.getItem('yarm.transactions') ?? '')).not.toContain('"failed"')
})
