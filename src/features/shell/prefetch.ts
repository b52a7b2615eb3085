import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'

/** Starts loading a page's data without holding up navigation; nothing while prerendering (no API to ask). */
export function prefetch<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): void {
  if (typeof window === 'undefined') return
  queryClient.ensureQueryData(options).catch(() => {
    // Shown by the page that reads the same query.
  })
}
