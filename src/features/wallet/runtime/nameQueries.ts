import { queryOptions } from '@tanstack/react-query'
import { resolveName } from '@/api/names'
import { readCachedName, writeCachedName } from './nameCache'

/** Spec section 9: the name query is stale after 10 minutes and retried once. */
export const NAME_STALE_MS = 10 * 60_000

export const walletQueries = {
  name: (address: string) =>
    queryOptions({
      queryKey: ['name', address.toLowerCase()],
      meta: { persist: 'name' },
      queryFn: async ({ signal }) => {
        const cached = await readCachedName(address)
        if (cached) return cached
        const name = await resolveName(address, signal)
        if (name) await writeCachedName(address, name)
        return name
      },
      staleTime: NAME_STALE_MS,
      retry: 1,
    }),
}
