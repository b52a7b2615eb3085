import { useEffect } from 'react'

let locks = 0
let previousOverflow = ''

/** Locks page scrolling while any caller is active (nested sheets and modals count once). */
export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return
    if (locks === 0) {
      previousOverflow = document.documentElement.style.overflow
      document.documentElement.style.overflow = 'hidden'
    }
    locks += 1
    return () => {
      locks -= 1
      if (locks === 0) document.documentElement.style.overflow = previousOverflow
    }
  }, [active])
}
