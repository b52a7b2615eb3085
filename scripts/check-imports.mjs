// Keeps the layers of src/ apart (README, "Map of the code"): a feature is used by others only
// through the files it offers (PUBLIC below), never through its styles or helpers; ui/, api/, lib/,
// styles/ and i18n/ import no feature; api/ imports no React; the wallet's modal (connect/) and runtime
// (runtime/) meet only through its port (runtimePort.ts); no import circle, lazy `import()` included.
// Also keeps fixed sleeps out of tests/ (findFixedSleeps below), and state in the one store shape: no
// useSyncExternalStore but lib/useStore's, no hand-written listener set but createStore's (findStoreBypasses).
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
  auth: [
    'AuthCallback',
    'XAccountButton',
    'SignInNotice',
    'queries',
    'sessionGuard',
    'signIn',
    'useSession',
    'useUserInfo',
  ],
  chain: [
    'amounts',
    'contracts',
    'queries',
    'yarmReads',
    'publicClient',
    'deposit',
    'depositRequest',
    'depositSteps',
    'depositWrites',
    'permitErrors',
    'withdrawWrites',
    'settled',
    'writeFailure',
    'chainSwitch',
  ],
  boards: [
    'YarmerboardPage',
    'XProfileLink',
    'RankChange',
    'RankHistory',
    'YarmerCell',
    'boardSearch',
    'queries',
    'boardKeys',
    'updateWatch',
    'backgroundBadge',
  ],
  dev: ['DevPanel'],
  'demo-wallet': ['announce', 'PhoneWalletPage'],
  home: ['HomePage', 'ChecklistButton', 'ChecklistHost'],
  portfolio: ['PortfolioPreview'],
  'pre-yarms': ['PreYarmsPage'],
  projects: [
    'ProjectLogo',
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
    'walletconnect/resume/returningWallet',
    'runtimePort',
    'runtimeLoad',
    'useWallet',
    'state/walletStore',
    'runtime/devActions',
    'runtime/wagmiConfig',
    'transactions/transactions',
    'transactions/transactionStore',
  ],
  yarms: ['YarmsPage'],
}

/** Layers below the features: they must not reach up into one. */
const BELOW_FEATURES = ['src/ui/', 'src/api/', 'src/lib/', 'src/styles/', 'src/i18n/', 'src/chains/']
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
      for (const [side, other] of WALLET_SIDES)
        if (!isTest && from.startsWith(side) && to.startsWith(other))
          why(
            `${side.slice(20)} imports nothing from ${other.slice(20)}: they meet through wallet/runtimePort`,
          )
    }
  }
  for (const cycle of findCycles(graph)) {
    violations.push({
      from: cycle[0] ?? '',
      to: cycle[1] ?? '',
      reason: `import circle: ${cycle.join(' -> ')}`,
    })
  }
  return violations
}

/** @type {[string, string][]} */
const WALLET_SIDES = [
  ['src/features/wallet/runtime/', 'src/features/wallet/connect/'],
  ['src/features/wallet/connect/', 'src/features/wallet/runtime/'],
]

/**
 * The router's generated route tree imports every route file for its types, and the router imports it:
 * generated, so left out of the circle search.
 */
const CIRCLE_EXEMPT = new Set(['src/routeTree.gen'])

/** @param {string} path */
const moduleOf = (path) => path.replace(/\.(tsx?|mjs|js)$/, '')

/**
 * The import circles of a graph (each one found once, per strongly connected group of modules), as the
 * modules along it, the first repeated at the end. Every edge counts, lazy `import()` and type imports too.
 * @param {Map<string, string[]>} graph
 * @returns {string[][]}
 */
export function findCycles(graph) {
  /** @type {Map<string, string[]>} */
  const edges = new Map()
  for (const [from, targets] of graph) {
    if (!from.endsWith('.test.ts') && !from.endsWith('.test.tsx'))
      edges.set(moduleOf(from), targets.map(moduleOf))
  }
  for (const node of CIRCLE_EXEMPT) edges.delete(node)
  const next = (/** @type {string} */ node) => (edges.get(node) ?? []).filter((to) => edges.has(to))
  // Tarjan's strongly connected components, iterative.
  let counter = 0
  /** @type {Map<string, number>} */ const index = new Map()
  /** @type {Map<string, number>} */ const low = new Map()
  /** @type {string[]} */ const stack = []
  const onStack = new Set()
  /** @type {string[][]} */ const groups = []
  for (const start of edges.keys()) {
    if (index.has(start)) continue
    /** @type {[string, number][]} */ const work = [[start, 0]]
    while (work.length > 0) {
      const frame = /** @type {[string, number]} */ (work[work.length - 1])
      const [node, i] = frame
      if (i === 0 && !index.has(node)) {
        index.set(node, counter)
        low.set(node, counter++)
        stack.push(node)
        onStack.add(node)
      }
      const targets = next(node)
      if (i < targets.length) {
        frame[1] = i + 1
        const to = /** @type {string} */ (targets[i])
        if (!index.has(to)) work.push([to, 0])
        else if (onStack.has(to)) low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0))
        continue
      }
      work.pop()
      const parent = work[work.length - 1]
      if (parent) low.set(parent[0], Math.min(low.get(parent[0]) ?? 0, low.get(node) ?? 0))
      if (low.get(node) === index.get(node)) {
        /** @type {string[]} */ const group = []
        let member
        do {
          member = /** @type {string} */ (stack.pop())
          onStack.delete(member)
          group.push(member)
        } while (member !== node)
        if (group.length > 1 || next(node).includes(node)) groups.push(group)
      }
    }
  }
  // One circle through each group: a shortest way back from its first module, found breadth first.
  return groups.map((group) => {
    const members = new Set(group)
    const first = /** @type {string} */ (group.sort()[0])
    /** @type {Map<string, string>} */ const cameFrom = new Map()
    const queue = [first]
    while (queue.length > 0) {
      const node = /** @type {string} */ (queue.shift())
      for (const to of next(node)) {
        if (!members.has(to)) continue
        if (to === first) {
          const path = [first]
          for (let at = node; at !== first; at = /** @type {string} */ (cameFrom.get(at)))
            path.splice(1, 0, at)
          return [...path, first]
        }
        if (!cameFrom.has(to)) {
          cameFrom.set(to, node)
          queue.push(to)
        }
      }
    }
    return [first, first]
  })
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

/** The one file that may call useSyncExternalStore, and the one that may keep a set of listeners. */
const STORE_HOOK = 'src/lib/useStore.ts'
const STORE = 'src/lib/createStore.ts'

/**
 * What goes around the one store shape (createStore, read in React through useStore): useSyncExternalStore
 * named outside lib/useStore.ts, and a `new Set` of functions (a hand-written listener set) outside
 * lib/createStore.ts.
 * @param {string} file the path from the root, with forward slashes
 * @param {string} text the file's source
 * @returns {{ file: string, line: number, what: string }[]}
 */
export function findStoreBypasses(file, text) {
  if (!/useSyncExternalStore|new Set</.test(text)) return []
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  /** @type {{ file: string, line: number, what: string }[]} */
  const found = []
  const at = (/** @type {ts.Node} */ node, /** @type {string} */ what) =>
    found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, what })
  /** @param {ts.TypeNode | undefined} type */
  const isFunctionType = (type) =>
    type !== undefined &&
    (ts.isFunctionTypeNode(type) ||
      (ts.isTypeReferenceNode(type) && /Listener$/.test(type.typeName.getText(source))))
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isIdentifier(node) && node.text === 'useSyncExternalStore' && file !== STORE_HOOK)
      at(node, 'useSyncExternalStore outside lib/useStore.ts (read the store with useStore)')
    if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'Set' &&
      isFunctionType(node.typeArguments?.[0]) &&
      file !== STORE
    )
      at(node, 'a hand-written listener set (hold the state in a createStore)')
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** @param {string} root */
export function storeBypasses(root) {
  // Unit tests may fake a library's emitter with a set of listeners.
  return sourceFiles(join(root, 'src'))
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .flatMap((file) =>
      findStoreBypasses(relative(root, file).split(sep).join('/'), readFileSync(file, 'utf8')),
    )
}

/** @param {string} root */
export function testSleeps(root) {
  return sourceFiles(join(root, 'tests')).flatMap((file) =>
    findFixedSleeps(relative(root, file).split(sep).join('/'), readFileSync(file, 'utf8')),
  )
}

/** What src/main.tsx must import first: a returning wallet's runtime starts loading before the rest evaluates. */
export const FIRST_IMPORT = '@/start/firstThing'

/**
 * Why `text` (src/main.tsx) does not import FIRST_IMPORT before anything else, or null. Modules evaluate in
 * import order, so only the first place holds the promise; a formatter sorting imports could lose it.
 * @param {string} text
 */
export function firstImportProblem(text) {
  const first = /^import\s+(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/m.exec(text)?.[1]
  return first === FIRST_IMPORT
    ? null
    : `src/main.tsx imports ${first ?? 'nothing'} first: ${FIRST_IMPORT} must come before every other import`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..')
  const violations = findViolations(importGraph(root))
  for (const { from, to, reason } of violations) console.error(`${from} imports ${to}: ${reason}`)
  const sleeps = testSleeps(root)
  for (const { file, line, what } of sleeps)
    console.error(`${file}:${line}: ${what}: wait on what a person sees or an event, not a timer`)
  const bypasses = storeBypasses(root)
  for (const { file, line, what } of bypasses) console.error(`${file}:${line}: ${what}`)
  const firstImport = firstImportProblem(readFileSync(join(root, 'src/main.tsx'), 'utf8'))
  if (firstImport) console.error(firstImport)
  if (violations.length > 0 || sleeps.length > 0 || bypasses.length > 0 || firstImport) process.exit(1)
  console.log('Imports keep to the layers; tests/ has no fixed sleeps; state keeps to the one store shape.')
}
