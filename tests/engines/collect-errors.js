// Served first in every page of the engine journeys' copy of the app (tests/engines/servers.ts): keeps
// the page's uncaught errors where the journey can read them, for engines whose driver cannot listen
// (WebDriver classic). Kept in sessionStorage, so they survive the tab's navigations. What the page logs
// as an error or warning is kept too, apart: a failed journey attaches it.
;(() => {
  /** @param {string} key @param {string} text */
  const keepIn = (key, text) => {
    try {
      const list = JSON.parse(sessionStorage.getItem(key) ?? '[]')
      list.push(`${location.pathname}: ${text}`)
      sessionStorage.setItem(key, JSON.stringify(list))
    } catch {}
  }
  /** @param {string} text */
  const keep = (text) => keepIn('__engineErrors', text)
  for (const level of /** @type {const} */ (['error', 'warn'])) {
    const write = console[level].bind(console)
    console[level] = (...args) => {
      keepIn('__engineConsole', `${level}: ${args.map((arg) => arg?.stack ?? String(arg)).join(' ')}`)
      write(...args)
    }
  }
  // Each document the tab loads, so that a reload shows between what the page logged.
  keepIn(
    '__engineConsole',
    `loaded (${/** @type {any} */ (performance.getEntriesByType('navigation')[0])?.type})`,
  )
  // Where each press landed, so that a click the page never acted on shows whether it reached anything.
  for (const type of ['pointerdown', 'click']) {
    addEventListener(
      type,
      (event) => {
        const target = /** @type {Element | null} */ (event.target)
        const name = target?.getAttribute?.('aria-label') ?? target?.textContent?.trim().slice(0, 40)
        keepIn('__engineConsole', `${type} on ${target?.tagName?.toLowerCase()} "${name}"`)
      },
      true,
    )
  }
  // A chunk that failed to load (the app may reload for it: src/lib/chunkReload.ts).
  addEventListener('vite:preloadError', (event) => {
    keepIn('__engineConsole', `chunk failed: ${/** @type {any} */ (event).payload?.message}`)
  })
  addEventListener('error', (event) => {
    keep(`${event.error?.stack ?? event.message} (${event.filename}:${event.lineno})`)
  })
  addEventListener('unhandledrejection', (event) => {
    keep(`unhandled rejection: ${event.reason?.stack ?? event.reason}`)
  })
})()
