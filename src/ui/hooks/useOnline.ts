import { type Readable, useStore } from '@/lib/useStore'

const onlineFlag: Readable<boolean> = {
  get: () => navigator.onLine,
  subscribe(listener) {
    window.addEventListener('online', listener)
    window.addEventListener('offline', listener)
    return () => {
      window.removeEventListener('online', listener)
      window.removeEventListener('offline', listener)
    }
  },
}

const onlineOnServer = () => true

/** Whether the browser believes it is online; true while rendering static HTML. */
export function useOnline(): boolean {
  return useStore(onlineFlag, onlineOnServer)
}
