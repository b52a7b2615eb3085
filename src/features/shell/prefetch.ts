import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * What route loaders call: starts loading a page's data without holding up navigation (the page shows
 * its loading state, then the data; failures are the page's to show, with Retry). Does nothing while
 * prerendering, where there is no API to ask.
 */
export function prefetch<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): void {
  if (typeof window === 'undefined') return
  queryClient.ensureQueryData(options).catch(() => {
    // Shown by the page that reads the same query.
  })
}
