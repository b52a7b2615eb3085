import { describe, expect, it, vi } from 'vitest'
import { CodeUnreachable } from '@/lib/codeLoad'
import { type DepositClients, type DepositOptions, runDeposit } from './deposit'
import type { DepositRequest } from './depositRequest'
import type { DepositStepAction } from './depositSteps'
import { PermitError } from './permit'

vi.mock('@/features/wallet/runtime/wagmiConfig', () => ({ wagmiConfig: { chains: [] } }))

const request: DepositRequest = {
  contracts: {
    chainId: 8453,
    vault: '0x00000000000000000000000000000000000000a1',
    usdc: '0x00000000000000000000000000000000000000b2',
  } as DepositRequest['contracts'],
  account: '0x00000000000000000000000000000000000000c3',
  amount: 5_000_000n,
  via: null,
}

const hash = (name: string) => `0x${name}` as const

/** A wallet and chain that take everything and confirm it; `overrides` change what they do. */
function fakeClients(overrides: Partial<DepositClients> = {}) {
  const calls: string[] = []
  const log =
    <A extends unknown[], R>(name: string, result: (...args: A) => R) =>
    (...args: A) => {
      calls.push(name)
      return result(...args)
    }
  const clients: DepositClients = {
    canBatch: log('canBatch', async () => false),
    signPermit: log('signPermit', async () => ({ deadline: 1n, v: 27, r: hash('r'), s: hash('s') })),
    cannotSignTypedData: () => false,
    sendApprove: log('sendApprove', async () => hash('approve')),
    sendDeposit: log('sendDeposit', async () => hash('deposit')),
    sendDepositWithPermit: log('sendDepositWithPermit', async () => hash('permitDeposit')),
    sendBatch: log('sendBatch', async () => hash('batch')),
    settled: log('settled', async () => 'confirmed' as const),
    ...overrides,
  }
  return { clients, calls }
}

async function deposit(options: Partial<DepositOptions> & { clients: DepositClients }) {
  const steps: DepositStepAction[] = []
  const kept: string[] = []
  const fallbacks: string[] = []
  const outcome = await runDeposit(request, {
    allowance: 0n,
    continuing: false,
    descriptions: { approve: 'Approve', deposit: 'Deposit' },
    halfDone: {
      begin: () => kept.push('begin'),
      approved: () => kept.push('approved'),
      drop: () => kept.push('drop'),
      sent: () => kept.push('sent'),
    },
    onStep: (action) => steps.push(action),
    onPermitFallback: (reason) => fallbacks.push(reason),
    ...options,
  })
  return { outcome, steps, kept, fallbacks }
}

const step = (key: string, status: string) => ({ type: 'step', key, status })

describe('runDeposit chooses how to deposit', () => {
  it('batches approve and deposit in one request when the wallet can', async () => {
    const { clients, calls } = fakeClients({ canBatch: async () => true })
    const run = await deposit({ clients })
    expect(run.outcome).toBe('confirmed')
    expect(calls).toEqual(['sendBatch', 'settled'])
    expect(run.steps).toEqual([
      { type: 'plan', steps: [{ key: 'batch', status: 'wallet' }] },
      step('batch', 'pending'),
      step('batch', 'confirmed'),
    ])
    expect(run.kept).toEqual([])
  })

  it('signs a permit, then deposits with it, when the allowance is short and batching is not offered', async () => {
    const { clients, calls } = fakeClients()
    const run = await deposit({ clients })
    expect(calls).toEqual(['canBatch', 'signPermit', 'sendDepositWithPermit', 'settled'])
    expect(run.steps).toEqual([
      {
        type: 'plan',
        steps: [
          { key: 'permit', status: 'wallet' },
          { key: 'deposit', status: 'idle' },
        ],
      },
      step('permit', 'signed'),
      step('deposit', 'wallet'),
      step('deposit', 'pending'),
      step('deposit', 'confirmed'),
    ])
  })

  it('deposits alone, in one numbered step, when the allowance already covers the amount', async () => {
    const { clients, calls } = fakeClients()
    const run = await deposit({ clients, allowance: request.amount })
    expect(calls).toEqual(['canBatch', 'sendDeposit', 'settled'])
    expect(run.steps).toEqual([
      { type: 'plan', steps: [{ key: 'single', status: 'wallet' }] },
      step('single', 'wallet'),
      step('single', 'pending'),
      step('single', 'confirmed'),
    ])
  })

  it('approves, then deposits, keeping the deposit halfway meanwhile, when the wallet cannot sign typed data', async () => {
    const { clients, calls } = fakeClients({
      signPermit: async () => {
        throw new Error('unsupported method')
      },
      cannotSignTypedData: () => true,
    })
    const run = await deposit({ clients })
    expect(calls).toEqual(['canBatch', 'sendApprove', 'settled', 'sendDeposit', 'settled'])
    expect(run.steps.slice(-6)).toEqual([
      {
        type: 'plan',
        steps: [
          { key: 'approve', status: 'wallet' },
          { key: 'deposit', status: 'idle' },
        ],
      },
      step('approve', 'pending'),
      step('approve', 'confirmed'),
      step('deposit', 'wallet'),
      step('deposit', 'pending'),
      step('deposit', 'confirmed'),
    ])
    expect(run.kept).toEqual(['begin', 'approved', 'sent'])
    expect(run.fallbacks).toEqual([])
  })

  it('falls back to approving, saying why, when the token refuses the permit; nothing sent with it', async () => {
    const { clients, calls } = fakeClients({
      sendDepositWithPermit: async () => {
        throw new PermitError('refused', 'USDC did not accept the permit.')
      },
    })
    const run = await deposit({ clients })
    expect(run.fallbacks).toEqual(['refused'])
    expect(calls).toEqual(['canBatch', 'signPermit', 'sendApprove', 'settled', 'sendDeposit', 'settled'])
    expect(run.outcome).toBe('confirmed')
  })

  it("approves instead, saying why, when the permit's code cannot be fetched; nothing signed", async () => {
    const { clients, calls } = fakeClients({
      signPermit: async () => {
        throw new CodeUnreachable(new TypeError('Failed to fetch dynamically imported module'))
      },
    })
    const run = await deposit({ clients })
    expect(run.fallbacks).toEqual(['unreachable'])
    expect(calls).toEqual(['canBatch', 'sendApprove', 'settled', 'sendDeposit', 'settled'])
    expect(run.outcome).toBe('confirmed')
  })

  it('a permit for another signing domain stops the deposit instead of approving', async () => {
    const { clients, calls } = fakeClients({
      signPermit: async () => {
        throw new PermitError('domain', 'another chain')
      },
    })
    await expect(deposit({ clients })).rejects.toMatchObject({ name: 'PermitError', reason: 'domain' })
    expect(calls).toEqual(['canBatch'])
  })

  it('continues a deposit whose approval is confirmed with the deposit alone, even where it could batch', async () => {
    const { clients, calls } = fakeClients({ canBatch: async () => true })
    const run = await deposit({ clients, continuing: true, allowance: request.amount })
    expect(calls).toEqual(['sendDeposit', 'settled'])
    expect(run.steps[0]).toEqual({
      type: 'plan',
      steps: [
        { key: 'approve', status: 'confirmed' },
        { key: 'deposit', status: 'wallet' },
      ],
    })
    expect(run.kept).toEqual(['approved', 'sent'])
  })

  it('an approval that fails ends there: nothing left halfway, no deposit sent', async () => {
    const { clients, calls } = fakeClients({
      cannotSignTypedData: () => true,
      signPermit: async () => {
        throw new Error('unsupported')
      },
      settled: async () => 'failed',
    })
    const run = await deposit({ clients })
    expect(run.outcome).toBe('failed')
    expect(calls).toEqual(['canBatch', 'sendApprove'])
    expect(run.kept).toEqual(['begin', 'drop'])
    expect(run.steps.at(-1)).toEqual(step('approve', 'failed'))
  })

  it('saying no in the wallet throws, with nothing sent after', async () => {
    const rejection = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const { clients, calls } = fakeClients({
      sendBatch: async () => {
        throw rejection
      },
      canBatch: async () => true,
    })
    await expect(deposit({ clients })).rejects.toBe(rejection)
    expect(calls).toEqual([])
  })
})
