/**
 * What a click shows reaches the screen first, and the work it starts runs after. A hidden page paints no
 * frames, so a timer stands in after `fallbackMs`.
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
