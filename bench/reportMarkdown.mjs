// The Markdown of the bench's report (bench/report.md), written from its figures (bench/report.json) by
// `npm run bench`; `node bench/reportMarkdown.mjs [dir]` writes it again from a report.json already
// there, for a change to the text that needs no new measures.
import { execFileSync } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import { pathToFileURL } from 'node:url'

/** Issue #17's goals. */
export const GOALS = {
  connectRatio: 0.5,
  /** "wagmi's auto-reconnect for a returning user must not regress": no slower than RainbowKit's. */
  reconnectRatio: 1,
  firstLoadJsRatio: 0.2,
  /** The demo build's extras over the production build's first load. */
  demoExtraKb: 5,
  tenRowsOverFcp: 1.8,
  offlineBoardRowsMs: 500,
  depositFieldMs: 300,
  lighthouseScore: 95,
  lighthouseTbtMs: 150,
}

export const round = (/** @type {number} */ value, digits = 0) =>
  Math.round(value * 10 ** digits) / 10 ** digits
/** ours / theirs, two decimals; null when either is missing. */
export const ratio = (/** @type {number | null} */ ours, /** @type {number | null} */ theirs) =>
  ours === null || theirs === null || theirs === 0 ? null : round(ours / theirs, 2)

/** @param {boolean | null} met */
const yesNo = (met) => (met === null ? '–' : met ? 'yes' : 'no')
/** @param {number | null} value */
export const x = (value) => (value === null ? '–' : `${value.toFixed(2)}×`)

/**
 * Whether the local chains ran, as under `npm start` (reports from before say nothing: they ran for the
 * deposit figure only).
 * @param {string | undefined} localChains
 */
const chainsNote = (localChains) =>
  localChains === undefined
    ? ''
    : localChains === 'running'
      ? ', served with the local API and chains as `npm start` runs them'
      : `, served without the local chains (${localChains})`

/**
 * The audits that cost a page points outside performance, page by page (reports from before they were
 * recorded have none to list).
 * @param {{ ours: Record<string, { failedAudits?: string[] }>, theirs: { failedAudits?: string[] } }} lighthouse
 */
function failedAuditLines(lighthouse) {
  /** @type {[string, string[] | undefined][]} */
  const pages = [
    ...Object.entries(lighthouse.ours).map(
      ([route, s]) => /** @type {[string, string[] | undefined]} */ ([`\`${route}\``, s.failedAudits]),
    ),
    ['the reference', lighthouse.theirs.failedAudits],
  ]
  if (pages.every(([, failed]) => failed === undefined)) return []
  const lines = pages
    .filter(([, failed]) => failed && failed.length > 0)
    .map(([page, failed]) => `- ${page}: ${(failed ?? []).join(', ')}`)
  return [
    lines.length > 0
      ? 'Audits that cost points outside performance (category: audit id):'
      : 'No audit costs any page points outside performance.',
    '',
    ...lines,
    ...(lines.length > 0 ? [''] : []),
  ]
}

/**
 * Writes `${dir}/report.md` for a report (the object `npm run bench` writes to report.json).
 * @param {any} report
 * @param {string} dir
 */
export async function writeReportMarkdown(report, dir) {
  const { machine, calibrationMs, profile: PROFILE, runs: RUNS, routes, deposit, offlineRepeatVisit } = report
  /** @type {{ key: string, measure: string, now: string, goal: string, met: boolean | null }[]} */
  const goals = report.goals
  const reference = report.reference['/']
  const connectModal = report.compared.connectModal
  const lighthouseReport = report.lighthouse
  const localeKb = report.locale['ja-JP'].extraJsKbGzip
  const oursHome = routes['/']
  const board = routes['/yarmerboard']
  /** Reports from before 2026-11-27's second had neither the production build's first load nor the reconnect. */
  const productionHome = report.production?.['/'] ?? null
  const reconnect = report.compared.reconnect ?? null
  /**
   * For each goal this run did not meet: what its figures say stands in the way, from this run's
   * measures, and what was tried before (the notes of the sessions that worked on issue #17).
   * @type {Record<string, () => string[]>}
   */
  const obstacles = {
    connect: () => [
      "Almost all of our time between the click and the list is the browser's: the native `<dialog>`'s `showModal()` makes the rest of the page inert, which restyles every element of the page (about 1,000 on `/yarmerboard`); RainbowKit's modal is a plain `div` that does not. React's own part is a few milliseconds: the modal is rendered ahead, hidden, once its code is fetched at idle.",
    ],
    firstLoad: () => {
      const home = productionHome ?? oursHome
      if (!home) return []
      const budget = round(GOALS.firstLoadJsRatio * reference.jsKb, 1)
      const framework = home.frameworkKb ?? 0
      return [
        `\`/\` fetches ${home.jsBeforeLoadKb} KB of JS before its load event (what the first render needs) and ${round(home.jsKb - home.jsBeforeLoadKb, 1)} KB after it, at idle: mainly the connect modal's code, fetched ahead so that the Connect Wallet click does not wait for the network (on the profile a fetch alone takes longer than RainbowKit's whole click). The framework chunk (React DOM, the router, the query cache) is ${framework} KB of it by itself, ${x(ratio(framework, reference.jsKb))} of the reference: the goal's ${x(GOALS.firstLoadJsRatio)} (${budget} KB) leaves ${round(budget - framework, 1)} KB for the whole app and the modal.`,
        ...(productionHome
          ? [
              "The figure is the production build's, response headers included: its security headers add about 1 KB to each of the page's files (see the first-load table).",
            ]
          : []),
        'Tried: en-US texts split per route; persistence, the vote queue, the update watcher, the service worker and the dev panel loaded when they have work; zod out of the entry; one app chunk instead of 13; React Query restricted to the hooks in use (no change: the first load uses them). Not done: fetching the modal only on hover or tap, which trades this goal for the click goal.',
      ]
    },
    rows: () => {
      if (!board?.floorOverFcp) return []
      const floor = board.floorOverFcp
      const inBy = `On \`/yarmerboard\` the board's answer from the API is in at ${board.boardAnswerEndMs} ms and the framework chunk at ${board.frameworkEndMs} ms, against a first paint at ${board.fcpMs} ms`
      return [
        floor > GOALS.tenRowsOverFcp
          ? `${inBy}: React cannot draw a row before both are in, ${floor.toFixed(2)}× FCP before any of its code runs, above the goal's ${GOALS.tenRowsOverFcp}. The rows come at ${board.tenRowsMs} ms.`
          : `${inBy}: both are in by ${floor.toFixed(2)}× FCP, under the goal's ${GOALS.tenRowsOverFcp}, and the rows come at ${board.tenRowsMs} ms: the rest, about ${round((board.tenRowsMs ?? 0) - Math.max(board.frameworkEndMs ?? 0, board.boardAnswerEndMs ?? 0))} ms, is the time to run the app's code (evaluate it, start React, draw the first rows) under the profile's CPU slowdown. On a faster machine the first paint comes sooner while the network's times stay, and the floor alone is above the goal (the report of 2026-11-25: first paint at 392 ms, framework in at about 1.4 s).`,
        "Tried: the API request starts from the page's HTML (a preload), not after hydration; a first visit whose answer is in once the code is draws the rows with React's first render instead of hydrating a skeleton first; the first 10 rows are drawn first, the rest 10 per task; the browser's formatting data loaded once the page is painted, while the framework chunk downloads, instead of inside the first render (rows about 120 ms sooner); the stylesheet is inlined, which brought the first paint from about 1.4 s to under 0.5 s and so raised this ratio while the rows came sooner. What is left would be drawing the rows before React, with a second, plain-JS copy of the row markup (its texts in 19 languages, hostile handles), which was judged not worth it.",
      ]
    },
    reconnect: () =>
      reconnect
        ? [
            `Ours fetches wagmi's reconnect first thing when a wallet was connected before: a module of its own with wagmi's config and the part of viem it needs (about 37 KB gzip beyond the entry, from the HTTP cache on a return visit), and the rest of the runtime (modals, verify, the transaction watch) only once it has run. wagmi asks the wallet once that module has run and wagmi has read back its saved state; the runtime's code competes with hydration for the main thread, so asking sooner can make the header later. The reference has wagmi in its first load and runs all of it before it draws anything (first paint at ${reconnect.theirs.fcpMs} ms, ours at ${reconnect.ours.fcpMs} ms). On the page's main thread (a trace of one reload) the time before wagmi asks goes to evaluating the entry, V8 writing its code cache for the framework and app chunks (a second visit's cost; a third reads it), then the reconnect module's own evaluation. What people see is the next measure: the header shows the saved wallet from the first-load code, without waiting for wagmi.`,
          ]
        : [],
    reconnectShown: () =>
      reconnect
        ? [
            'Ours shows the saved connection once React has hydrated the header; the reference once its code (wagmi included) has run. Both show it before the wallet answers.',
          ]
        : [],
    demoExtra: () => [
      "The demo build's extras (the developer tools, the demo wallet) are meant to load only when used; what is left on the first load is the difference shown.",
    ],
    offline: () => [
      `An absolute time: it moves with the machine (calibration ${calibrationMs} ms in this run). The same build (e50430d) measured 429 ms in its own report of 2026-11-25 and 1135 ms on the machine of 2026-11-27.`,
      'Where the time goes, from a trace of the repeat visit on that slower machine: the HTML parse waits behind some 20 module compiles until about 550 ms; V8 writes its code cache for the framework and app chunks on the critical path (about 90 ms); the saved copy read from IndexedDB returns at about 800 ms; the render takes about 120 ms.',
      "Tried: the saved copy read by `early.js` while the HTML is parsed, and drawn by React's first render; the restore code fetched alongside the read (no gain, median of 9); the data pages' shared modules in one chunk (19 files to 13 on `/yarmerboard`; no measurable gain, median of 5).",
    ],
    deposit: () => [
      `An absolute time: it moves with the machine (calibration ${calibrationMs} ms in this run). The dialog's code is fetched at idle from the wallet's connection on, so the click waits for nothing from the network; what is left is React drawing the dialog and the browser's \`showModal()\`.`,
    ],
    lighthouse: () => {
      const pages = lighthouseReport ? Object.values(lighthouseReport.ours) : []
      const tbts = pages.map((page) => page.tbtMs)
      return [
        lighthouseReport && lighthouseReport.runs > 1
          ? `Lighthouse ran ${lighthouseReport.runs} times per page (the median is shown); its scores move several points from run to run on this machine.`
          : 'Lighthouse runs once per page by default; its scores move a few points from run to run.',
        ...(tbts.length > 0 && lighthouseReport
          ? [
              `Its total blocking time is the long tasks it sees on this machine, scaled by its simulation: it moves with the machine's speed (calibration ${calibrationMs} ms) and load, as the reference's does (${lighthouseReport.theirs.tbtMs} ms in this run, against ${Math.min(...tbts)}–${Math.max(...tbts)} ms for ours).`,
            ]
          : []),
        "The long tasks left are the evaluation of the framework and app chunks (a module graph runs in one task) and React's first render of the page with its data.",
        "Tried, in cold loads under the profile (medians of 5 to 7): hydration and the first render in a transition, so that React yields every 5 ms: blocking time on `/yarmerboard` 587 to 318 ms and on `/pre-yarms` 535 to 290 ms, none on `/yarms`, but the rows and cards came 200–270 ms later; not kept, since the goal stands for the wait people feel. The browser's formatting data loaded after the first paint (kept: main content 120–300 ms sooner on the three data pages) moves about 100 ms out of the first render into a task of its own, which is itself long on this machine, so the blocking time does not fall with it.",
      ]
    },
  }
  const unmet = goals.filter((goal) => goal.met === false)
  const paragraphs = [...new Set(unmet.map((goal) => goal.key))].flatMap((key) => {
    const lines = obstacles[key]?.() ?? []
    const names = unmet.filter((goal) => goal.key === key).map((goal) => goal.measure)
    return lines.length === 0 ? [] : [`**${names.join('; ')}.** ${lines.join(' ')}`, '']
  })
  const obstacleLines =
    paragraphs.length === 0
      ? []
      : ['## What stands in the way (goals not met in this run)', '', ...paragraphs]
  const where =
    machine.networkNamespace === 'private'
      ? 'in a network namespace of its own (e.g. `/work/isolated`)'
      : machine.networkNamespace === 'host'
        ? "in the machine's own network namespace"
        : 'in an unknown network namespace'
  const routeRows = Object.entries(routes).map(
    ([route, r]) =>
      `| \`${route}\` | ${r.jsKb.toFixed(1)} | ${r.fcpMs} | ${r.lcpMs} | ${r.contentMs} | ${r.tenRowsMs ?? '–'} |`,
  )
  const connectRows = ['desktop', 'phone'].map((form) => {
    const figures = connectModal[form]
    return `| ${form} | ${figures.ours.clickToListMs} | ${figures.theirs.clickToListMs} | ${x(figures.ratio)} | ${figures.ours.jsKb} | ${figures.theirs.jsKb} |`
  })
  const lighthouseLines = lighthouseReport
    ? [
        `## Lighthouse 12, mobile preset (median of ${lighthouseReport.runs} per page)`,
        '',
        '| Page | Performance | TBT (ms) | FCP (ms) | LCP (ms) | Speed Index (ms) | CLS | Accessibility | Best practices | SEO |',
        '|---|---|---|---|---|---|---|---|---|---|',
        ...[
          ...Object.entries(lighthouseReport.ours).map(
            ([route, s]) => /** @type {const} */ ([`\`${route}\``, s]),
          ),
          /** @type {const} */ (['reference `/` (RainbowKit)', lighthouseReport.theirs]),
        ].map(
          ([page, s]) =>
            `| ${page} | ${s.performance} | ${s.tbtMs} | ${s.fcpMs} | ${s.lcpMs} | ${s.speedIndexMs} | ${s.cls} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} |`,
        ),
        '',
        ...failedAuditLines(lighthouseReport),
      ]
    : ['## Lighthouse', '', 'Not run in this report (`--quick` or `BENCH_LIGHTHOUSE=0`).', '']
  // The bench's own browser keeps a core or two busy; a load above the core count means other work too.
  const peakLoad = Math.max(
    machine.loadAverage.start,
    machine.loadAverage.end,
    machine.loadAverage.afterLighthouse ?? 0,
  )
  const loadNote =
    peakLoad > machine.cores
      ? 'above the core count: other work was competing for the CPU and the times are inflated'
      : 'at most the core count, the bench itself included: nothing else competed for the CPU'
  await writeFile(
    `${dir}/report.md`,
    [
      '# Benchmark report',
      '',
      `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB; ${machine.os}; Node ${machine.node}; Chromium ${machine.chromium}. Run ${where}, ${report.date}; 1-minute load average ${machine.loadAverage.start} at the start, ${machine.loadAverage.end} when the browser measures ended${machine.loadAverage.afterLighthouse === null ? '' : `, ${machine.loadAverage.afterLighthouse} after Lighthouse`} (${loadNote}).`,
      '',
      `Calibration: ${calibrationMs} ms for a fixed piece of work (JSON, then 1,000 elements built, laid out and restyled) in a blank page under the profile's CPU slowdown, median of 5. The same code's absolute times follow it from one machine to another; the ratios much less.`,
      '',
      `Profile: ${PROFILE.name}: ${PROFILE.cpuSlowdown}x CPU slowdown, ${PROFILE.latencyMs} ms RTT, ${PROFILE.downloadKbps / 1000} Mbps down, ${PROFILE.viewport.width}x${PROFILE.viewport.height} (the connect modal also in a ${PROFILE.desktopViewport.width}x${PROFILE.desktopViewport.height} window with the same CPU and network). Median of ${RUNS} run${RUNS === 1 ? '' : 's'} per figure. Ours: the demo build (\`npm run build:demo\`)${chainsNote(report.localChains)}${productionHome ? ', and for the first-load goal the production build (`vite build`)' : ''}; theirs: \`bench/reference/\`, one page with RainbowKit 2.2.11's ConnectButton on wagmi 2, the same viem, chains and wallets. Written by \`npm run bench\`.`,
      '',
      '## Goals (issue #17)',
      '',
      'Now: ours, theirs, ratio (ours / theirs) where RainbowKit has a counterpart.',
      '',
      '| Measure | Now (ours, theirs, ratio) | Goal | Met? |',
      '|---|---|---|---|',
      ...goals.map((goal) => `| ${goal.measure} | ${goal.now} | ${goal.goal} | ${yesNo(goal.met)} |`),
      '',
      deposit.measured
        ? `Deposit dialog: from the click on Deposit on Tidepool's card (demo wallet connected, verification put off, the local chains running) to the amount field shown and enabled, on the page's clock, in a ${PROFILE.desktopViewport.width}x${PROFILE.desktopViewport.height} window under the profile; median of ${deposit.runs}.`
        : `Deposit dialog: not measured: ${deposit.reason}.`,
      '',
      ...obstacleLines,
      '## First load, side by side',
      '',
      '| Page | JS before idle (KB, compressed) | FCP (ms) | LCP (ms) | Main content (ms) | 10 board rows (ms) |',
      '|---|---|---|---|---|---|',
      ...routeRows,
      ...(productionHome
        ? [
            `| production build \`/\` | ${productionHome.jsKb.toFixed(1)} | ${productionHome.fcpMs} | ${productionHome.lcpMs} | ${productionHome.contentMs} | – |`,
          ]
        : []),
      `| reference \`/\` (RainbowKit) | ${reference.jsKb.toFixed(1)} | ${reference.fcpMs} | ${reference.lcpMs} | ${reference.contentMs} | – |`,
      '',
      ...(productionHome
        ? [
            `The pages are the demo build's (what \`npm start\` serves); the production build's \`/\` (\`vite build\`, served with its \`_headers\`) is the first-load goal's. JS before its load event, what the first render needs: production ${productionHome.jsBeforeLoadKb} KB, demo ${oursHome?.jsBeforeLoadKb ?? '–'} KB. The KB are bytes on the wire, response headers included: the production build's \`_headers\` (its CSP and other security headers) add about 1 KB to each file, so its \`/\` carries more than the demo build's although its code is smaller (hand measure of 2026-11-27, the same builds: bodies alone 150.4 KB for production, 152.3 KB for the demo build).`,
            '',
          ]
        : []),
      "Cold loads (cache disabled, no service worker). Times are from navigation start on the page's own clock. Main content: the first board row, project card or referral control (content that needs data); on `/` and `/portfolio`, which a signed-out visitor gets whole in the static HTML, their first control once hydrated (working); on the reference, RainbowKit's Connect Wallet button once hydrated.",
      '',
      '## Connect Wallet click → wallet list',
      '',
      '| Window | Ours (ms) | Theirs (ms) | Ratio | Ours: JS fetched (KB) | Theirs: JS fetched (KB) |',
      '|---|---|---|---|---|---|',
      ...connectRows,
      '',
      "On the page's clock, from the click event to the first frame where a dialog shows a visible button with a wallet's name; the page loaded and idle first. Ours from `/yarmerboard` (on the phone through the Menu sheet, where the button is), theirs from its page. JS fetched: compressed bytes from the first interaction (hover, focus, the menu) until the network is idle again.",
      '',
      ...(reconnect
        ? [
            '## Returning wallet: wagmi reconnects it after a reload',
            '',
            '| From the reload to | Ours (ms) | Theirs (ms) | Ratio |',
            '|---|---|---|---|',
            `| the first paint | ${reconnect.ours.fcpMs} | ${reconnect.theirs.fcpMs} | ${x(ratio(reconnect.ours.fcpMs, reconnect.theirs.fcpMs))} |`,
            `| the header shows the wallet | ${reconnect.ours.walletShownMs} | ${reconnect.theirs.walletShownMs} | ${x(reconnect.ratio)} |`,
            `| wagmi's reconnect asks the wallet for its account | ${reconnect.ours.walletAskedMs ?? '–'} | ${reconnect.theirs.walletAskedMs ?? '–'} | ${x(reconnect.askedRatio ?? null)} |`,
            `| the header shows it answered (ours only: RainbowKit's does not say) | ${reconnect.ours.walletAnsweredMs ?? '–'} | – | – |`,
            '',
            "An installed wallet (EIP-6963, the same in both apps) is connected through each app's own modal, then the page is reloaded under the profile with the HTTP cache as the visit left it, as a returning visitor's. On the reloaded page's clock, from navigation start to the first frame where the header shows the wallet: ours its network button, theirs RainbowKit's account button. Both on `/`. Both show the connection wagmi saved while wagmi reconnects it: RainbowKit once its code (wagmi included) has run, ours from the first-load code, whatever the wallet runtime (wagmi) is doing: fetched first thing for a returning wallet, it reconnects as soon as it has run. The wallet notes when the page first asks it for the account (`eth_accounts`): wagmi's reconnect reaching it. Ours also says when the wallet has answered (its buttons are no longer busy); RainbowKit's do not.",
            '',
          ]
        : []),
      ...lighthouseLines,
      '## Other measures',
      '',
      `Repeat visit offline (service worker + IndexedDB): board rows ${offlineRepeatVisit.boardRowsMs} ms after the reload's navigation start (page clock).`,
      '',
      `A non-default locale (ja-JP) adds its own catalogue chunk only: ${localeKb} KB gzip.`,
      '',
    ].join('\n'),
  )
  // Biome formats Markdown too (its tables aligned): formatted here, the committed report passes `npm run lint`.
  try {
    execFileSync('npx', ['biome', 'format', '--write', `${dir}/report.md`], { stdio: 'ignore' })
  } catch {
    console.log(`Biome did not format ${dir}/report.md (outside the project?)`)
  }
  console.log(`Wrote ${dir}/report.md`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2] ?? 'bench'
  await writeReportMarkdown(JSON.parse(await readFile(`${dir}/report.json`, 'utf8')), dir)
}
