import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { Notice } from '@/ui/Notice/Notice'

const subscribe = (listener: () => void) => onlineManager.subscribe(listener)

/**
 * Offline, queries wait for the network instead of failing (router.tsx): without this a page would
 * sit on its placeholders with no word why. Says what is going on; nothing to click, it clears itself.
 */
export function OfflineNotice() {
  const online = useSyncExternalStore(
    subscribe,
    () => onlineManager.isOnline(),
    () => true,
  )
  if (online) return null
  return (
    <Notice tone="warning">
      You're offline. What you see may be out of date; it updates, and votes and codes go through, once you're
      back online.
    </Notice>
  )
}
