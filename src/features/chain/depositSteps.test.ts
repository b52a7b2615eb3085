import { describe, expect, it } from 'vitest'
import { type DepositStep, depositBusy, depositSteps, initialDepositSteps } from './depositSteps'

const approveThenDeposit: DepositStep[] = [
  { key: 'approve', status: 'confirmed' },
  { key: 'deposit', status: 'wallet' },
]

describe('depositSteps', () => {
  it.each([
    ['plan', [], { type: 'plan', steps: approveThenDeposit }, approveThenDeposit],
    [
      'step',
      approveThenDeposit,
      { type: 'step', key: 'deposit', status: 'pending' },
      [
        { key: 'approve', status: 'confirmed' },
        { key: 'deposit', status: 'pending' },
      ],
    ],
    ['rejected', approveThenDeposit, { type: 'rejected' }, [{ key: 'approve', status: 'confirmed' }]],
    [
      'failed',
      approveThenDeposit,
      { type: 'failed' },
      [
        { key: 'approve', status: 'confirmed' },
        { key: 'deposit', status: 'failed' },
      ],
    ],
  ] as const)('%s', (_name, before, action, after) => {
    expect(depositSteps([...before], action)).toEqual(after)
  })

  it('opens a continued deposit with its approval confirmed, and a new one empty', () => {
    expect(initialDepositSteps(true)).toEqual([
      { key: 'approve', status: 'confirmed' },
      { key: 'deposit', status: 'idle' },
    ])
    expect(initialDepositSteps(false)).toEqual([])
  })

  it('is busy while a step waits in the wallet or on the chain', () => {
    expect(depositBusy(approveThenDeposit)).toBe(true)
    expect(depositBusy([{ key: 'batch', status: 'pending' }])).toBe(true)
    expect(depositBusy([{ key: 'batch', status: 'confirmed' }])).toBe(false)
  })
})
