import { useEffect, useRef } from 'react'

/**
 * A tap before the app's code has started (a second or more on a slow phone) would do nothing: public/early.js,
 * loaded async beside the app's code so it runs first, keeps the last one; the control plays it back once live.
 */
interface EarlyTapWindow {
  yarmLive?: boolean
  yarmEarlyTap?: unknown
}

let stopWatching: (() => void) | undefined

function unwatch(): void {
  stopWatching?.()
  stopWatching = undefined
}

/**
 * The first change of session drops a kept tap: otherwise a signed-in visitor's tap on the static Connect X,
 * which no live control takes, would start a sign-in when they sign out, long after.
 */
export function dropEarlyTapOnSessionChange(subscribeSession: (listener: () => void) => () => void): void {
  unwatch()
  stopWatching = subscribeSession(() => {
    delete (window as EarlyTapWindow).yarmEarlyTap
    unwatch()
  })
}

/** Called right before the app is rendered: from then on React hydrates at once on a tap and dispatches it. */
export function markAppLive(): void {
  const early = window as EarlyTapWindow
  early.yarmLive = true
  if (early.yarmEarlyTap === undefined) unwatch()
}

export function takeEarlyTap(name: string): boolean {
  const early = window as EarlyTapWindow
  if (early.yarmEarlyTap !== name) return false
  delete early.yarmEarlyTap
  unwatch()
  return true
}

/** `onTap` decides whether the tap still applies. */
export function useEarlyTap(name: string, onTap: (() => void) | undefined): void {
  const latest = useRef(onTap)
  latest.current = onTap
  useEffect(() => {
    if (takeEarlyTap(name)) latest.current?.()
  }, [name])
}
