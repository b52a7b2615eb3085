// Served first in every page of the engine journeys' copy of the app (tests/engines/servers.ts): keeps
// the page's uncaught errors where the journey can read them, for engines whose driver cannot listen
// (WebDriver classic). Kept in sessionStorage, so they survive the tab's navigations.
;(() => {
  const key = '__engineErrors'
  /** @param {string} text */
  const keep = (text) => {
    try {
      const list = JSON.parse(sessionStorage.getItem(key) ?? '[]')
      list.push(`${location.pathname}: ${text}`)
      sessionStorage.setItem(key, JSON.stringify(list))
    } catch {}
  }
  addEventListener('error', (event) => {
    keep(`${event.error?.stack ?? event.message} (${event.filename}:${event.lineno})`)
  })
  addEventListener('unhandledrejection', (event) => {
    keep(`unhandled rejection: ${event.reason?.stack ?? event.reason}`)
  })
})()
