/**
 * Runs `callback` once the next frame has been painted: what a click shows (the connect modal's list)
 * reaches the screen first, and work it starts (fetching and evaluating the wallet runtime) runs after.
 * A hidden page paints no frames, so a timer stands in after `fallbackMs`. The callback runs once.
 */
export function afterPaint(callback: () => void, fallbackMs = 500): void {
  let done = false
  const run = () => {
    if (done) return
    done = true
    clearTimeout(fallback)
    callback()
  }
  const fallback = setTimeout(run, fallbackMs)
  if (typeof requestAnimationFrame === 'function')
    // The frame callback runs before the paint; a task queued from it runs after.
    requestAnimationFrame(() => setTimeout(run, 0))
}
