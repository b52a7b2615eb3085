// Served first in every page of the engine journeys' copy of the app, after collect-errors.js
// (tests/engines/servers.ts). WebDriver classic cannot emulate a device as Playwright does for Chromium:
// with `__enginePhone` set in sessionStorage, the page reads as an iPhone's (user agent, touch points, a
// coarse pointer), which is how the app tells a phone from a narrow window (wallet/connect/platform.ts).
// How the engine lays out what the app then draws (the bottom sheets) is the engine's own.
;(() => {
  if (sessionStorage.getItem('__enginePhone') !== '1') return
  const userAgent =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
  Object.defineProperty(Navigator.prototype, 'userAgent', { get: () => userAgent, configurable: true })
  Object.defineProperty(Navigator.prototype, 'maxTouchPoints', { get: () => 5, configurable: true })
  const matchMedia = window.matchMedia.bind(window)
  /** @param {string} query */
  window.matchMedia = (query) => {
    const normal = query.replace(/\s+/g, '')
    if (normal === '(pointer:coarse)' || normal === '(any-pointer:coarse)') return matchMedia('all')
    if (normal === '(pointer:fine)' || normal === '(any-pointer:fine)') return matchMedia('not all')
    return matchMedia(query)
  }
})()
