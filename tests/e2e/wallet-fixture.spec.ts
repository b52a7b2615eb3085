import type { Page } from '@playwright/test'
import { type Hex, isHex, toHex, verifyMessage, verifyTypedData } from 'viem'
import { ANVIL_CHAIN_ID, getBalance, rpc, TEST_ACCOUNTS, waitForReceipt } from './fixtures/chain'
import { expect, test } from './fixtures/test'
import { installTestWallet, WALLET_NAME, WALLET_RDNS } from './fixtures/wallet'

/**
 * Self-test of the wallet and chain fixtures. No app server: the pages are about:blank, or a made-up
 * origin answered by `page.route` where a real origin is needed (a connection remembered across reloads).
 */

/** The error shape the page sees, flattened so it can cross `page.evaluate`. */
interface PageError {
  code: unknown
  message: string
  isError: boolean
}
type Outcome = { result: unknown } | { error: PageError }

/**
 * Finds the wallet the way the app must (EIP-6963 only), keeps it on `window.__wallet`, and records every
 * provider event in `window.__events`.
 */
async function discover(page: Page) {
  return page.evaluate(async (rdns) => {
    type Provider = {
      request(args: { method: string; params?: unknown }): Promise<unknown>
      on(event: string, listener: (payload: unknown) => void): unknown
    }
    type Detail = { info: { uuid: string; name: string; icon: string; rdns: string }; provider: Provider }
    const globals = window as unknown as { __wallet?: Provider; __events: [string, unknown][] }
    const detail = await new Promise<Detail>((resolve) => {
      const onAnnounce = (event: Event) => {
        const announced = (event as CustomEvent<Detail>).detail
        if (announced.info.rdns !== rdns) return
        window.removeEventListener('eip6963:announceProvider', onAnnounce)
        resolve(announced)
      }
      window.addEventListener('eip6963:announceProvider', onAnnounce)
      window.dispatchEvent(new Event('eip6963:requestProvider'))
    })
    globals.__wallet = detail.provider
    globals.__events = []
    for (const name of ['accountsChanged', 'chainChanged', 'connect', 'disconnect']) {
      detail.provider.on(name, (payload) => {
        const value =
          payload instanceof Error ? { code: (payload as Error & { code: number }).code } : payload
        globals.__events.push([name, value])
      })
    }
    return {
      info: detail.info,
      frozen: Object.isFrozen(detail),
      hasWindowEthereum: 'ethereum' in window,
    }
  }, WALLET_RDNS)
}

/** Calls the discovered provider in the page. */
function request(page: Page, method: string, params?: unknown): Promise<Outcome> {
  return page.evaluate(
    async ({ method, params }) => {
      const wallet = (window as unknown as { __wallet: { request(args: object): Promise<unknown> } }).__wallet
      try {
        return { result: await wallet.request(params === undefined ? { method } : { method, params }) }
      } catch (error) {
        const { code, message } = error as { code?: unknown; message: string }
        return { error: { code, message, isError: error instanceof Error } }
      }
    },
    { method, params },
  )
}

async function result(page: Page, method: string, params?: unknown): Promise<unknown> {
  const outcome = await request(page, method, params)
  if ('error' in outcome) throw new Error(`${method} failed: ${JSON.stringify(outcome.error)}`)
  return outcome.result
}

const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { __events: [string, unknown][] }).__events)

const alice = TEST_ACCOUNTS[0]

test('announces itself by EIP-6963 only, once on load and on every request', async ({ page }) => {
  // Registered first, so it listens before the wallet's own script announces on load.
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __announcedOnLoad: seen })
    window.addEventListener('eip6963:announceProvider', (event) => {
      seen.push((event as CustomEvent<{ info: { rdns: string } }>).detail.info.rdns)
    })
  })
  await installTestWallet(page)
  await page.goto('about:blank')
  expect(
    await page.evaluate(() => (window as unknown as { __announcedOnLoad: string[] }).__announcedOnLoad),
  ).toEqual([WALLET_RDNS])
  // Announced before any page script runs, and again on each requestProvider.
  expect(
    await page.evaluate(() => {
      let announcements = 0
      window.addEventListener('eip6963:announceProvider', () => announcements++)
      window.dispatchEvent(new Event('eip6963:requestProvider'))
      window.dispatchEvent(new Event('eip6963:requestProvider'))
      return announcements
    }),
  ).toBe(2)
  const { info, frozen, hasWindowEthereum } = await discover(page)
  expect(info).toMatchObject({ name: WALLET_NAME, rdns: 'xyz.yarm.testwallet' })
  expect(info.uuid).toMatch(/^[0-9a-f-]{36}$/)
  expect(info.icon).toMatch(/^data:image\/svg\+xml/)
  expect(frozen).toBe(true)
  expect(hasWindowEthereum).toBe(false)

  // Content written into the page keeps the wallet, as does a new document.
  await page.setContent('<html><body><p>content</p></body></html>')
  expect((await discover(page)).info.rdns).toBe(WALLET_RDNS)
  await page.goto('data:text/html,<p>data URL</p>')
  expect((await discover(page)).info.rdns).toBe(WALLET_RDNS)
})

test('connects, signs a message that viem verifies, and records what was asked', async ({ page }) => {
  const wallet = await installTestWallet(page)
  await page.goto('about:blank')
  await discover(page)

  expect(wallet.address).toBe(alice.address)
  expect(await result(page, 'eth_accounts')).toEqual([])
  expect(await result(page, 'eth_chainId')).toBe('0x2105')
  expect(await result(page, 'net_version')).toBe(String(ANVIL_CHAIN_ID))
  expect(await result(page, 'eth_requestAccounts')).toEqual([alice.address])
  expect(await result(page, 'eth_accounts')).toEqual([alice.address])
  expect(await events(page)).toEqual([['accountsChanged', [alice.address]]])

  const message = 'Sign in to Yarm\nNonce: 42'
  const signature = await result(page, 'personal_sign', [toHex(message), alice.address])
  expect(isHex(signature)).toBe(true)
  expect(await verifyMessage({ address: alice.address, message, signature: signature as Hex })).toBe(true)
  expect(wallet.signatures).toEqual([{ method: 'personal_sign', message, raw: toHex(message), signature }])
  expect(wallet.requests.map((r) => r.method)).toEqual([
    'eth_accounts',
    'eth_chainId',
    'net_version',
    'eth_requestAccounts',
    'eth_accounts',
    'personal_sign',
  ])
  expect(wallet.requests.at(-1)).toEqual({ method: 'personal_sign', params: [toHex(message), alice.address] })

  const typedData = {
    domain: { name: 'Yarm', version: '1', chainId: ANVIL_CHAIN_ID },
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
      ],
      Vote: [
        { name: 'yarm', type: 'uint256' },
        { name: 'up', type: 'bool' },
      ],
    },
    primaryType: 'Vote',
    message: { yarm: '7', up: true },
  } as const
  const typedSignature = await result(page, 'eth_signTypedData_v4', [
    alice.address,
    JSON.stringify(typedData),
  ])
  expect(
    await verifyTypedData({
      address: alice.address,
      domain: typedData.domain,
      types: { Vote: typedData.types.Vote },
      primaryType: 'Vote',
      message: { yarm: 7n, up: true },
      signature: typedSignature as Hex,
    }),
  ).toBe(true)
})

test('the user can refuse: EIP-1193 errors reach the page with their codes', async ({ page }) => {
  const wallet = await installTestWallet(page, { account: 1 })
  await page.goto('about:blank')
  await discover(page)
  const bob = TEST_ACCOUNTS[1].address

  // Nothing may be signed before the site is connected.
  expect(await request(page, 'personal_sign', [toHex('hi'), bob])).toEqual({
    error: { code: 4100, message: expect.any(String), isError: true },
  })

  wallet.rejectNext('eth_requestAccounts')
  expect(await request(page, 'eth_requestAccounts')).toEqual({
    error: { code: 4001, message: 'User rejected the request.', isError: true },
  })
  expect(await result(page, 'eth_accounts')).toEqual([])
  // wagmi connects through wallet_requestPermissions: the same refusal applies to it.
  wallet.rejectNext('eth_requestAccounts')
  expect(await request(page, 'wallet_requestPermissions', [{ eth_accounts: {} }])).toMatchObject({
    error: { code: 4001 },
  })
  const [permission] = (await result(page, 'wallet_requestPermissions', [{ eth_accounts: {} }])) as [
    { parentCapability: string; caveats: { value: string[] }[] },
  ]
  expect(permission.parentCapability).toBe('eth_accounts')
  expect(permission.caveats[0]?.value).toEqual([bob])

  wallet.rejectNext('personal_sign')
  expect(await request(page, 'personal_sign', [toHex('hi'), bob])).toMatchObject({ error: { code: 4001 } })
  expect(wallet.signatures).toEqual([])
  expect(isHex(await result(page, 'personal_sign', [toHex('hi'), bob]))).toBe(true)

  wallet.rejectNext('eth_sendTransaction')
  expect(await request(page, 'eth_sendTransaction', [{ from: bob, to: bob, value: '0x0' }])).toMatchObject({
    error: { code: 4001 },
  })

  // Signing with an account the wallet does not hold, methods it does not offer.
  expect(await request(page, 'personal_sign', [toHex('hi'), alice.address])).toMatchObject({
    error: { code: 4100 },
  })
  expect(await request(page, 'eth_sign', [bob, '0x00'])).toMatchObject({ error: { code: 4200 } })
  expect(await request(page, 'anvil_setBalance', [bob, '0x0'])).toMatchObject({ error: { code: 4200 } })
})

test('switching chains emits chainChanged; an unknown chain is 4902 until added', async ({ page }) => {
  const wallet = await installTestWallet(page, { unsupportedChainIds: [42161] })
  await page.goto('about:blank')
  await discover(page)

  expect(await result(page, 'wallet_switchEthereumChain', [{ chainId: '0x1' }])).toBeNull()
  expect(await result(page, 'eth_chainId')).toBe('0x1')
  expect(wallet.chainId).toBe(1)
  // Already there: nothing to announce.
  expect(await result(page, 'wallet_switchEthereumChain', [{ chainId: '0x1' }])).toBeNull()

  expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: '0xa4b1' }])).toMatchObject({
    error: { code: 4902 },
  })
  expect(
    await result(page, 'wallet_addEthereumChain', [
      {
        chainId: '0xa4b1',
        chainName: 'Arbitrum One',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: ['http://127.0.0.1:8545'],
      },
    ]),
  ).toBeNull()
  expect(await result(page, 'eth_chainId')).toBe('0xa4b1')

  wallet.rejectNext('wallet_switchEthereumChain')
  expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x2105' }])).toMatchObject({
    error: { code: 4001 },
  })

  // The user switches in the extension.
  await wallet.switchChain(ANVIL_CHAIN_ID)
  expect(await result(page, 'eth_chainId')).toBe('0x2105')
  expect(await events(page)).toEqual([
    ['chainChanged', '0x1'],
    ['chainChanged', '0xa4b1'],
    ['chainChanged', '0x2105'],
  ])
})

test('sends a real transaction on anvil and relays reads and node errors', async ({ page }) => {
  const wallet = await installTestWallet(page, { account: 2 })
  await page.goto('about:blank')
  await discover(page)
  const carol = wallet.address

  // Reads go to the node even before connecting, as they would through a wallet's RPC.
  const balance = await result(page, 'eth_getBalance', [carol, 'latest'])
  expect(BigInt(balance as Hex)).toBe(await getBalance(carol))
  expect(await result(page, 'eth_blockNumber')).toBe(await rpc('eth_blockNumber'))
  // A node error keeps the node's code.
  const nodeError = await request(page, 'eth_getBlockByNumber', ['not-a-block', false])
  expect(nodeError).toMatchObject({ error: { code: -32602, isError: true } })

  await result(page, 'eth_requestAccounts')
  const hash = await result(page, 'eth_sendTransaction', [{ from: carol, to: carol, value: '0x0' }])
  expect(isHex(hash)).toBe(true)
  const receipt = await waitForReceipt(hash as Hex)
  expect(receipt.status).toBe('0x1')
  expect(receipt.from).toBe(carol.toLowerCase())
  // The page can follow it through the wallet too.
  expect(await result(page, 'eth_getTransactionReceipt', [hash])).toMatchObject({ status: '0x1' })

  // A wallet on another chain than the local node refuses to send rather than sign for the wrong chain.
  await wallet.switchChain(1)
  expect(
    await request(page, 'eth_sendTransaction', [{ from: carol, to: carol, value: '0x0' }]),
  ).toMatchObject({
    error: { code: 4901 },
  })
})

test('stays connected across reloads like an extension; lock and disconnect reach the page', async ({
  page,
}) => {
  // A made-up origin answered without a server, so the page has a real origin to be connected to.
  await page.route('https://wallet.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>wallet test</title><p>page</p>' }),
  )
  const wallet = await installTestWallet(page)
  await page.goto('https://wallet.test/')
  await discover(page)
  await result(page, 'eth_requestAccounts')
  expect(wallet.isConnected('https://wallet.test')).toBe(true)

  await page.reload()
  await discover(page)
  // Like a real extension: the site is still allowed, no prompt needed.
  expect(await result(page, 'eth_accounts')).toEqual([alice.address])
  await page.goto('https://wallet.test/other')
  await discover(page)
  expect(await result(page, 'eth_accounts')).toEqual([alice.address])

  await wallet.lock()
  expect(await result(page, 'eth_accounts')).toEqual([])
  expect(await result(page, 'eth_requestAccounts')).toEqual([alice.address])

  await wallet.disconnect()
  expect(await result(page, 'eth_accounts')).toEqual([])
  expect(wallet.isConnected()).toBe(false)
  await result(page, 'eth_requestAccounts')
  expect(await events(page)).toEqual([
    ['accountsChanged', []],
    ['accountsChanged', [alice.address]],
    ['accountsChanged', []],
    ['disconnect', { code: 4900 }],
    ['connect', { chainId: '0x2105' }],
    ['accountsChanged', [alice.address]],
  ])

  // The app disconnecting (wagmi's disconnect) revokes the permission.
  expect(await result(page, 'wallet_revokePermissions', [{ eth_accounts: {} }])).toBeNull()
  expect(await result(page, 'eth_accounts')).toEqual([])
  await page.reload()
  await discover(page)
  expect(await result(page, 'eth_accounts')).toEqual([])
})
