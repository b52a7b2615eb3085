// Keeps the layers of src/ apart (README, "Map of the code"): a feature is used by others only
// through the files it offers (PUBLIC below), never through its styles or helpers; ui/, api/, lib/,
// styles/ and i18n/ import no feature; api/ imports no React.
// Also keeps fixed sleeps out of tests/ (findFixedSleeps below).
// Run: node scripts/check-imports.mjs (part of `npm run lint`); a unit test runs it too.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, posix, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

/**
 * What each feature offers to the rest of the app (routes, the shell, other features), as paths
 * inside src/features/<feature>/ without the extension. Everything else in a feature (its `*.css.ts`
 * styles, helpers, stores, subcomponents) is private to it. The README's map names the same files;
 * a unit test keeps the two in step.
 * @type {Record<string, string[]>}
 */
export const PUBLIC = {
  auth: ['AuthCallback', 'XAccountButton', 'queries', 'sessionGuard', 'signIn', 'useSession', 'useUserInfo'],
  chain: ['amounts', 'contracts', 'queries', 'yarmReads', 'publicClient', 'yarmWrites', 'withdrawWrites'],
  boards: [
    'YarmerboardPage',
    'XProfileLink',
    'RankChange',
    'RankHistory',
    'YarmerCell',
    'boardSearch',
    'queries',
    'updateWatch',
    'backgroundBadge',
  ],
  dev: ['DevPanel'],
  'demo-wallet': ['announce', 'PhoneWalletPage'],
  home: ['HomePage'],
  portfolio: ['PortfolioPreview'],
  'pre-yarms': ['PreYarmsPage'],
  projects: [
    'ProjectLogo',
    'chains',
    'queries',
    'search',
    'useQueuedVotes',
    'voteQueue',
    'voteQueueRunner',
    'voteQueueState',
  ],
  pwa: [
    'InstallAction',
    'InstallHint',
    'OfflineBanner',
    'OfflineReason',
    'UpdatePrompt',
    'persistence',
    'pwaStore',
    'persistedStore',
    'earlyPersisted',
    'serviceWorker',
  ],
  referrals: ['MyReferralsPage', 'queries', 'search'],
  share: ['ShareButton', 'requests'],
  shell: [
    'AppShell',
    'NotFoundPage',
    'PageFrame',
    'RouteError',
    'firstRender',
    'prefetch',
    'routeData',
    'routeMeta',
  ],
  wallet: [
    'ConnectButton',
    'WalletHost',
    'useWallet',
    'walletStore',
    'runtime/devActions',
    'runtime/chains',
    'runtime/errors',
    'runtime/transports',
    'runtime/wagmiConfig',
    'transactions/transactions',
    'transactions/transactionStore',
  ],
  yarms: ['YarmsPage'],
}

/** Layers below the features: they must not reach up into one. */
const BELOW_FEATURES = ['src/ui/', 'src/api/', 'src/lib/', 'src/styles/', 'src/i18n/']
const REACT = /^(react|react-dom)(\/|$)|^@tanstack\/react-|^wagmi(\/|$)/

/** @param {string} path */
const featureOf = (path) => /^src\/features\/([^/]+)\//.exec(path)?.[1] ?? null

/**
 * The broken rules in an import graph: `graph` maps each file (repo-relative, `src/...`) to what it
 * imports, each either a repo-relative module path without extension (`src/ui/Button/Button`,
 * `src/features/boards/YouCard.css`) or a package name.
 * @param {Map<string, string[]>} graph
 * @returns {{ from: string, to: string, reason: string }[]}
 */
export function findViolations(graph, publicFiles = PUBLIC) {
  /** @type {{ from: string, to: string, reason: string }[]} */
  const violations = []
  for (const [from, targets] of graph) {
    const fromFeature = featureOf(from)
    // A test may pin another feature's internal constant against the spec; it ships nowhere.
    const isTest = /\.test\.tsx?$/.test(from)
    for (const to of targets) {
      const toFeature = featureOf(to)
      const why = (/** @type {string} */ reason) => violations.push({ from, to, reason })
      if (toFeature && BELOW_FEATURES.some((layer) => from.startsWith(layer))) {
        why(`${from.split('/')[1]}/ imports no feature`)
      } else if (toFeature && toFeature !== fromFeature) {
        const inside = to.slice(`src/features/${toFeature}/`.length)
        if (inside.endsWith('.css')) why(`the styles of features/${toFeature} are its own`)
        else if (!isTest && !(publicFiles[toFeature] ?? []).includes(inside)) {
          why(`features/${toFeature} does not offer ${inside} (see PUBLIC in scripts/check-imports.mjs)`)
        }
      }
      if (from.startsWith('src/api/') && REACT.test(to)) why('api/ imports no React')
    }
  }
  return violations
}

/**
 * @param {string} dir
 * @returns {string[]}
 */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The import graph of `src/` under `root`: static imports, re-exports and `import()`. */
/** @param {string} root */
export function importGraph(root) {
  /** @type {Map<string, string[]>} */
  const graph = new Map()
  for (const file of sourceFiles(join(root, 'src'))) {
    const from = relative(root, file).split(sep).join('/')
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    graph.set(
      from,
      importedFiles.map(({ fileName }) => {
        if (fileName.startsWith('@/')) return `src/${fileName.slice(2)}`
        if (fileName.startsWith('.')) return posix.join(posix.dirname(from), fileName)
        return fileName
      }),
    )
  }
  return graph
}

/**
 * Fixed sleeps in a test's source: `waitForTimeout(...)`, and a promise resolved by a timer
 * (`new Promise((resolve) => setTimeout(resolve, ...))`) outside a loop. A test waits on what a person
 * would see or on an event it can observe; a timer passes or fails with the machine's load instead. In a
 * loop the timer is a poll's interval, not the wait itself.
 * @param {string} file the name reported
 * @param {string} text the file's source
 * @returns {{ file: string, line: number, what: string }[]}
 */
export function findFixedSleeps(file, text) {
  if (!/waitForTimeout|setTimeout/.test(text)) return []
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  /** @type {{ file: string, line: number, what: string }[]} */
  const found = []
  const at = (/** @type {ts.Node} */ node, /** @type {string} */ what) =>
    found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, what })
  /** @type {string[]} */
  const resolvers = []
  let loops = 0
  /** @param {ts.Node} node */
  const visit = (node) => {
    const loop = ts.isIterationStatement(node, false)
    let resolver = null
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'Promise') {
      const executor = node.arguments?.[0]
      const first =
        executor && (ts.isArrowFunction(executor) || ts.isFunctionExpression(executor))
          ? executor.parameters[0]?.name
          : undefined
      if (first && ts.isIdentifier(first)) resolver = first.text
    }
    if (ts.isIdentifier(node) && node.text === 'waitForTimeout') at(node, 'waitForTimeout')
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'setTimeout'
    ) {
      const callback = node.arguments[0]
      const resolves = (/** @type {ts.Node | undefined} */ body) =>
        body !== undefined &&
        ((ts.isIdentifier(body) && resolvers.includes(body.text)) ||
          (ts.isCallExpression(body) &&
            ts.isIdentifier(body.expression) &&
            resolvers.includes(body.expression.text)))
      if (
        loops === 0 &&
        (resolves(callback) || (callback && ts.isArrowFunction(callback) && resolves(callback.body)))
      )
        at(node, 'a promise resolved by setTimeout')
    }
    if (resolver) resolvers.push(resolver)
    if (loop) loops++
    ts.forEachChild(node, visit)
    if (loop) loops--
    if (resolver) resolvers.pop()
  }
  visit(source)
  return found
}

/** @param {string} root */
export function testSleeps(root) {
  return sourceFiles(join(root, 'tests')).flatMap((file) =>
    findFixedSleeps(relative(root, file).split(sep).join('/'), readFileSync(file, 'utf8')),
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..')
  const violations = findViolations(importGraph(root))
  for (const { from, to, reason } of violations) console.error(`${from} imports ${to}: ${reason}`)
  const sleeps = testSleeps(root)
  for (const { file, line, what } of sleeps)
    console.error(`${file}:${line}: ${what}: wait on what a person sees or an event, not a timer`)
  if (violations.length > 0 || sleeps.length > 0) process.exit(1)
  console.log('Imports keep to the layers; tests/ has no fixed sleeps.')
}
