import { describe, expect, it } from 'vitest'
import { keepValidQueries } from './persistence'

const row = {
  rank: 1,
  rankChange: 0,
  isNew: false,
  xHandle: 'alice_yaps',
  xName: 'Alice',
  score: 10,
  mindshare: 0.1,
}
const board = {
  timeframe: '7d',
  updatedAt: '2026-11-23T00:00:00.000Z',
  nextUpdateAt: '2026-11-30T00:00:00.000Z',
  page: 1,
  pageSize: 50,
  total: 1,
  items: [row],
}
const query = (data: unknown, persist: unknown = 'yarmerboard') => ({
  queryKey: ['yarmerboard', '7d', { page: 1, search: '' }],
  queryHash: 'h',
  meta: { persist },
  state: { data, status: 'success', dataUpdatedAt: 1 },
})
const stored = (...queries: unknown[]) =>
  JSON.stringify({ buster: '0.1.0', timestamp: 1, clientState: { mutations: [{ x: 1 }], queries } })

describe('keepValidQueries', () => {
  it('keeps what still matches its schema', () => {
    const restored = keepValidQueries(stored(query(board)))
    expect(restored.clientState.queries).toHaveLength(1)
    expect(restored.clientState.queries[0].state.data).toEqual(board)
    expect(restored.clientState.mutations).toEqual([])
  })

  it('drops tampered data, unknown or missing schemas, and anything that is not a query', () => {
    const tampered = { ...board, items: [{ ...row, rank: 'first' }] }
    const restored = keepValidQueries(
      stored(
        query(tampered),
        query({ ...board, total: 'many' }),
        query(board, 'constructor'),
        query(board, null),
        null,
        'text',
      ),
    )
    expect(restored.clientState.queries).toEqual([])
  })

  it('refuses a store that is not a persisted cache at all', () => {
    expect(() => keepValidQueries('{"clientState":{}}')).toThrow()
    expect(() => keepValidQueries('not json')).toThrow()
  })
})
