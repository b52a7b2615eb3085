// Keeps a tap made before the app has started, for src/lib/earlyTap.ts.
addEventListener(
  'click',
  (e) => {
    const t = !window.yarmLive && e.target instanceof Element && e.target.closest('[data-early-tap]')
    if (t) window.yarmEarlyTap = t.getAttribute('data-early-tap')
  },
  true,
)
