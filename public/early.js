// Runs before the app's code, served as is (so kept short): see src/lib/earlyTap.ts and src/features/pwa/earlyPersisted.ts.
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
