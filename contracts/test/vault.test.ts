import {
  type Account,
  decodeEventLog,
  encodeFunctionData,
  keccak256,
  parseSignature,
  parseUnits,
  toHex,
  zeroHash,
} from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { mockUSDCAbi, mockUSDCBytecode, yarmVaultAbi, yarmVaultBytecode } from '../out/abis.ts'
import { PERMIT_TYPES } from '../permit'
import { jam } from './jammer.ts'
import { type LocalChain, startLocalChain } from './localChain.ts'

const usdc = (amount: string) => parseUnits(amount, 6)
const CAP = usdc('1000')
const DELAY = 7n * 86_400n
const carol = keccak256(toHex('carol_ct'))

let chain: LocalChain
let admin: Account
let alice: Account
let bob: Account
let token: `0x${string}`
let snapshot: `0x${string}`

beforeAll(async () => {
  chain = await startLocalChain()
  ;[admin, alice, bob] = chain.accounts as unknown as [Account, Account, Account]
  token = await chain.deployContract(admin, {
    abi: mockUSDCAbi,
    bytecode: mockUSDCBytecode,
    args: [admin.address],
  })
  for (const account of [admin, alice, bob]) {
    await chain.write(admin, {
      address: token,
      abi: mockUSDCAbi,
      functionName: 'mint',
      args: [account.address, usdc('1000000')],
    })
  }
  snapshot = await chain.testClient.snapshot()
}, 60_000)

afterAll(async () => {
  await chain?.stop()
})

/** Each test gets a fresh vault whose window opens an hour from now and lasts four weeks. */
let vault: `0x${string}`
let startsAt: bigint
let endsAt: bigint

beforeEach(async () => {
  await chain.testClient.revert({ id: snapshot })
  snapshot = await chain.testClient.snapshot()
  startsAt = (await chain.now()) + 3_600n
  endsAt = startsAt + 28n * 86_400n
  vault = await chain.deployContract(admin, {
    abi: yarmVaultAbi,
    bytecode: yarmVaultBytecode,
    args: [token, 'Yarm Test', 'yTEST', startsAt, endsAt, CAP, DELAY, admin.address],
  })
  for (const account of [admin, alice, bob]) {
    await chain.write(account, {
      address: token,
      abi: mockUSDCAbi,
      functionName: 'approve',
      args: [vault, 2n ** 255n],
    })
  }
})

const read = <T>(functionName: string, args: readonly unknown[] = []) =>
  chain.publicClient.readContract({
    address: vault,
    abi: yarmVaultAbi,
    functionName,
    args,
  } as never) as Promise<T>
const balanceOf = (address: `0x${string}`) =>
  chain.publicClient.readContract({
    address: token,
    abi: mockUSDCAbi,
    functionName: 'balanceOf',
    args: [address],
  })
const deposit = (account: Account, assets: bigint, yarmer: `0x${string}` = zeroHash) =>
  chain.write(account, {
    address: vault,
    abi: yarmVaultAbi,
    functionName: 'deposit',
    args: [assets, account.address, yarmer],
  })
const open = () => chain.mineAt(startsAt)

/** The error name a reverted call carries, from viem's decoded revert. */
async function revertName(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise
  } catch (error) {
    const cause = (error as { walk?: (fn: (e: unknown) => boolean) => unknown }).walk?.(
      (e) => typeof (e as { data?: { errorName?: string } }).data?.errorName === 'string',
    ) as { data?: { errorName?: string } } | undefined
    return cause?.data?.errorName ?? 'unknown revert'
  }
  return undefined
}
const simulateDeposit = (account: Account, assets: bigint, yarmer: `0x${string}` = zeroHash) =>
  chain.publicClient.simulateContract({
    account,
    address: vault,
    abi: yarmVaultAbi,
    functionName: 'deposit',
    args: [assets, account.address, yarmer],
  })

describe('time window', () => {
  it('takes deposits from startsAt up to, not including, endsAt', async () => {
    expect(await read<bigint>('maxDeposit', [alice.address])).toBe(0n)
    expect(await revertName(simulateDeposit(alice, usdc('1')))).toBe('ERC4626ExceededMaxDeposit')

    await chain.testClient.setNextBlockTimestamp({ timestamp: startsAt })
    await deposit(alice, usdc('1'))
    expect(await read<bigint>('totalAssets')).toBe(usdc('1'))

    await chain.mineAt(endsAt - 2n)
    expect(await read<bigint>('maxDeposit', [alice.address])).toBe(CAP - usdc('1'))
    await deposit(alice, usdc('1')) // mined at endsAt - 1: the last second is still open

    await chain.mineAt(endsAt)
    expect(await read<boolean>('isOpen')).toBe(false)
    expect(await read<bigint>('maxDeposit', [alice.address])).toBe(0n)
    expect(await read<bigint>('maxMint', [alice.address])).toBe(0n)
    expect(await revertName(simulateDeposit(alice, usdc('1')))).toBe('ERC4626ExceededMaxDeposit')
  })
})

describe('cap', () => {
  it('maxDeposit is what is left under the cap, and depositing exactly that fills it', async () => {
    await open()
    await deposit(alice, usdc('400'))
    expect(await read<bigint>('maxDeposit', [bob.address])).toBe(usdc('600'))
    expect(await revertName(simulateDeposit(bob, usdc('600') + 1n))).toBe('ERC4626ExceededMaxDeposit')
    await deposit(bob, usdc('600'))
    expect(await read<bigint>('totalAssets')).toBe(CAP)
    expect(await read<bigint>('maxDeposit', [bob.address])).toBe(0n)
    expect(await revertName(simulateDeposit(bob, 1n))).toBe('ERC4626ExceededMaxDeposit')
  })

  it('after yield makes shares uneven, max deposit and max mint still go through with no dust left', async () => {
    await open()
    await deposit(alice, usdc('333.333333'))
    await chain.write(admin, {
      address: vault,
      abi: yarmVaultAbi,
      functionName: 'accrue',
      args: [usdc('7.777777')],
    })
    const maxAssets = await read<bigint>('maxDeposit', [bob.address])
    const maxShares = await read<bigint>('maxMint', [bob.address])
    expect(await read<bigint>('previewMint', [maxShares])).toBeLessThanOrEqual(maxAssets)
    await chain.write(bob, {
      address: vault,
      abi: yarmVaultAbi,
      functionName: 'mint',
      args: [maxShares, bob.address],
    })
    const rest = await read<bigint>('maxDeposit', [bob.address])
    if (rest > 0n) {
      // What mint's rounding left is less than one share's worth: a deposit of exactly that closes the cap,
      // unless it buys no share at all (then it is refused as such, not as an overflow of the cap).
      const error = await revertName(simulateDeposit(bob, rest))
      if (error === undefined) await deposit(bob, rest)
      else expect(error).toBe('ZeroShares')
    }
    expect(await read<bigint>('totalAssets')).toBeLessThanOrEqual(CAP)
    expect(CAP - (await read<bigint>('totalAssets'))).toBeLessThanOrEqual(2n)
  })
})

describe('attribution', () => {
  it('records the Yarmer each deposit came through, in an event and in filled', async () => {
    await open()
    const receipt = await deposit(alice, usdc('150'), carol)
    await deposit(bob, usdc('50'), carol)
    await chain.write(bob, {
      address: vault,
      abi: yarmVaultAbi,
      functionName: 'deposit',
      args: [usdc('20'), bob.address],
    })

    const events = receipt.logs
      .filter((log) => log.address.toLowerCase() === vault.toLowerCase())
      .map((log) => decodeEventLog({ abi: yarmVaultAbi, data: log.data, topics: log.topics }))
    const deposited = events.find((event) => event.eventName === 'Deposited')
    expect(deposited?.args).toMatchObject({
      yarmer: carol,
      sender: alice.address,
      receiver: alice.address,
      assets: usdc('150'),
      shares: usdc('150'),
    })
    expect(await read<bigint>('filled', [carol])).toBe(usdc('200'))
    expect(await read<bigint>('filled', [zeroHash])).toBe(usdc('20'))
  })

  type TopFills = readonly [readonly string[], readonly bigint[], bigint]

  it('lists the Yarmers with the largest fills, largest first, in one call (topFills), "no Yarmer" left out', async () => {
    await open()
    const dave = keccak256(toHex('dave'))
    expect(await read<TopFills>('topFills')).toEqual([[], [], 0n])
    await deposit(alice, usdc('150'), carol)
    await deposit(bob, usdc('20'))
    await deposit(bob, usdc('5'), dave)
    await deposit(alice, usdc('50'), carol)
    expect(await read<TopFills>('topFills')).toEqual([[carol, dave], [usdc('200'), usdc('5')], 2n])
    // dave passes carol: he moves up.
    await deposit(bob, usdc('300'), dave)
    expect(await read<TopFills>('topFills')).toEqual([[dave, carol], [usdc('305'), usdc('200')], 2n])
  })

  it('keeps TOP_FILLS Yarmers: a newcomer enters by passing the last one, ties keep who was first', async () => {
    await open()
    const top = Number(await read<bigint>('TOP_FILLS'))
    const id = (n: number) => keccak256(toHex(`yarmer ${n}`))
    // Fills top, top - 1, …, 1 units: already in order.
    for (let n = 0; n < top; n++) await deposit(alice, BigInt(top - n), id(n))
    const [full, , credited] = await read<TopFills>('topFills')
    expect(full).toEqual(Array.from({ length: top }, (_, n) => id(n)))
    expect(credited).toBe(BigInt(top))

    // As much as the last one: stays out. More: takes the last place, then climbs past those with less.
    await deposit(bob, 1n, id(top))
    expect((await read<TopFills>('topFills'))[0]).not.toContain(id(top))
    await deposit(bob, 2n, id(top))
    const [ids, amounts, count] = await read<TopFills>('topFills')
    expect(ids).toHaveLength(top)
    expect(ids).not.toContain(id(top - 1))
    expect(ids.indexOf(id(top))).toBe(top - 2)
    expect(ids[top - 3]).toBe(id(top - 3))
    expect([...amounts]).toEqual([...amounts].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)))
    expect(count).toBe(BigInt(top + 1))
    // The one pushed out still has its fill.
    expect(await read<bigint>('filled', [id(top - 1)])).toBe(1n)
  })
})

describe('yield window', () => {
  const accrue = (assets: bigint) =>
    chain.write(admin, { address: vault, abi: yarmVaultAbi, functionName: 'accrue', args: [assets] })
  const window = () => read<readonly [bigint, bigint, bigint, bigint]>('yieldWindow')
  const WEEK = 7n * 86_400n

  it('holds the share price after the first and the latest accrual, and moves on after a week', async () => {
    await open()
    expect(await window()).toEqual([0n, 0n, 0n, 0n])
    await deposit(alice, usdc('500'))
    const t0 = (await chain.now()) + 10n
    await chain.testClient.setNextBlockTimestamp({ timestamp: t0 })
    await accrue(usdc('1'))
    // Right after the first accrual both ends are the same point: nothing measured yet.
    const first = await window()
    expect(first[0]).toBe(t0)
    expect(first[2]).toBe(t0)
    expect(first[1]).toBe(first[3])
    // 501 USDC over 500 shares (and OpenZeppelin's virtual share and asset), per 1e18 shares.
    expect(first[1]).toBe((10n ** 18n * (usdc('501') + 1n)) / (usdc('500') + 1n))

    await chain.testClient.setNextBlockTimestamp({ timestamp: t0 + 86_400n })
    await accrue(usdc('2'))
    const second = await window()
    expect(second[0]).toBe(t0)
    expect(second[1]).toBe(first[1])
    expect(second[2]).toBe(t0 + 86_400n)
    expect(second[3]).toBeGreaterThan(first[3])
    // A deposit does not move the price, nor the window.
    await deposit(bob, usdc('100'))
    expect(await window()).toEqual(second)

    // A week after the first point the next accrual starts a new middle; the window starts there after
    // the week after that.
    await chain.testClient.setNextBlockTimestamp({ timestamp: t0 + WEEK })
    await accrue(usdc('1'))
    expect((await window())[0]).toBe(t0)
    await chain.testClient.setNextBlockTimestamp({ timestamp: t0 + 2n * WEEK })
    await accrue(usdc('1'))
    const moved = await window()
    expect(moved[0]).toBe(t0 + WEEK)
    expect(moved[2]).toBe(t0 + 2n * WEEK)
  })
})

describe('deposit with a permit', () => {
  /** `account`'s EIP-2612 signature letting the vault take `value` of its USDC, split for the call. */
  async function permitFor(account: Account, value: bigint, deadline: bigint) {
    const signer = account as Account & { signTypedData: NonNullable<Account['signTypedData']> }
    const nonce = await chain.publicClient.readContract({
      address: token,
      abi: mockUSDCAbi,
      functionName: 'nonces',
      args: [account.address],
    })
    const signature = await signer.signTypedData({
      domain: { name: 'USD Coin', version: '1', chainId: chain.chain.id, verifyingContract: token },
      types: PERMIT_TYPES,
      primaryType: 'Permit',
      message: { owner: account.address, spender: vault, value, nonce, deadline },
    })
    const { r, s, v } = parseSignature(signature)
    return { deadline, v: Number(v), r, s }
  }
  const allowance = (account: Account) =>
    chain.publicClient.readContract({
      address: token,
      abi: mockUSDCAbi,
      functionName: 'allowance',
      args: [account.address, vault],
    })
  const depositWithPermit = (
    account: Account,
    assets: bigint,
    permit: { deadline: bigint; v: number; r: `0x${string}`; s: `0x${string}` },
  ) =>
    chain.write(account, {
      address: vault,
      abi: yarmVaultAbi,
      functionName: 'depositWithPermit',
      args: [assets, account.address, carol, permit.deadline, permit.v, permit.r, permit.s],
    })
  /** A fresh signer with USDC and no allowance for the vault. */
  const newcomer = () => chain.accounts[6] as Account
  beforeEach(async () => {
    await chain.write(admin, {
      address: token,
      abi: mockUSDCAbi,
      functionName: 'mint',
      args: [newcomer().address, usdc('500')],
    })
  })

  it('deposits in one transaction with no approval before it, and leaves no allowance', async () => {
    await open()
    const person = newcomer()
    expect(await allowance(person)).toBe(0n)
    const permit = await permitFor(person, usdc('120'), (await chain.now()) + 600n)
    await depositWithPermit(person, usdc('120'), permit)
    expect(await read<bigint>('totalAssets')).toBe(usdc('120'))
    expect(await read<bigint>('filled', [carol])).toBe(usdc('120'))
    expect(await allowance(person)).toBe(0n)
    expect(await balanceOf(person.address)).toBe(usdc('380'))
  })

  it('still deposits when someone submitted the permit first (it is public once signed)', async () => {
    await open()
    const person = newcomer()
    const permit = await permitFor(person, usdc('50'), (await chain.now()) + 600n)
    await chain.write(bob, {
      address: token,
      abi: mockUSDCAbi,
      functionName: 'permit',
      args: [person.address, vault, usdc('50'), permit.deadline, permit.v, permit.r, permit.s],
    })
    await depositWithPermit(person, usdc('50'), permit)
    expect(await read<bigint>('totalAssets')).toBe(usdc('50'))
    expect(await allowance(person)).toBe(0n)
  })

  it('refuses an expired permit, one for less than the deposit, and one signed by someone else', async () => {
    await open()
    const person = newcomer()
    const simulate = (assets: bigint, permit: Awaited<ReturnType<typeof permitFor>>, from = person) =>
      chain.publicClient.simulateContract({
        account: from,
        address: vault,
        abi: yarmVaultAbi,
        functionName: 'depositWithPermit',
        args: [assets, from.address, zeroHash, permit.deadline, permit.v, permit.r, permit.s],
      })
    const expired = await permitFor(person, usdc('10'), (await chain.now()) - 1n)
    expect(await revertName(simulate(usdc('10'), expired))).toBe('PermitNotGranted')
    const tooLittle = await permitFor(person, usdc('10'), (await chain.now()) + 600n)
    expect(await revertName(simulate(usdc('11'), tooLittle))).toBe('PermitNotGranted')
    // The newcomer's signature, sent by someone else as their own deposit.
    const theirs = await permitFor(person, usdc('10'), (await chain.now()) + 600n)
    const stranger = chain.accounts[8] as Account
    expect(await revertName(simulate(usdc('10'), theirs, stranger))).toBe('PermitNotGranted')
    expect(await read<bigint>('totalAssets')).toBe(0n)
  })
})

describe('withdrawal: request, delay, claim', () => {
  it('locks the shares, refuses the claim before the delay, then pays the value at claim time once', async () => {
    await open()
    await deposit(alice, usdc('100'))
    const before = await balanceOf(alice.address)

    const request = await chain.write(alice, {
      address: vault,
      abi: yarmVaultAbi,
      functionName: 'requestWithdraw',
      args: [usdc('40'), alice.address],
    })
    const requested = request.logs
      .map((log) => {
        try {
          return decodeEventLog({ abi: yarmVaultAbi, data: log.data, topics: log.topics })
        } catch {
          return undefined
        }
      })
      .find((event) => event?.eventName === 'WithdrawalRequested')
    const requestedAt = (await chain.publicClient.getBlock({ blockNumber: request.blockNumber })).timestamp
    expect(requested?.args).toMatchObject({
      requestId: 1n,
      owner: alice.address,
      shares: usdc('40'),
      claimableAt: requestedAt + DELAY,
    })
    expect(await read<bigint>('balanceOf', [alice.address])).toBe(usdc('60'))
    expect(await read<bigint>('balanceOf', [vault])).toBe(usdc('40'))

    const claim = (account: Account) =>
      chain.publicClient.simulateContract({
        account,
        address: vault,
        abi: yarmVaultAbi,
        functionName: 'claim',
        args: [1n],
      })
    await chain.mineAt(requestedAt + DELAY - 2n)
    expect(await revertName(claim(alice))).toBe('NotClaimableYet')

    // Yield during the delay belongs to the shares still in the vault, the requested ones included.
    await chain.write(admin, {
      address: vault,
      abi: yarmVaultAbi,
      functionName: 'accrue',
      args: [usdc('10')],
    })
    await chain.mineAt(requestedAt + DELAY)
    expect(await revertName(claim(bob))).toBe('NotRequestOwner')
    const expected = await read<bigint>('claimableAssets', [1n])
    expect(expected).toBe(usdc('43.999999')) // 40 of 100 shares of 110 USDC, rounded down
    await chain.write(alice, { address: vault, abi: yarmVaultAbi, functionName: 'claim', args: [1n] })
    expect((await balanceOf(alice.address)) - before).toBe(expected)
    expect(await read<bigint>('balanceOf', [vault])).toBe(0n)
    expect(await revertName(claim(alice))).toBe('AlreadyClaimed')
    expect(
      await revertName(
        chain.publicClient.simulateContract({
          account: alice,
          address: vault,
          abi: yarmVaultAbi,
          functionName: 'claim',
          args: [9n],
        }),
      ),
    ).toBe('UnknownRequest')
  })

  it('closes the instant withdraw and redeem (max 0), so the delay cannot be skipped', async () => {
    await open()
    await deposit(alice, usdc('100'))
    expect(await read<bigint>('maxWithdraw', [alice.address])).toBe(0n)
    expect(await read<bigint>('maxRedeem', [alice.address])).toBe(0n)
    const instant = (functionName: 'withdraw' | 'redeem') =>
      chain.publicClient.simulateContract({
        account: alice,
        address: vault,
        abi: yarmVaultAbi,
        functionName,
        args: [1n, alice.address, alice.address],
      })
    expect(await revertName(instant('withdraw'))).toBe('ERC4626ExceededMaxWithdraw')
    expect(await revertName(instant('redeem'))).toBe('ERC4626ExceededMaxRedeem')
  })

  it("lists an owner's unclaimed requests with what each would pay now, and drops a claimed one", async () => {
    await open()
    await deposit(alice, usdc('100'))
    await deposit(bob, usdc('100'))
    const request = (account: Account, shares: bigint) =>
      chain.write(account, {
        address: vault,
        abi: yarmVaultAbi,
        functionName: 'requestWithdraw',
        args: [shares, account.address],
      })
    await request(alice, usdc('10'))
    const first = await request(bob, usdc('20'))
    const firstAt = (await chain.publicClient.getBlock({ blockNumber: first.blockNumber })).timestamp
    await request(alice, usdc('30'))
    type Pending = {
      requestId: bigint
      receiver: string
      claimableAt: bigint
      shares: bigint
      assets: bigint
    }
    const pendingOf = (account: Account) => read<Pending[]>('pendingWithdrawalsOf', [account.address])

    expect((await pendingOf(alice)).map(({ requestId, shares }) => [requestId, shares])).toEqual([
      [1n, usdc('10')],
      [3n, usdc('30')],
    ])
    expect(await pendingOf(bob)).toEqual([
      {
        requestId: 2n,
        receiver: bob.address,
        claimableAt: firstAt + DELAY,
        shares: usdc('20'),
        assets: await read<bigint>('claimableAssets', [2n]),
      },
    ])
    expect(await read<Pending[]>('pendingWithdrawalsOf', [admin.address])).toEqual([])

    await chain.mineAt(firstAt + DELAY + 1n)
    await chain.write(alice, { address: vault, abi: yarmVaultAbi, functionName: 'claim', args: [1n] })
    expect((await pendingOf(alice)).map(({ requestId }) => requestId)).toEqual([3n])
  })

  it("keeps each owner's list right whatever order the claims come in", async () => {
    await open()
    await deposit(alice, usdc('100'))
    await deposit(bob, usdc('100'))
    const request = (account: Account) =>
      chain.write(account, {
        address: vault,
        abi: yarmVaultAbi,
        functionName: 'requestWithdraw',
        args: [usdc('1'), account.address],
      })
    for (const account of [alice, bob, alice, alice, bob]) await request(account)
    const ids = async (account: Account) =>
      (await read<{ requestId: bigint }[]>('pendingWithdrawalsOf', [account.address]))
        .map(({ requestId }) => requestId)
        .sort((a, b) => Number(a - b))
    await chain.mineAt((await chain.now()) + DELAY)
    const claim = (account: Account, id: bigint) =>
      chain.write(account, { address: vault, abi: yarmVaultAbi, functionName: 'claim', args: [id] })
    await claim(alice, 3n)
    expect(await ids(alice)).toEqual([1n, 4n])
    await claim(alice, 4n)
    expect(await ids(alice)).toEqual([1n])
    expect(await ids(bob)).toEqual([2n, 5n])
    await claim(bob, 2n)
    await claim(alice, 1n)
    expect(await ids(alice)).toEqual([])
    expect(await ids(bob)).toEqual([5n])
    await request(alice)
    expect(await ids(alice)).toEqual([6n])
  })

  it('refuses a request for more shares than the caller holds', async () => {
    await open()
    await deposit(alice, usdc('5'))
    const request = chain.publicClient.simulateContract({
      account: alice,
      address: vault,
      abi: yarmVaultAbi,
      functionName: 'requestWithdraw',
      args: [usdc('5') + 1n, alice.address],
    })
    expect(await revertName(request)).toBe('ERC20InsufficientBalance')
  })
})

describe('rounding', () => {
  it('pays nobody more than the vault holds: everyone withdrawing all leaves it solvent, with at most dust', async () => {
    await open()
    const people = chain.accounts.slice(1, 6)
    // Uneven amounts and yield, so share prices are not round numbers.
    const amounts = [usdc('1.000001'), usdc('77.777777'), 3n, usdc('123.456789'), usdc('0.5')]
    for (const [i, person] of people.entries()) {
      if (i > 1)
        await chain.write(admin, {
          address: token,
          abi: mockUSDCAbi,
          functionName: 'transfer',
          args: [person.address, usdc('1000')],
        })
      if (i > 1)
        await chain.write(person, {
          address: token,
          abi: mockUSDCAbi,
          functionName: 'approve',
          args: [vault, 2n ** 255n],
        })
      await deposit(person, amounts[i] as bigint)
      await chain.write(admin, {
        address: vault,
        abi: yarmVaultAbi,
        functionName: 'accrue',
        args: [BigInt(1 + i * 333_331)],
      })
    }
    // Everyone asks for everything they hold: max request, no dust left behind in their balance.
    for (const person of people) {
      const shares = await read<bigint>('balanceOf', [person.address])
      await chain.write(person, {
        address: vault,
        abi: yarmVaultAbi,
        functionName: 'requestWithdraw',
        args: [shares, person.address],
      })
      expect(await read<bigint>('balanceOf', [person.address])).toBe(0n)
    }
    await chain.mineAt((await chain.now()) + DELAY)
    let paid = 0n
    for (const [i, person] of people.entries()) {
      const held = await balanceOf(vault)
      const before = await balanceOf(person.address)
      await chain.write(person, {
        address: vault,
        abi: yarmVaultAbi,
        functionName: 'claim',
        args: [BigInt(i + 1)],
      })
      const got = (await balanceOf(person.address)) - before
      expect(got).toBeLessThanOrEqual(held)
      paid += got
    }
    const deposited = amounts.reduce((sum, amount) => sum + amount, 0n)
    const yieldAdded = people.reduce((sum, _, i) => sum + BigInt(1 + i * 333_331), 0n)
    const left = await balanceOf(vault)
    expect(paid + left).toBe(deposited + yieldAdded)
    expect(await read<bigint>('totalSupply')).toBe(0n)
    // OpenZeppelin's virtual share keeps a crumb of each yield payment: a few units, never a debt.
    expect(left).toBeLessThan(10n)
  })
})

describe('yield', () => {
  it('accrue (keeper only) raises the value of a share', async () => {
    await open()
    await deposit(alice, usdc('100'))
    const before = await read<bigint>('convertToAssets', [usdc('1')])
    await chain.write(admin, { address: vault, abi: yarmVaultAbi, functionName: 'accrue', args: [usdc('5')] })
    expect(await read<bigint>('convertToAssets', [usdc('1')])).toBeGreaterThan(before)
    const byAlice = chain.publicClient.simulateContract({
      account: alice,
      address: vault,
      abi: yarmVaultAbi,
      functionName: 'accrue',
      args: [1n],
    })
    expect(await revertName(byAlice)).toBe('AccessControlUnauthorizedAccount')
  })
})

describe('USDC stand-in', () => {
  it('has 6 decimals and takes an EIP-2612 permit instead of an approve transaction', async () => {
    const read = (functionName: 'decimals' | 'name', args: readonly unknown[] = []) =>
      chain.publicClient.readContract({ address: token, abi: mockUSDCAbi, functionName, args } as never)
    expect(await read('decimals')).toBe(6)
    const signer = chain.accounts[7] as Account & { signTypedData: NonNullable<Account['signTypedData']> }
    const deadline = (await chain.now()) + 3_600n
    const signature = await signer.signTypedData({
      domain: { name: 'USD Coin', version: '1', chainId: chain.chain.id, verifyingContract: token },
      types: PERMIT_TYPES,
      primaryType: 'Permit',
      message: { owner: signer.address, spender: vault, value: usdc('12'), nonce: 0n, deadline },
    })
    const { r, s, v } = parseSignature(signature)
    // Anyone may submit it: here bob pays the gas.
    await chain.write(bob, {
      address: token,
      abi: mockUSDCAbi,
      functionName: 'permit',
      args: [signer.address, vault, usdc('12'), deadline, Number(v), r, s],
    })
    expect(
      await chain.publicClient.readContract({
        address: token,
        abi: mockUSDCAbi,
        functionName: 'allowance',
        args: [signer.address, vault],
      }),
    ).toBe(usdc('12'))
  })
})

describe('a stranger filling the vault with entries', () => {
  /**
   * Far under any node's eth_call cap (geth's 50M, a 30M block): the top fills cost about 143k, the rest
   * under 50k each, however many entries the stranger made.
   */
  const READ_GAS = 300_000n
  const JAM = 6_000

  it("leaves every read another person's page makes bounded, and their deposit and withdrawal working", async () => {
    await open()
    await chain.testClient.setBlockGasLimit({ gasLimit: 1_000_000_000n })
    await deposit(alice, usdc('150'), carol)
    await chain.write(alice, {
      address: vault,
      abi: yarmVaultAbi,
      functionName: 'requestWithdraw',
      args: [usdc('10'), alice.address],
    })
    const attacker = chain.accounts[9] as Account
    const jammer = await jam({
      publicClient: chain.publicClient as never,
      attacker: chain.walletFor(attacker) as never,
      vault,
      usdc: token,
      fund: async (to, amount) => {
        await chain.write(admin, {
          address: token,
          abi: mockUSDCAbi,
          functionName: 'mint',
          args: [to, amount],
        })
      },
      deposits: JAM,
      requests: JAM,
      perTransaction: 1_500,
    })
    expect(await read<bigint>('balanceOf', [jammer])).toBe(BigInt(JAM))

    // What /yarms reads of this vault for alice, call by call (features/chain/yarmReads.ts).
    const reads = [
      ['totalAssets', []],
      ['totalSupply', []],
      ['tvlCap', []],
      ['maxDeposit', [alice.address]],
      ['isOpen', []],
      ['endsAt', []],
      ['withdrawalDelay', []],
      ['balanceOf', [alice.address]],
      ['topFills', []],
      ['yieldWindow', []],
      ['pendingWithdrawalsOf', [alice.address]],
    ] as const
    const costs: Record<string, bigint> = {}
    for (const [functionName, args] of reads) {
      const data = encodeFunctionData({ abi: yarmVaultAbi, functionName, args } as never)
      costs[functionName] = await chain.publicClient.estimateGas({ account: bob, to: vault, data })
    }
    const over = Object.entries(costs).filter(([, gas]) => gas > READ_GAS)
    expect(over, `reads over ${READ_GAS} gas`).toEqual([])

    const pending = await read<{ requestId: bigint; shares: bigint }[]>('pendingWithdrawalsOf', [
      alice.address,
    ])
    expect(pending.map(({ requestId, shares }) => [requestId, shares])).toEqual([[1n, usdc('10')]])
    const depositGas = await chain.publicClient.estimateContractGas({
      account: bob,
      address: vault,
      abi: yarmVaultAbi,
      functionName: 'deposit',
      args: [usdc('50'), bob.address, carol],
    })
    expect(depositGas).toBeLessThan(300_000n)
    await deposit(bob, usdc('50'), carol)
    expect(await read<bigint>('filled', [carol])).toBe(usdc('200'))
    // A Yarmer new to the full list climbs past the stranger's 24 there: the most a deposit's ranking costs.
    const dave = keccak256(toHex('dave'))
    const climb = await chain.publicClient.estimateContractGas({
      account: bob,
      address: vault,
      abi: yarmVaultAbi,
      functionName: 'deposit',
      args: [usdc('10'), bob.address, dave],
    })
    expect(climb).toBeLessThan(600_000n)
    await deposit(bob, usdc('10'), dave)
    const [top, , credited] = await read<readonly [readonly string[], readonly bigint[], bigint]>('topFills')
    expect(top.slice(0, 2)).toEqual([carol, dave])
    expect(credited).toBe(BigInt(JAM + 2))
  }, 180_000)
})
