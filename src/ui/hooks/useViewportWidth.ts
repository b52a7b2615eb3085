import { createStore } from '@/lib/createStore'
import { useStore } from '@/lib/useStore'

/** Spec section 9: layout decisions follow the window size at most every 500 ms. */
export const RESIZE_DEBOUNCE_MS = 500

const viewportWidth = createStore(typeof window === 'undefined' ? 0 : window.innerWidth, (set) => {
  let timer: ReturnType<typeof setTimeout> | undefined
  const onResize = () => {
    clearTimeout(timer)
    timer = setTimeout(() => set(window.innerWidth), RESIZE_DEBOUNCE_MS)
  }
  set(window.innerWidth)
  window.addEventListener('resize', onResize)
  return () => {
    window.removeEventListener('resize', onResize)
    clearTimeout(timer)
  }
})

const unknownWidth = () => undefined

/** The window width, debounced; `undefined` while rendering static HTML and hydrating. */
export function useViewportWidth(): number | undefined {
  return useStore<number | undefined>(viewportWidth, unknownWidth)
}
