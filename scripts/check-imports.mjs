// Keeps the layers of src/ apart (README, "Map of the code"): a feature is used by others only
// through the files it offers (PUBLIC below), never through its styles or helpers; ui/, api/, lib/,
// styles/ and i18n/ import no feature; api/ imports no React.
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
  chain: [
    'amounts',
    'contracts',
    'queries',
    'yarmReads',
    'publicClient',
    'deposit',
    'depositSteps',
    'depositWrites',
    'permit',
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
    'returningWallet',
    'runtimeModule',
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..')
  const violations = findViolations(importGraph(root))
  for (const { from, to, reason } of violations) console.error(`${from} imports ${to}: ${reason}`)
  if (violations.length > 0) process.exit(1)
  console.log('Imports keep to the layers.')
}
