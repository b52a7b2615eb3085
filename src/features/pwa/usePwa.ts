import { useStore } from '@/lib/useStore'
import { NO_PWA, type PwaState, pwaStore } from './pwaStore'

const serverPwa = () => NO_PWA

export function usePwa(): PwaState {
  return useStore(pwaStore, serverPwa)
}
