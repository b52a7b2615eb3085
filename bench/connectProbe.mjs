// The connect modal's timing, shared by the benchmark (run.mjs) and its probe on its own
// (probe-connect.mjs): run in the page before its scripts (page.addInitScript), so both time the same thing.

/** Wallets both apps list (a RegExp source): the list is shown once a button with one of these names is. */
export const WALLET_NAMES = 'MetaMask|Rainbow|WalletConnect|Coinbase|Safe'

/**
 * Fills `window.__connect` with the click on Connect Wallet (its event time, on the page's clock: a
 * capturing listener sees it before any handler of the app) and the first animation frame where a dialog
 * shows a visible button with a wallet's name. With `detail`, also the long tasks, the frames looked at and
 * when a dialog was first in the DOM.
 * @param {{ names: string, detail?: boolean }} options `names`: a RegExp source matching wallets' names
 */
export function connectProbeScript({ names, detail = false }) {
  const walletName = new RegExp(names)
  const probe = {
    click: 0,
    list: 0,
    dialogInDom: 0,
    /** @type {{ start: number, duration: number }[]} */
    longTasks: [],
    /** @type {number[]} */
    frames: [],
  }
  // @ts-expect-error -- a benchmark-only global the page fills in
  window.__connect = probe
  if (detail)
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        probe.longTasks.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) })
    }).observe({ type: 'longtask', buffered: true })
  const look = (/** @type {number} */ frameTime) => {
    if (detail) {
      probe.frames.push(Math.round(frameTime))
      if (!probe.dialogInDom && document.querySelector('dialog[open], [role="dialog"]'))
        probe.dialogInDom = performance.now()
    }
    const buttons = document.querySelectorAll('dialog button, [role="dialog"] button')
    const shown = [...buttons].some(
      (button) =>
        walletName.test(button.textContent ?? '') &&
        button.getClientRects().length > 0 &&
        button.checkVisibility({ visibilityProperty: true }),
    )
    if (shown) probe.list = performance.now()
    else requestAnimationFrame(look)
  }
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null
      if (!button || !/Connect Wallet/.test(button.textContent ?? '')) return
      probe.click = event.timeStamp
      probe.list = 0
      probe.frames = []
      requestAnimationFrame(look)
    },
    { capture: true },
  )
}
