import { multicall } from 'viem/actions'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { readYarmsOnChain, yarmerId } from './yarmReads'

vi.mock('viem/actions', () => ({ multicall: vi.fn() }))

const YARM = 'yarm-tidepool-1'
const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const outOfGas = () => new Error('EVM error OutOfGas')

type Call = { functionName: string; args?: readonly unknown[] }
type Answer = { status: 'success'; result: unknown } | { status: 'failure'; error: Error }

const ok = (result: unknown): Answer => ({ status: 'success', result })
const answers: Record<string, () => Answer> = {
  totalAssets: () => ok(1_500_000_000n),
  totalSupply: () => ok(1_500_000_000n),
  tvlCap: () => ok(2_000_000_000n),
  maxDeposit: () => ok(500_000_000n),
  isOpen: () => ok(true),
  endsAt: () => ok(2_000_000_000n),
  withdrawalDelay: () => ok(604_800n),
  balanceOf: () => ok(10_000_000n),
  allowance: () => ok(0n),
  topFills: () => ok([[yarmerId('carol_ct')], [7_000_000n], 1n]),
  yieldWindow: () => ok([1n, 2n, 3n, 4n]),
  getEthBalance: () => ok(10n ** 18n),
  pendingWithdrawalsOf: () =>
    ok([
      { requestId: 9n, receiver: ACCOUNT, claimableAt: 5n, shares: 1n, assets: 1n },
      { requestId: 4n, receiver: ACCOUNT, claimableAt: 5n, shares: 2n, assets: 2n },
    ]),
  getCurrentBlockTimestamp: () => ok(1_700_000_000n),
}

/** viem's multicall as it behaves: with allowFailure false, the first failed call throws. */
function answerWith(overrides: Record<string, () => Answer>) {
  vi.mocked(multicall).mockImplementation((async (
    _client: unknown,
    { contracts, allowFailure = true }: { contracts: Call[]; allowFailure?: boolean },
  ) => {
    const results = contracts.map((call) => {
      const answer = overrides[call.functionName] ?? answers[call.functionName]
      if (!answer) throw new Error(`no answer for ${call.functionName}`)
      return answer()
    })
    if (allowFailure) return results
    return results.map((result) => {
      if (result.status === 'failure') throw result.error
      return result.result
    })
  }) as never)
}

const read = () => readYarmsOnChain(8453, [YARM], ACCOUNT, { [YARM]: ['carol_ct', 'dave'] })

beforeEach(() => {
  vi.mocked(multicall).mockReset()
})

describe('readYarmsOnChain', () => {
  it('shows TVL, room and the position when the fills, the APY window and the withdrawals cannot be read', async () => {
    answerWith({ topFills: () => ({ status: 'failure', error: outOfGas() }) })
    let state = await read()
    let vault = state.vaults[YARM]
    expect(vault?.totalAssets).toBe(1_500_000_000n)
    expect(vault?.capacity).toBe(500_000_000n)
    expect(vault?.position?.shares).toBe(10_000_000n)
    expect(vault?.fills).toEqual({})
    expect(vault?.unread).toEqual(['fills'])

    answerWith({
      yieldWindow: () => ({ status: 'failure', error: outOfGas() }),
      pendingWithdrawalsOf: () => ({ status: 'failure', error: outOfGas() }),
    })
    state = await read()
    vault = state.vaults[YARM]
    expect(vault?.totalAssets).toBe(1_500_000_000n)
    expect(vault?.fills).toEqual({ carol_ct: 7_000_000n, dave: 0n })
    expect(vault?.withdrawals).toEqual([])
    expect(vault?.unread).toEqual(['yieldWindow', 'withdrawals'])
  })

  it('fails the read when a figure the card needs fails: a half-read vault would show a wrong TVL', async () => {
    answerWith({ totalAssets: () => ({ status: 'failure', error: outOfGas() }) })
    await expect(read()).rejects.toThrow('OutOfGas')
  })

  it('lists withdrawals oldest first, and leaves out a Yarmer a full top list cannot tell about', async () => {
    answerWith({ topFills: () => ok([[yarmerId('carol_ct')], [7_000_000n], 40n]) })
    const vault = (await read()).vaults[YARM]
    expect(vault?.withdrawals.map(({ requestId }) => requestId)).toEqual([4n, 9n])
    expect(vault?.fills).toEqual({ carol_ct: 7_000_000n })
    expect(vault?.unread).toEqual([])
  })
})
