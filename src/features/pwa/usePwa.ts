import { useSyncExternalStore } from 'react'
import { type PwaState, pwaStore } from './pwaStore'

export function usePwa(): PwaState {
  return useSyncExternalStore(pwaStore.subscribe, pwaStore.getState, pwaStore.getServerState)
}
