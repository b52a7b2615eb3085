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

let stopWatching: (() => void) | undefined

function unwatch(): void {
  stopWatching?.()
  stopWatching = undefined
}

/**
 * A kept tap was made in the session the static page was shown in: the first change of session (a sign-in
 * or a sign-out, in this tab or another) drops it. Otherwise a signed-in visitor's tap on the static
 * Connect X, which no live control takes (the app shows their account instead), would start a sign-in
 * when they sign out, long after. Called as soon as the app's code runs.
 */
export function dropEarlyTapOnSessionChange(subscribeSession: (listener: () => void) => () => void): void {
  unwatch()
  stopWatching = subscribeSession(() => {
    delete (window as EarlyTapWindow).yarmEarlyTap
    unwatch()
  })
}

/**
 * From now on taps are React's (it hydrates at once on a tap and dispatches it): early.js stops
 * keeping them. Called right before the app is rendered.
 */
export function markAppLive(): void {
  const early = window as EarlyTapWindow
  early.yarmLive = true
  if (early.yarmEarlyTap === undefined) unwatch()
}

/** Whether `name` was tapped before the app started; once (the tap is used up). */
export function takeEarlyTap(name: string): boolean {
  const early = window as EarlyTapWindow
  if (early.yarmEarlyTap !== name) return false
  delete early.yarmEarlyTap
  unwatch()
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
