import { useSyncExternalStore } from 'react'

/** Spec section 9: layout decisions follow the window size at most every 500 ms. */
export const RESIZE_DEBOUNCE_MS = 500

type Listener = () => void
const listeners = new Set<Listener>()
let width = typeof window === 'undefined' ? 0 : window.innerWidth
let timer: ReturnType<typeof setTimeout> | undefined

function onResize() {
  clearTimeout(timer)
  timer = setTimeout(() => {
    width = window.innerWidth
    for (const listener of listeners) listener()
  }, RESIZE_DEBOUNCE_MS)
}

function subscribe(listener: Listener) {
  if (listeners.size === 0) {
    width = window.innerWidth
    window.addEventListener('resize', onResize)
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      window.removeEventListener('resize', onResize)
      clearTimeout(timer)
    }
  }
}

/** The window width, debounced; `undefined` while rendering static HTML and hydrating. */
export function useViewportWidth(): number | undefined {
  return useSyncExternalStore(
    subscribe,
    () => width,
    () => undefined,
  )
}
