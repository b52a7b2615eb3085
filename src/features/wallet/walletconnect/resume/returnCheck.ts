import { createStore } from '@/lib/createStore'

/**
 * A phone suspends the page's relay socket while another app is in front, and the SDK would notice only at
 * its next heartbeat, many seconds later: when the tab is visible again while something waits, the relay is
 * asked at once. Framework-free.
 */

export interface ReturnCheckDeps {
  isPending(): boolean
  /** Reconnects the relay transport, which subscribes again and receives what the relay held. */
  refresh(): Promise<void>
}

export interface ReturnCheckState {
  /** The person came back while something was waiting; cleared when nothing waits any more. */
  returned: boolean
  checking: boolean
}

export function createReturnCheck(deps: ReturnCheckDeps) {
  const check = createStore<ReturnCheckState>({ returned: false, checking: false })
  const set = (patch: Partial<ReturnCheckState>) =>
    check.set((state) => {
      const next = { ...state, ...patch }
      return next.returned === state.returned && next.checking === state.checking ? state : next
    })

  /** Runs on each return to the tab (visibilitychange, pageshow from the back-forward cache). */
  function onReturn(): void {
    if (typeof document !== 'undefined' && document.visibilityState !== 'visible') return
    if (!deps.isPending()) {
      set({ returned: false })
      return
    }
    if (check.get().checking) return
    set({ returned: true, checking: true })
    deps
      .refresh()
      .catch(() => {
        // The relay did not answer: the SDK keeps trying on its own; the views still say what waits.
      })
      .finally(() => set({ checking: false, returned: deps.isPending() }))
  }

  return {
    get: check.get,
    subscribe: check.subscribe,
    onReturn,
    clear: () => set({ returned: false }),
    install(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
      const onVisibility = () => onReturn()
      document.addEventListener('visibilitychange', onVisibility)
      target.addEventListener('pageshow', onVisibility)
      return () => {
        document.removeEventListener('visibilitychange', onVisibility)
        target.removeEventListener('pageshow', onVisibility)
      }
    },
  }
}

export type ReturnCheck = ReturnType<typeof createReturnCheck>
