/**
 * A page number from the URL: the router parses query values as JSON, so `?page=2` arrives as a
 * number and `?page="2"` as a string; both count, anything else (arrays, objects, 2.5, 0, past `max`)
 * is page 1. Checked by hand, not with zod: route search is read before every page starts.
 */
export function searchPage(raw: unknown, max: number): number {
  const page =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string' && /^\d{1,9}$/.test(raw)
        ? Number(raw)
        : Number.NaN
  return Number.isInteger(page) && page >= 1 && page <= max ? page : 1
}
