import { createListeners } from '@/lib/listeners'

/**
 * Coming back from the wallet app: a phone suspends the page's relay socket while another app is in front,
 * and the SDK would notice only at its next heartbeat, many seconds later. When the tab is visible again
 * while a WalletConnect pairing or request is waiting, the relay is asked at once (`refresh`), and the
 * state says so, for the views that tell the person what the app is waiting for. Framework-free.
 */

export interface ReturnCheckDeps {
  /** Whether a pairing or a request is waiting on the wallet. */
  isPending(): boolean
  /** Reconnects the relay transport, which subscribes again and receives what the relay held. */
  refresh(): Promise<void>
}

export interface ReturnCheckState {
  /** The person came back while something was waiting; cleared when nothing waits any more. */
  returned: boolean
  /** A check of the relay is under way. */
  checking: boolean
}

export function createReturnCheck(deps: ReturnCheckDeps) {
  let state: ReturnCheckState = { returned: false, checking: false }
  const listeners = createListeners()
  const set = (patch: Partial<ReturnCheckState>) => {
    const next = { ...state, ...patch }
    if (next.returned === state.returned && next.checking === state.checking) return
    state = next
    listeners.notify()
  }

  /** Runs on each return to the tab (visibilitychange, pageshow from the back-forward cache). */
  function onReturn(): void {
    if (typeof document !== 'undefined' && document.visibilityState !== 'visible') return
    if (!deps.isPending()) {
      set({ returned: false })
      return
    }
    if (state.checking) return
    set({ returned: true, checking: true })
    deps
      .refresh()
      .catch(() => {
        // The relay did not answer: the SDK keeps trying on its own; the views still say what waits.
      })
      .finally(() => set({ checking: false, returned: deps.isPending() }))
  }

  return {
    getState: () => state,
    subscribe: listeners.subscribe,
    onReturn,
    /** Nothing waits any more (connected, answered, given up). */
    clear: () => set({ returned: false }),
    /** Listens for the tab coming back; returns the function that stops listening. */
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
