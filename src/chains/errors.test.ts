import { SwitchChainError } from 'viem'
import { describe, expect, it } from 'vitest'
import { hasErrorCode } from './errors'

describe('hasErrorCode', () => {
  it("finds the wallet's 4200 inside wagmi's SwitchChainError", () => {
    const wrapped = new SwitchChainError(
      Object.assign(new Error('The test wallet does not support wallet_switchEthereumChain.'), {
        code: 4200,
      }),
    )
    expect(hasErrorCode(wrapped, 4200)).toBe(true)
    expect(hasErrorCode(new SwitchChainError(new Error('boom')), 4200)).toBe(false)
    expect(hasErrorCode({ code: 4200 }, 4200)).toBe(true)
  })
})
