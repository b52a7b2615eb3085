// Runs before the app's code, served as is (so kept short): see src/lib/earlyTap.ts,
// src/features/pwa/earlyPersisted.ts and routeShowsFigures in src/features/shell/routeData.ts.
addEventListener(
  'click',
  (e) => {
    const t = !window.yarmLive && e.target instanceof Element && e.target.closest('[data-early-tap]')
    if (t) window.yarmEarlyTap = t.getAttribute('data-early-tap')
  },
  true,
)
window.yarmPersisted = new Promise((resolve) => {
  const none = () => resolve(null)
  try {
    if (localStorage.getItem('yarm.cache.saved') !== 'true') return none()
    const open = indexedDB.open('yarm-cache')
    open.onupgradeneeded = () => open.transaction.abort()
    open.onerror = open.onblocked = none
    open.onsuccess = () => {
      const db = open.result
      try {
        const get = db.transaction('queries').objectStore('queries').get('yarm.queries')
        get.onsuccess = () => resolve(typeof get.result === 'string' ? get.result : null)
        get.onerror = none
      } catch {
        none()
      }
      db.close()
    }
  } catch {
    none()
  }
})
// A page with figures on its first screen: once it is painted, the formatting data is loaded, a kind a
// task, in the locale the app will use (i18nStore's 'yarm.locale', else the browser's).
try {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return
    observer.disconnect()
    if (!document.querySelector('meta[name="yarm:intl"]')) return
    let l
    try {
      l = Intl.getCanonicalLocales(localStorage.getItem('yarm.locale') ?? [])[0]
    } catch {}
    const steps = [
      () => new Intl.NumberFormat(l).format(1.5),
      () => new Intl.RelativeTimeFormat(l, { numeric: 'auto' }).format(1, 'day'),
      () => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeStyle: 'short' }).format(0),
    ]
    const next = () => {
      const step = steps.shift()
      if (!step) return
      try {
        step()
      } catch {}
      setTimeout(next)
    }
    setTimeout(next)
  }).observe({ type: 'paint', buffered: true })
} catch {}
