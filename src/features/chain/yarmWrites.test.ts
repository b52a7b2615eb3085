import { yarmVaultAbi } from '@contracts/abis'
import {
  type Address,
  ContractFunctionRevertedError,
  encodeErrorResult,
  type Hex,
  numberToHex,
  parseSignature,
  recoverTypedDataAddress,
  serializeCompactSignature,
  serializeSignature,
  signatureToCompactSignature,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { YarmContracts } from './contracts'
import type { DepositRequest, ReportedDomain } from './yarmWrites'

const chain = vi.hoisted(() => ({
  /** What the token's eip712Domain() answers. */
  domain: null as unknown,
  /** Turns the wallet's real signature into what the wallet returns. */
  encode: (signature: `0x${string}`) => signature,
  /** Whether the permit's deposit would revert with PermitNotGranted. */
  refuse: false,
  signTypedData: vi.fn(),
}))

vi.mock('@/features/wallet/runtime/wagmiConfig', () => ({ wagmiConfig: { chains: [] } }))
vi.mock('wagmi/actions', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  signTypedData: chain.signTypedData,
  writeContract: vi.fn(async () => `0x${'ab'.repeat(32)}`),
}))
vi.mock('@/features/wallet/transactions/transactions', () => ({
  sendTracked: (_account: unknown, _chain: unknown, _text: unknown, send: () => Promise<Hex>) => send(),
  transactionStore: {},
}))
vi.mock('./publicClient', () => ({
  publicClientFor: () => ({
    readContract: async ({ functionName }: { functionName: string }) =>
      functionName === 'eip712Domain' ? chain.domain : 7n,
    getBlock: async () => ({ timestamp: 1_800_000_000n }),
    estimateContractGas: async () => {
      if (!chain.refuse) return 100_000n
      throw new ContractFunctionRevertedError({
        abi: yarmVaultAbi,
        functionName: 'depositWithPermit',
        data: encodeErrorResult({ abi: yarmVaultAbi, errorName: 'PermitNotGranted', args: [0n, 5n] }),
      })
    },
  }),
}))

const { PermitError, permitSignatureParts, pinnedPermitDomain, sendDepositWithPermit, signDepositPermit } =
  await import('./yarmWrites')

/** A throwaway key: its permits are signed for real, then handed back in each form a wallet may use. */
const owner = privateKeyToAccount('0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318')
const stranger = privateKeyToAccount('0x8da4ef21b864d2cc526dbdb2a120bd2874c36c9d0a1fb7f8c63d7f7a8b41de8f')
const contracts: YarmContracts = {
  chainId: 8453,
  vault: '0xCABEe62adFB2a4d4172Fc2F7536f324FC52C274a',
  usdc: '0xfbfbfDdd6e35dA57b7B0F9a2C10E34Be70B3A4E9',
}
const reported = (overrides: { chainId?: bigint; verifyingContract?: Address; fields?: Hex } = {}) =>
  [
    overrides.fields ?? '0x0f',
    'USD Coin',
    '2',
    overrides.chainId ?? 8453n,
    overrides.verifyingContract ?? contracts.usdc,
    `0x${'00'.repeat(32)}`,
    [],
  ] as const satisfies ReportedDomain

const request = (amount: bigint): DepositRequest => ({ contracts, account: owner.address, amount, via: null })
type SignArgs = Parameters<typeof owner.signTypedData>[0]

/** Amounts whose permit, signed by `owner`, has y parity 0 and 1 (signing is deterministic, RFC 6979). */
async function amountsByParity(): Promise<[bigint, bigint]> {
  const found: (bigint | undefined)[] = [undefined, undefined]
  chain.encode = (signature) => signature
  for (let amount = 1_000_000n; found.includes(undefined); amount++) {
    const permit = await signDepositPermit(request(amount))
    found[permit.v - 27] ??= amount
  }
  return found as [bigint, bigint]
}

/** What the wallet was last asked to sign. */
const lastAsked = (): SignArgs => {
  const call = chain.signTypedData.mock.lastCall
  if (!call) throw new Error('The wallet was not asked to sign')
  return call[1] as SignArgs
}

/** The address a permit's v, r and s recover to, for the typed data the wallet was asked to sign. */
async function signerOf(permit: { v: number; r: Hex; s: Hex }): Promise<Address> {
  const asked = lastAsked()
  return recoverTypedDataAddress({
    ...asked,
    signature: serializeSignature({ r: permit.r, s: permit.s, v: BigInt(permit.v) }),
  } as Parameters<typeof recoverTypedDataAddress>[0])
}

const withParityByte = (signature: Hex): Hex =>
  `${signature.slice(0, 130)}${parseSignature(signature).yParity === 1 ? '01' : '00'}` as Hex
const compact = (signature: Hex): Hex =>
  serializeCompactSignature(signatureToCompactSignature(parseSignature(signature)))
/** The same signature with s in the upper half and the parity flipped: valid, and what some signers return. */
const highS = (signature: Hex): Hex => {
  const { r, s, yParity } = parseSignature(signature)
  const n = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
  return serializeSignature({ r, s: numberToHex(n - BigInt(s), { size: 32 }), yParity: 1 - (yParity ?? 0) })
}

beforeEach(() => {
  chain.domain = reported()
  chain.encode = (signature) => signature
  chain.refuse = false
  chain.signTypedData.mockReset()
  chain.signTypedData.mockImplementation(async (_config: unknown, args: SignArgs) =>
    chain.encode(await owner.signTypedData(args)),
  )
})

describe('signDepositPermit: every signature form a wallet returns gives a permit signed by the account', () => {
  const forms = [
    ['65 bytes ending in v = 27 or 28', (signature: Hex) => signature],
    ['65 bytes ending in the y parity 0 or 1', withParityByte],
    ['64 bytes (EIP-2098 compact)', compact],
    ['65 bytes with s in the upper half', highS],
  ] as const
  for (const [form, encode] of forms) {
    it(form, async () => {
      const [even, odd] = await amountsByParity()
      chain.encode = encode
      for (const [amount, v] of [
        [even, 27],
        [odd, 28],
      ] as const) {
        const permit = await signDepositPermit(request(amount))
        expect(await signerOf(permit)).toBe(owner.address)
        expect(permit.v).toBe(v)
        expect(BigInt(permit.s) <= 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0n).toBe(
          true,
        )
      }
    })
  }

  it('a signature by another key, or in no known form, is refused before anything is sent', async () => {
    chain.signTypedData.mockImplementation((_config: unknown, args: SignArgs) => stranger.signTypedData(args))
    await expect(signDepositPermit(request(1_000_000n))).rejects.toMatchObject({
      name: 'PermitError',
      reason: 'signature',
    })
    for (const answer of ['0x', `0x${'11'.repeat(66)}`, `0x${'11'.repeat(64)}1d`]) {
      chain.signTypedData.mockResolvedValue(answer)
      await expect(signDepositPermit(request(1_000_000n)), answer).rejects.toMatchObject({
        name: 'PermitError',
        reason: 'signature',
      })
    }
  })
})

describe('the permit domain is pinned to the configured chain and USDC', () => {
  it('signs for the configured chain and contract, with the name and version from the token', async () => {
    await signDepositPermit(request(1_000_000n))
    expect(lastAsked().domain).toEqual({
      name: 'USD Coin',
      version: '2',
      chainId: 8453,
      verifyingContract: contracts.usdc,
    })
  })

  it.each([
    ['another chain', reported({ chainId: 1n }), /chain 1, not chain 8453/],
    [
      'another contract',
      reported({ verifyingContract: '0x000000000000000000000000000000000000dEaD' }),
      /as 0x000000000000000000000000000000000000dEaD, another contract/,
    ],
    ['a salt besides', reported({ fields: '0x1f' }), /fields 0x1f/],
  ])('a token reporting %s is refused before the wallet is asked to sign', async (_what, domain, message) => {
    chain.domain = domain
    const refusal = signDepositPermit(request(1_000_000n))
    await expect(refusal).rejects.toBeInstanceOf(PermitError)
    await expect(refusal).rejects.toMatchObject({ reason: 'domain', message: expect.stringMatching(message) })
    expect(chain.signTypedData).not.toHaveBeenCalled()
  })

  it('a configured name and version win over the token’s', () => {
    expect(
      pinnedPermitDomain({ ...contracts, usdcDomain: { name: 'USDC', version: '1' } }, reported()),
    ).toEqual({ name: 'USDC', version: '1', chainId: 8453, verifyingContract: contracts.usdc })
  })
})

describe('permitSignatureParts', () => {
  it('reads each form of the same signature alike', async () => {
    const signature = await owner.signMessage({ message: 'same' })
    const expected = permitSignatureParts(signature)
    for (const form of [withParityByte(signature), compact(signature), highS(signature)])
      expect(permitSignatureParts(form)).toEqual(expected)
  })
})

describe('sendDepositWithPermit', () => {
  it('a permit the token does not accept (PermitNotGranted in the estimate) is a PermitError, nothing sent', async () => {
    chain.refuse = true
    const permit = await signDepositPermit(request(5n))
    await expect(sendDepositWithPermit(request(5n), permit, 'Deposit')).rejects.toMatchObject({
      name: 'PermitError',
      reason: 'refused',
    })
  })
})
