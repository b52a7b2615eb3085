// Served as is to pages with figures: see routeShowsFigures in src/features/shell/routeData.ts. One
// formatter a task, in the app's locale (i18nStore's 'yarm.locale', else the browser's).
try {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return
    observer.disconnect()
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
      try {
        steps.shift()()
      } catch {}
      if (steps.length) setTimeout(next)
    }
    setTimeout(next)
  }).observe({ type: 'paint', buffered: true })
} catch {}
