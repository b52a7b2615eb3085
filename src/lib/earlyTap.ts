import { useEffect, useRef } from 'react'

/**
 * A tap on a control marked `data-early-tap` before the app's code has started (on a slow phone, a second
 * or more after the static page shows) would do nothing. public/early.js, a plain script loaded async
 * beside the app's code (so it runs first), keeps the last one on the window; the control plays it back
 * once it is live.
 */
interface EarlyTapWindow {
  yarmLive?: boolean
  yarmEarlyTap?: unknown
}

/**
 * From now on taps are React's (it hydrates at once on a tap and dispatches it): early.js stops
 * keeping them. Called right before the app is rendered.
 */
export function markAppLive(): void {
  ;(window as EarlyTapWindow).yarmLive = true
}

/** Whether `name` was tapped before the app started; once (the tap is used up). */
export function takeEarlyTap(name: string): boolean {
  const early = window as EarlyTapWindow
  if (early.yarmEarlyTap !== name) return false
  delete early.yarmEarlyTap
  return true
}

/**
 * Plays back a tap on this control (marked `data-early-tap={name}`) made before the app had started, once
 * the control is live. `onTap` decides whether it still applies.
 */
export function useEarlyTap(name: string, onTap: (() => void) | undefined): void {
  const latest = useRef(onTap)
  latest.current = onTap
  useEffect(() => {
    if (takeEarlyTap(name)) latest.current?.()
  }, [name])
}
