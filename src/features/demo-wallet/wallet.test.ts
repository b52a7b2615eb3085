// @vitest-environment node

import { mockUSDCAbi } from '@contracts/abis'
import {
  type Address,
  createWalletClient,
  custom,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  hexToSignature,
  parseEther,
  parseUnits,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { deploy } from '../../../contracts/deploy.mjs'
import { PERMIT_TYPES } from '../../../contracts/permit'
import { type LocalChain, startLocalChain } from '../../../contracts/test/localChain'
import { DEMO_KEYS } from './accounts'
import type { DemoChain, Prompt, PromptAnswer, RequestArguments } from './types'
import { createDemoWallet } from './wallet'

const addresses = DEMO_KEYS.map((key) => privateKeyToAccount(key).address)

/** A wallet whose prompts the test answers, with what it asked and emitted kept for the assertions. */
function setUp(chains: DemoChain[], storage = new Map<string, string>()) {
  const prompts: Prompt[] = []
  const events: [string, unknown][] = []
  const answers: PromptAnswer[] = []
  const request = createDemoWallet({
    keys: DEMO_KEYS,
    chains,
    storage: { getItem: (key) => storage.get(key) ?? null, setItem: (key, value) => storage.set(key, value) },
    origin: 'http://localhost:4173',
    pollMs: 20,
    emit: (event, payload) => events.push([event, payload]),
    ask: async (prompt) => {
      prompts.push(prompt)
      // Unless the test said otherwise, the person confirms with the account already chosen.
      return answers.length > 0 ? (answers.shift() as PromptAnswer) : { accountIndex: 0 }
    },
  })
  const error = (args: RequestArguments) =>
    request(args).then(
      () => {
        throw new Error(`${args.method} succeeded`)
      },
      (caught: { code: number }) => caught,
    )
  return { request, error, prompts, events, answers, storage }
}

/** Base and Arbitrum One at addresses nothing answers on: for what needs no node. */
const OFFLINE: DemoChain[] = [
  { id: 8453, name: 'Base', rpcUrl: 'http://127.0.0.1:9' },
  { id: 42161, name: 'Arbitrum One', rpcUrl: 'http://127.0.0.1:9' },
]

describe('connecting', () => {
  it('asks with the ten accounts to pick from, and gives the site the one chosen, kept across reloads', async () => {
    const wallet = setUp(OFFLINE)
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    wallet.answers.push({ accountIndex: 3 })
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([addresses[3]])
    expect(wallet.prompts).toEqual([
      { kind: 'connect', origin: 'http://localhost:4173', accounts: addresses, selected: 0 },
    ])
    expect(wallet.events).toEqual([['accountsChanged', [addresses[3]]]])
    // Connected: asking for the account again needs no prompt, as with an extension.
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([addresses[3]])
    expect(wallet.prompts).toHaveLength(1)

    const reloaded = setUp(OFFLINE, wallet.storage)
    expect(await reloaded.request({ method: 'eth_accounts' })).toEqual([addresses[3]])
    expect(reloaded.prompts).toEqual([])
  })

  it('given a session (the phone wallet page), is connected with its account and chain without asking or saving', async () => {
    const prompts: Prompt[] = []
    const storage = new Map<string, string>()
    const request = createDemoWallet({
      keys: DEMO_KEYS,
      chains: OFFLINE,
      session: { account: 4, chainId: 42161 },
      storage: {
        getItem: (key) => storage.get(key) ?? null,
        setItem: (key, value) => storage.set(key, value),
      },
      emit: () => {},
      ask: async (prompt) => {
        prompts.push(prompt)
        return { accountIndex: 0 }
      },
    })
    expect(await request({ method: 'eth_accounts' })).toEqual([addresses[4]])
    expect(await request({ method: 'eth_chainId' })).toBe(toHex(42161))
    const signature = (await request({
      method: 'personal_sign',
      params: [toHex('hello'), addresses[4]],
    })) as Hex
    expect(await verifyMessage({ address: addresses[4] as Address, message: 'hello', signature })).toBe(true)
    expect(prompts.map((prompt) => prompt.kind)).toEqual(['message'])
    expect(storage.size).toBe(0)
  })

  it('a rejected connection is EIP-1193 4001 and leaves the site without an account', async () => {
    const wallet = setUp(OFFLINE)
    wallet.answers.push(null)
    expect(await wallet.error({ method: 'eth_requestAccounts' })).toMatchObject({ code: 4001 })
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(wallet.events).toEqual([])
  })

  it('wallet_requestPermissions (how wagmi connects) prompts every time, starting on the current account', async () => {
    const wallet = setUp(OFFLINE)
    wallet.answers.push({ accountIndex: 1 }, { accountIndex: 2 })
    const [first] = (await wallet.request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    })) as { caveats: { value: Address[] }[] }[]
    expect(first?.caveats[0]?.value).toEqual([addresses[1]])
    await wallet.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] })
    expect(wallet.prompts.map((prompt) => prompt.kind === 'connect' && prompt.selected)).toEqual([0, 1])
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([addresses[2]])
    expect(wallet.events).toEqual([
      ['accountsChanged', [addresses[1]]],
      ['accountsChanged', [addresses[2]]],
    ])
  })

  it('wallet_revokePermissions disconnects the site: accountsChanged [] and no account until it asks again', async () => {
    const wallet = setUp(OFFLINE)
    await wallet.request({ method: 'eth_requestAccounts' })
    expect(
      await wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
    ).toBeNull()
    expect(wallet.events.at(-1)).toEqual(['accountsChanged', []])
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(await setUp(OFFLINE, wallet.storage).request({ method: 'eth_accounts' })).toEqual([])
  })
})

describe('chains', () => {
  it('starts on Base, switches to Arbitrum One with chainChanged, and refuses a chain it cannot reach with 4902', async () => {
    const wallet = setUp(OFFLINE)
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x2105')
    expect(
      await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa4b1' }] }),
    ).toBeNull()
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0xa4b1')
    // Already there: nothing to announce.
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa4b1' }] })
    expect(wallet.events).toEqual([['chainChanged', '0xa4b1']])
    expect(
      await wallet.error({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] }),
    ).toMatchObject({ code: 4902 })
    expect(await setUp(OFFLINE, wallet.storage).request({ method: 'eth_chainId' })).toBe('0xa4b1')
  })

  it('reports atomic batching on its chains (EIP-5792)', async () => {
    const wallet = setUp(OFFLINE)
    expect(await wallet.request({ method: 'wallet_getCapabilities', params: [addresses[0]] })).toEqual({
      '0x2105': { atomic: { status: 'supported' } },
      '0xa4b1': { atomic: { status: 'supported' } },
    })
    expect(
      await wallet.request({ method: 'wallet_getCapabilities', params: [addresses[0], ['0xa4b1', '0x1']] }),
    ).toEqual({ '0xa4b1': { atomic: { status: 'supported' } } })
  })
})

describe('signing', () => {
  it('personal_sign shows the message, then signs it with the connected account', async () => {
    const wallet = setUp(OFFLINE)
    wallet.answers.push({ accountIndex: 4 })
    await wallet.request({ method: 'eth_requestAccounts' })
    const message = toHex('Sign in to Yarm\nNonce: 42')
    const signature = (await wallet.request({
      method: 'personal_sign',
      params: [message, addresses[4]],
    })) as Hex
    expect(wallet.prompts.at(-1)).toEqual({ kind: 'message', account: addresses[4], message })
    expect(
      await verifyMessage({ address: addresses[4] as Address, message: { raw: message }, signature }),
    ).toBe(true)

    wallet.answers.push(null)
    expect(await wallet.error({ method: 'personal_sign', params: [message, addresses[4]] })).toMatchObject({
      code: 4001,
    })
  })

  it('refuses to sign for an account it has not given the site, or before connecting (4100), without a prompt', async () => {
    const wallet = setUp(OFFLINE)
    const message = toHex('hi')
    expect(await wallet.error({ method: 'personal_sign', params: [message, addresses[0]] })).toMatchObject({
      code: 4100,
    })
    await wallet.request({ method: 'eth_requestAccounts' })
    expect(await wallet.error({ method: 'personal_sign', params: [message, addresses[1]] })).toMatchObject({
      code: 4100,
    })
    expect(wallet.prompts.map((prompt) => prompt.kind)).toEqual(['connect'])
  })

  it('methods a wallet does not offer are 4200, and a request that is not one is -32600', async () => {
    const wallet = setUp(OFFLINE)
    expect(await wallet.error({ method: 'eth_sign', params: [addresses[0], '0x00'] })).toMatchObject({
      code: 4200,
    })
    expect(await wallet.error({ method: 'anvil_setBalance', params: [] })).toMatchObject({ code: 4200 })
    expect(await wallet.error({} as RequestArguments)).toMatchObject({ code: -32600 })
  })

  it('batches: an unknown id is 5730, another chain 5710, a capability it lacks 5700', async () => {
    const wallet = setUp(OFFLINE)
    await wallet.request({ method: 'eth_requestAccounts' })
    expect(await wallet.error({ method: 'wallet_getCallsStatus', params: ['0x1234'] })).toMatchObject({
      code: 5730,
    })
    const call = { to: addresses[1], value: '0x1' }
    expect(
      await wallet.error({
        method: 'wallet_sendCalls',
        params: [{ version: '2.0.0', chainId: '0xa4b1', atomicRequired: true, calls: [call] }],
      }),
    ).toMatchObject({ code: 5710 })
    expect(
      await wallet.error({
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            chainId: '0x2105',
            atomicRequired: false,
            calls: [call],
            capabilities: { paymasterService: { url: 'https://example.invalid' } },
          },
        ],
      }),
    ).toMatchObject({ code: 5700 })
    expect(wallet.prompts.map((prompt) => prompt.kind)).toEqual(['connect'])
  })
})

describe('on a chain', () => {
  let chain: LocalChain
  let usdc: Address
  let chains: DemoChain[]

  beforeAll(async () => {
    chain = await startLocalChain(8453)
    usdc = (await deploy({ rpcUrl: chain.url, chainId: 8453 })).addresses.usdc
    chains = [{ id: 8453, name: 'Base', rpcUrl: chain.url }]
  }, 90_000)
  afterAll(async () => {
    await chain?.stop()
  })

  let wallet: ReturnType<typeof setUp>
  beforeEach(async () => {
    wallet = setUp(chains)
    wallet.answers.push({ accountIndex: 5 })
    await wallet.request({ method: 'eth_requestAccounts' })
  })

  const balanceOf = (address: Address) =>
    chain.publicClient.readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    })

  it('relays reads to the node, errors with their code', async () => {
    expect(await wallet.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)
    expect(
      await wallet.error({ method: 'eth_getBalance', params: ['not an address', 'latest'] }),
    ).toMatchObject({
      code: expect.any(Number),
    })
  }, 30_000)

  it('eth_sendTransaction shows the call decoded, then sends it signed in the page', async () => {
    const me = addresses[5] as Address
    const to = addresses[6] as Address
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, 1_500_000n] })
    const before = await balanceOf(to)
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: me, to: usdc, data, chainId: '0x2105' }],
    })) as Hex
    expect(wallet.prompts.at(-1)).toEqual({
      kind: 'transaction',
      account: me,
      chain: chains[0],
      call: { to: usdc, value: 0n, data },
    })
    expect((await chain.publicClient.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await balanceOf(to)).toBe(before + 1_500_000n)

    wallet.answers.push(null)
    expect(
      await wallet.error({ method: 'eth_sendTransaction', params: [{ from: me, to, value: '0x1' }] }),
    ).toMatchObject({ code: 4001 })
  }, 30_000)

  it('a revert comes back with the node’s code and data, so the page can name the reason', async () => {
    const me = addresses[5] as Address
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [addresses[6] as Address, parseUnits('1000000000', 6)],
    })
    expect(
      await wallet.error({ method: 'eth_sendTransaction', params: [{ from: me, to: usdc, data }] }),
    ).toMatchObject({ code: 3, data: expect.stringMatching(/^0x/) })
  }, 30_000)

  it('eth_signTypedData_v4 signs an EIP-2612 permit the USDC contract accepts', async () => {
    const owner = addresses[5] as Address
    const spender = addresses[7] as Address
    const nonce = await chain.publicClient.readContract({
      address: usdc,
      abi: mockUSDCAbi,
      functionName: 'nonces',
      args: [owner],
    })
    const deadline = 2n ** 48n
    const typedData = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        ...PERMIT_TYPES,
      },
      primaryType: 'Permit',
      domain: { name: 'USD Coin', version: '1', chainId: 8453, verifyingContract: usdc },
      // As a page sends it: JSON, so the numbers are strings.
      message: { owner, spender, value: '2500000', nonce: nonce.toString(), deadline: deadline.toString() },
    } as const
    const name = await chain.publicClient.readContract({
      address: usdc,
      abi: mockUSDCAbi,
      functionName: 'name',
    })
    const domain = { ...typedData.domain, name }
    const signature = (await wallet.request({
      method: 'eth_signTypedData_v4',
      params: [owner, JSON.stringify({ ...typedData, domain })],
    })) as Hex
    expect(wallet.prompts.at(-1)).toMatchObject({ kind: 'typedData', account: owner })
    expect(
      await verifyTypedData({ address: owner, signature, ...typedData, domain } as Parameters<
        typeof verifyTypedData
      >[0]),
    ).toBe(true)

    const { r, s, v } = hexToSignature(signature)
    await chain.write(chain.accounts[7] as never, {
      address: usdc,
      abi: mockUSDCAbi,
      functionName: 'permit',
      args: [owner, spender, 2_500_000n, deadline, Number(v), r, s],
    })
    expect(
      await chain.publicClient.readContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner, spender],
      }),
    ).toBe(2_500_000n)
  }, 30_000)

  it('wallet_sendCalls: one prompt for the batch, the calls run in order, wallet_getCallsStatus in the v2 format', async () => {
    const me = addresses[5] as Address
    const spender = addresses[8] as Address
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, 3n] })
    const { id } = (await wallet.request({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          from: me,
          chainId: '0x2105',
          atomicRequired: true,
          calls: [
            { to: usdc, data: approve },
            { to: spender, value: toHex(parseEther('1')) },
          ],
        },
      ],
    })) as { id: string }
    expect(wallet.prompts.at(-1)).toEqual({
      kind: 'calls',
      account: me,
      chain: chains[0],
      calls: [
        { to: usdc, value: 0n, data: approve },
        { to: spender, value: parseEther('1'), data: undefined },
      ],
    })
    const status = await waitForBatch(id)
    expect(status).toMatchObject({ version: '2.0.0', id, chainId: '0x2105', status: 200, atomic: true })
    expect(status.receipts).toHaveLength(2)
    expect(status.receipts.map((receipt) => receipt.status)).toEqual(['0x1', '0x1'])
    expect(
      await chain.publicClient.readContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [me, spender],
      }),
    ).toBe(3n)
  }, 30_000)

  it('wallet_sendCalls: a call that fails after one went through is a partial failure (600, not atomic)', async () => {
    const me = addresses[5] as Address
    const tooMuch = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transferFrom',
      args: [addresses[9] as Address, me, 1n],
    })
    const { id } = (await wallet.request({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: '0x2105',
          atomicRequired: false,
          calls: [
            { to: addresses[9], value: '0x1' },
            { to: usdc, data: tooMuch },
          ],
        },
      ],
    })) as { id: string }
    const status = await waitForBatch(id)
    expect(status).toMatchObject({ status: 600, atomic: false })
    expect(status.receipts).toHaveLength(1)
  }, 30_000)

  it('wallet_sendCalls rejected: 4001 and nothing sent', async () => {
    const nonce = await chain.publicClient.getTransactionCount({ address: addresses[5] as Address })
    wallet.answers.push(null)
    expect(
      await wallet.error({
        method: 'wallet_sendCalls',
        params: [
          { version: '2.0.0', chainId: '0x2105', atomicRequired: true, calls: [{ to: addresses[1] }] },
        ],
      }),
    ).toMatchObject({ code: 4001 })
    expect(await chain.publicClient.getTransactionCount({ address: addresses[5] as Address })).toBe(nonce)
  })

  it('works as viem (so wagmi) drives it: capabilities, a batch and its status, a permit through signTypedData', async () => {
    const client = createWalletClient({
      account: addresses[5] as Address,
      chain: chain.chain,
      transport: custom({ request: wallet.request }),
    })
    expect(await client.getCapabilities({ chainId: 8453 })).toEqual({ atomic: { status: 'supported' } })
    const spender = addresses[9] as Address
    const { id } = await client.sendCalls({
      calls: [
        { to: usdc, abi: erc20Abi, functionName: 'approve', args: [spender, 11n] },
        { to: usdc, abi: erc20Abi, functionName: 'transfer', args: [spender, 12n] },
      ],
    })
    const status = await client.waitForCallsStatus({ id, pollingInterval: 20 })
    expect(status).toMatchObject({ status: 'success', statusCode: 200, atomic: true })
    expect(status.receipts?.map((receipt) => receipt.status)).toEqual(['success', 'success'])
    const signature = await client.signTypedData({
      domain: { name: 'x', chainId: 8453, verifyingContract: usdc },
      types: { Permit: [{ name: 'value', type: 'uint256' }] },
      primaryType: 'Permit',
      message: { value: 10n ** 30n },
    })
    expect(
      await verifyTypedData({
        address: addresses[5] as Address,
        signature,
        domain: { name: 'x', chainId: 8453, verifyingContract: usdc },
        types: { Permit: [{ name: 'value', type: 'uint256' }] },
        primaryType: 'Permit',
        message: { value: 10n ** 30n },
      }),
    ).toBe(true)
  }, 30_000)

  async function waitForBatch(id: string) {
    for (;;) {
      const status = (await wallet.request({ method: 'wallet_getCallsStatus', params: [id] })) as {
        status: number
        receipts: { status: string }[]
      }
      if (status.status !== 100) return status
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
})
