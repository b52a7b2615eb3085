import { describe, expect, it } from 'vitest'
import { ApiError } from './ApiError'
import { queryRetryDelay, shouldRetryQuery } from './retry'

describe('query retries', () => {
  it('retries three times, but never a 4xx answer', () => {
    const serverError = new ApiError({ status: 503, code: 'X', message: '' })
    expect([0, 1, 2, 3].map((count) => shouldRetryQuery(count, serverError))).toEqual([
      true,
      true,
      true,
      false,
    ])
    expect(shouldRetryQuery(0, new ApiError({ status: 404, code: 'X', message: '' }))).toBe(false)
    expect(shouldRetryQuery(0, new ApiError({ status: 0, code: 'NETWORK_ERROR', message: '' }))).toBe(true)
  })

  it('waits 1 s, doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000])
  })
})
