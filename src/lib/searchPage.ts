import * as z from 'zod/mini'

/**
 * A page number from the URL: the router parses query values as JSON, so `?page=2` arrives as a
 * number and `?page="2"` as a string; both count, anything else (arrays, objects, 2.5, 0) falls back.
 */
export function searchPage(max: number) {
  return z.catch(
    z.pipe(
      z.pipe(z.union([z.number(), z.string().check(z.regex(/^\d{1,9}$/))]), z.transform(Number)),
      z.number().check(z.int(), z.gte(1), z.lte(max)),
    ),
    1,
  )
}
