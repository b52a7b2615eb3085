import { describe, expect, it } from 'vitest'
import { ApiError } from './ApiError'
import { errorMessage } from './errorMessage'

const apiError = (status: number, code: string) => new ApiError({ status, code, message: 'server text' })

describe('errorMessage', () => {
  it('turns contract codes into sentences', () => {
    expect(errorMessage(apiError(409, 'X_HANDLE_MISMATCH'))).toMatch(/different X account/)
    expect(errorMessage(apiError(422, 'SELF_REFERRAL'))).toMatch(/your own referral code/)
  })

  it('says offline for network errors, not bug', () => {
    expect(errorMessage(apiError(0, 'NETWORK_ERROR'))).toMatch(/offline/)
  })

  it('never shows raw server text for unknown failures', () => {
    expect(errorMessage(apiError(500, 'WHATEVER'))).toMatch(/trouble/)
    expect(errorMessage(apiError(418, 'TEAPOT'))).toBe('Oops, something went wrong!')
    expect(errorMessage(new TypeError('x is undefined'))).toBe('Oops, something went wrong!')
  })
})
