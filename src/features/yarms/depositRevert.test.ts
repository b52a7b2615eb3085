import { describe, expect, it } from 'vitest'
import { depositRevertReason, type VaultNow } from './depositRevert'

const vault = (patch: Partial<VaultNow> = {}): VaultNow => ({
  open: true,
  capacity: 1_000n,
  position: { allowance: 500n },
  ...patch,
})

describe('depositRevertReason', () => {
  it('ended: the vault no longer takes deposits, whatever else is short', () => {
    expect(depositRevertReason(vault({ open: false, capacity: 0n }), null, 500n)).toBe('ended')
  })

  it('full: less room left than the amount', () => {
    expect(depositRevertReason(vault({ capacity: 499n }), null, 500n)).toBe('full')
  })

  it('allowance: the vault may take less than the amount, or nothing', () => {
    expect(depositRevertReason(vault({ position: { allowance: 499n } }), null, 500n)).toBe('allowance')
    expect(depositRevertReason(vault({ position: null }), null, 500n)).toBe('allowance')
  })

  it('other: the vault as it is now would take the amount, and the error names nothing known', () => {
    expect(depositRevertReason(vault(), null, 500n)).toBe('other')
    expect(depositRevertReason(vault(), 'SomethingElse', 500n)).toBe('other')
  })

  it('the error name when the chain cannot be read', () => {
    expect(depositRevertReason(null, 'ERC4626ExceededMaxDeposit', 500n)).toBe('full')
    expect(depositRevertReason(undefined, 'ERC20InsufficientAllowance', 500n)).toBe('allowance')
    expect(depositRevertReason(null, null, 500n)).toBe('other')
  })

  it('the vault now wins over the error name', () => {
    expect(depositRevertReason(vault({ open: false }), 'ERC4626ExceededMaxDeposit', 500n)).toBe('ended')
  })
})
