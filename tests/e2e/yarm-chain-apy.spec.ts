import type { Page } from '@playwright/test'
import { decodeFunctionData, type Hex, multicall3Abi, toFunctionSelector } from 'viem'
import { accrue } from '../../contracts/deploy.mjs'
import { rpc } from './fixtures/chain'
import { own } from './fixtures/ports'
import { expect, test } from './fixtures/test'
import { ARBITRUM_URL, TIDEPOOL_VAULT } from './fixtures/yarmChain'
import { restoreChainsAfterEach, tidepool } from './fixtures/yarmJourneys'

// The requests below must be the page's own: no service worker in between.
test.use({ serviceWorkers: 'block' })

restoreChainsAfterEach()

const BASE_URL = 'http://127.0.0.1:8545'
const DAY = 86_400
const CHAINS = [
  { url: BASE_URL, chainId: 8453 },
  { url: ARBITRUM_URL, chainId: 42161 },
] as const

/** One round of the stack's keeper (there is none in the journeys) on both chains. */
async function keeperRound(seconds: number) {
  for (const chain of CHAINS) await accrue({ rpcUrl: own(chain.url), chainId: chain.chainId, seconds })
}

/** The APY fact of Tidepool's card: its figure and the line under it. */
function apyFact(page: Page) {
  return tidepool(page)
    .getByRole('definition')
    .filter({ has: page.getByText(/%/) })
    .first()
}

/** The card's APY figure, as a number of percent. */
async function shownApy(page: Page): Promise<number> {
  const text = (await apyFact(page).textContent()) ?? ''
  return Number(/^([\d.]+)%/.exec(text)?.[1])
}

test("the card shows the API's APY until the vaults' share price has moved, then the chain's, which moves with the keeper and the clock", async ({
  page,
}) => {
  // No keeper on the journeys' chains: nothing measured, so the API's figure with its parts, not 0 %.
  const read = page.waitForResponse((response) => new URL(response.url()).port === '8545')
  await page.goto('/yarms')
  await read
  await expect(apyFact(page)).toHaveText('10.3%4.1% base + 6.2% bonus')

  // The keeper's first round: one point, nothing to measure between yet.
  await keeperRound(15)
  await page.reload()
  await expect(tidepool(page)).toBeVisible()
  await page.waitForResponse((response) => new URL(response.url()).port === '8545')
  await expect(apyFact(page)).toHaveText('10.3%4.1% base + 6.2% bonus')

  // A day later the vaults earn two days' worth: the chain's figure (twice the API's) wins.
  for (const chain of CHAINS) {
    await rpc('evm_increaseTime', [DAY], { url: chain.url })
    await rpc('evm_mine', [], { url: chain.url })
  }
  await keeperRound(2 * DAY)
  await page.reload()
  await expect(apyFact(page)).toContainText('Measured on chain')
  await expect(apyFact(page)).not.toContainText('base')
  expect(await shownApy(page)).toBeCloseTo(20.6, 0)

  // The dev tools move Base's clock a week (Arbitrum's moved alike), the keeper pays that week at the
  // Yarm's rate: nine days' yield over eight, so the figure moves to about 11.6 %.
  await page.getByRole('button', { name: 'Dev tools' }).click()
  const tools = page.getByRole('dialog', { name: 'Development tools' })
  await tools.getByRole('button', { name: '+7 days' }).click()
  await expect(tools.getByRole('status')).toContainText('Base time is now')
  await page.keyboard.press('Escape')
  await rpc('evm_increaseTime', [7 * DAY], { url: ARBITRUM_URL })
  await rpc('evm_mine', [], { url: ARBITRUM_URL })
  await keeperRound(0)
  await page.reload()
  await expect(apyFact(page)).toContainText('Measured on chain')
  await expect.poll(() => shownApy(page)).toBeGreaterThan(11.3)
  expect(await shownApy(page)).toBeLessThan(11.9)
})

test("the page's chain reads, the top Yarmers' fills and the APY window with them, are one aggregate3 per chain", async ({
  page,
}) => {
  const FILLS = toFunctionSelector('topFills()')
  const WINDOW = toFunctionSelector('yieldWindow()')
  const FILLED = toFunctionSelector('filled(bytes32)')
  const calls: { port: string; inner: { target: string; callData: Hex }[] }[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (request.method() !== 'POST' || !['8545', '8546'].includes(url.port)) return
    const body = JSON.parse(request.postData() ?? 'null') as unknown
    for (const message of Array.isArray(body) ? body : [body]) {
      const { method, params } = message as { method?: string; params?: { to?: string; data?: Hex }[] }
      if (method !== 'eth_call') continue
      const decoded = decodeFunctionData({ abi: multicall3Abi, data: params?.[0]?.data ?? '0x' })
      expect(decoded.functionName).toBe('aggregate3')
      const inner = (decoded.args?.[0] ?? []) as readonly { target: string; callData: Hex }[]
      calls.push({ port: url.port, inner: [...inner] })
    }
  })
  await page.goto('/yarms')
  // The top Yarmers' table is drawn and the chain has answered on both chains.
  await expect(tidepool(page).getByRole('table', { name: 'Top Yarmers' })).toBeVisible()
  await expect.poll(() => new Set(calls.map((call) => call.port)).size).toBe(2)

  for (const port of ['8545', '8546']) {
    const onChain = calls.filter((call) => call.port === port)
    // The page's first read is one eth_call: not a second aggregate3 for what did not fit the first.
    expect(onChain).toHaveLength(1)
    const inner = onChain[0]?.inner ?? []
    const toTidepool = inner.filter((call) => call.target.toLowerCase() === TIDEPOOL_VAULT.toLowerCase())
    const selectors = toTidepool.map((call) => call.callData.slice(0, 10))
    expect(selectors).toContain(FILLS)
    expect(selectors).toContain(WINDOW)
    expect(selectors).not.toContain(FILLED)
    // Within the spec's multicall batch.
    expect(inner.reduce((bytes, call) => bytes + (call.callData.length - 2) / 2, 0)).toBeLessThanOrEqual(1024)
  }
})
