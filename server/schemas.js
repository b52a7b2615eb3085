// @ts-check
import { z } from 'zod'
import { TIMEFRAMES } from './data/yarmers.js'
import { validate } from './http.js'

export const xHandleSchema = z.string().regex(/^[A-Za-z0-9_]{1,15}$/, 'Not a valid X handle')
export const timeframeSchema = z.enum(TIMEFRAMES).default('30d')

const pageNumber = z
  .string()
  .regex(/^\d{1,9}$/, 'Must be a positive whole number')
  .transform(Number)
  .pipe(z.number().int().min(1))

const pageQuerySchema = z.object({
  page: pageNumber.default(1),
  pageSize: pageNumber.pipe(z.number().max(100, 'At most 100 per page')).default(25),
})

/**
 * `page` and `pageSize` from a query; anything off is the contract's 422 INVALID_PAGE.
 * @param {Record<string, string>} query
 */
export function readPage(query) {
  return validate(
    pageQuerySchema,
    { page: query.page, pageSize: query.pageSize },
    { status: 422, code: 'INVALID_PAGE' },
  )
}

/**
 * @template T
 * @param {T[]} items
 * @param {{ page: number, pageSize: number }} page
 */
export function paginate(items, { page, pageSize }) {
  return { page, pageSize, total: items.length, items: items.slice((page - 1) * pageSize, page * pageSize) }
}
