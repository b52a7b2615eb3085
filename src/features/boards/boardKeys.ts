import type { Query } from '@tanstack/react-query'

/** Apart from queries.ts so that the first load can tell a board query without the API's schemas. */
export const BOARD_KEY = 'yarmerboard'

export const isBoardQuery = (query: Query) => {
  const key: readonly unknown[] = query.queryKey
  return key[0] === BOARD_KEY || key[2] === BOARD_KEY
}
