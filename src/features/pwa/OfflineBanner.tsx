import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useI18n } from '@/i18n/useI18n'
import { formatDateTime } from '@/lib/format'
import { type Readable, useStore } from '@/lib/useStore'
import { useHydrated } from '@/ui/hooks/useHydrated'
import { useOnline } from '@/ui/hooks/useOnline'
import { Notice } from '@/ui/Notice/Notice'

/** The time is that of the oldest data on screen. */
const noData = () => 0

export function OfflineBanner() {
  const { t, locale } = useI18n()
  const online = useOnline()
  const hydrated = useHydrated()
  const queryCache = useQueryClient().getQueryCache()
  const oldestData = useMemo<Readable<number>>(
    () => ({
      subscribe: (listener) => queryCache.subscribe(listener),
      get() {
        let min = 0
        for (const query of queryCache.findAll({ type: 'active' })) {
          const at = query.state.dataUpdatedAt
          if (at > 0 && (min === 0 || at < min)) min = at
        }
        return min
      },
    }),
    [queryCache],
  )
  const oldest = useStore(oldestData, noData)
  if (online || !hydrated) return null
  return (
    <Notice tone="warning">
      {oldest > 0
        ? t('pwa.offlineSince', {
            time: formatDateTime(oldest, locale, { dateStyle: 'medium', timeStyle: 'short' }),
          })
        : t('pwa.offlineNotSaved')}
    </Notice>
  )
}
