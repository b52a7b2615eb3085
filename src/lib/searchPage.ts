/** The router parses query values as JSON, so `?page=2` is a number and `?page="2"` a string. Checked by hand, not zod: read before every page. */
export function searchPage(raw: unknown, max: number): number {
  const page =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string' && /^\d{1,9}$/.test(raw)
        ? Number(raw)
        : Number.NaN
  return Number.isInteger(page) && page >= 1 && page <= max ? page : 1
}
