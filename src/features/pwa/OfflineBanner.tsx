import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'
import { formatDateTime } from '@/lib/format'
import { useHydrated } from '@/ui/hooks/useHydrated'
import { useOnline } from '@/ui/hooks/useOnline'
import { Notice } from '@/ui/Notice/Notice'

/**
 * Offline: "Offline · showing data from {time}", the time being that of the oldest data on screen, or
 * a plain word that this page has nothing saved yet.
 */
export function OfflineBanner() {
  const online = useOnline()
  const hydrated = useHydrated()
  const queryCache = useQueryClient().getQueryCache()
  const subscribe = useCallback((listener: () => void) => queryCache.subscribe(listener), [queryCache])
  const oldest = useSyncExternalStore(
    subscribe,
    () => {
      let min = 0
      for (const query of queryCache.findAll({ type: 'active' })) {
        const at = query.state.dataUpdatedAt
        if (at > 0 && (min === 0 || at < min)) min = at
      }
      return min
    },
    () => 0,
  )
  if (online || !hydrated) return null
  return (
    <Notice tone="warning">
      {oldest > 0
        ? `Offline · showing data from ${formatDateTime(oldest, 'en-US', { dateStyle: 'medium', timeStyle: 'short' })}`
        : "You're offline, and this page hasn't been saved for offline use yet. It will load when you're back online."}
    </Notice>
  )
}
