import * as z from 'zod/mini'
import { isValidXHandle } from '@/lib/xHandle'

export const isoDate = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'Not a date'))
/** Token and USD amounts travel as decimal strings. */
export const decimal = z.string().check(z.regex(/^-?\d+(\.\d+)?$/))
/** Shares and mindshare are fractions between 0 and 1. */
export const fraction = z.number().check(z.gte(0), z.lte(1))
export const xHandle = z.string().check(z.refine(isValidXHandle, 'Not an X handle'))
export const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
export const count = z.number().check(z.int(), z.gte(0))

export const pageFields = {
  page: z.number().check(z.int(), z.gte(1)),
  pageSize: z.number().check(z.int(), z.gte(1), z.lte(100)),
  total: count,
}

export const okSchema = z.object({ ok: z.literal(true) })
