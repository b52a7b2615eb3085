import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  findCycles,
  findFixedSleeps,
  findStoreBypasses,
  findViolations,
  firstImportProblem,
  importGraph,
  PUBLIC,
  storeBypasses,
  testSleeps,
} from './check-imports.mjs'

// Vitest runs from the repository root (and jsdom gives import.meta.url no file: scheme).
const root = process.cwd()
const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges))

describe('the import check', () => {
  it('finds nothing to report in src/', () => {
    expect(findViolations(importGraph(root))).toEqual([])
  })

  it("reports a feature importing another feature's styles or a file it does not offer", () => {
    const violations = findViolations(
      graph({
        'src/features/referrals/ReferralTable.tsx': [
          'src/features/boards/YouCard.css',
          'src/features/boards/BoardTable',
          'src/features/pre-yarms/VoteButton',
        ],
        'src/routes/yarms.tsx': ['src/features/yarms/YarmCard'],
      }),
    )
    expect(violations.map(({ from, to }) => `${from} -> ${to}`)).toEqual([
      'src/features/referrals/ReferralTable.tsx -> src/features/boards/YouCard.css',
      'src/features/referrals/ReferralTable.tsx -> src/features/boards/BoardTable',
      'src/features/referrals/ReferralTable.tsx -> src/features/pre-yarms/VoteButton',
      'src/routes/yarms.tsx -> src/features/yarms/YarmCard',
    ])
    expect(violations[0]?.reason).toBe('the styles of features/boards are its own')
  })

  it('reports ui/, api/, lib/, styles/ or i18n/ importing a feature, and api/ importing React', () => {
    const violations = findViolations(
      graph({
        'src/ui/LoadError/LoadError.tsx': ['src/features/boards/XProfileLink'],
        'src/api/projects.ts': ['src/features/auth/queries', 'react', '@tanstack/react-query'],
        'src/lib/format.ts': ['src/features/shell/PageFrame'],
        'src/styles/table.css.ts': ['src/features/home/HomePage.css'],
        'src/i18n/fill.tsx': ['src/features/auth/useSession'],
      }),
    )
    expect(violations.map(({ from, to, reason }) => `${from} -> ${to}: ${reason}`)).toEqual([
      'src/ui/LoadError/LoadError.tsx -> src/features/boards/XProfileLink: ui/ imports no feature',
      'src/api/projects.ts -> src/features/auth/queries: api/ imports no feature',
      'src/api/projects.ts -> react: api/ imports no React',
      'src/api/projects.ts -> @tanstack/react-query: api/ imports no React',
      'src/lib/format.ts -> src/features/shell/PageFrame: lib/ imports no feature',
      'src/styles/table.css.ts -> src/features/home/HomePage.css: styles/ imports no feature',
      'src/i18n/fill.tsx -> src/features/auth/useSession: i18n/ imports no feature',
    ])
  })

  it('lets a feature use its own files, the shared layers and what others offer', () => {
    expect(
      findViolations(
        graph({
          'src/features/referrals/ReferralTable.tsx': [
            'src/features/referrals/MyReferralsPage.css',
            'src/features/referrals/queries',
            'src/features/boards/XProfileLink',
            'src/ui/LoadError/LoadError',
            'src/ui/Button/Button.css',
            'src/lib/amount',
            'react',
          ],
          'src/features/wallet/connect/ConnectPane.tsx': ['src/features/wallet/runtimePort'],
          'src/routes/yarms.tsx': ['src/features/yarms/YarmsPage', 'src/features/projects/search'],
          'src/ui/Meter/Meter.tsx': ['src/ui/Meter/Meter.css', 'react'],
        }),
      ),
    ).toEqual([])
  })
})

describe('the import circles and the wallet port', () => {
  it('reports a circle, closed through a lazy import too, once', () => {
    const violations = findViolations(
      graph({
        'src/features/wallet/connect/connection.ts': ['src/features/wallet/runtimeModule'],
        'src/features/wallet/runtimeModule.ts': ['src/features/wallet/runtime/WalletRuntime'],
        'src/features/wallet/runtime/WalletRuntime.tsx': ['src/features/wallet/runtime/connectors', 'wagmi'],
        'src/features/wallet/runtime/connectors.ts': ['src/features/wallet/walletconnect/session'],
        'src/features/wallet/walletconnect/session.ts': ['src/features/wallet/connect/connection'],
      }),
    )
    expect(violations.map(({ reason }) => reason)).toEqual([
      'import circle: src/features/wallet/connect/connection -> src/features/wallet/runtimeModule -> ' +
        'src/features/wallet/runtime/WalletRuntime -> src/features/wallet/runtime/connectors -> ' +
        'src/features/wallet/walletconnect/session -> src/features/wallet/connect/connection',
    ])
  })

  it('finds the circles of the graph as importGraph builds it, import() edges included', () => {
    const cycles = findCycles(
      graph({
        'src/a.ts': ['src/b', 'react'],
        'src/b.tsx': ['src/c.css'],
        'src/c.css.ts': ['src/a'],
        'src/d.ts': ['src/d'],
        'src/e.ts': ['src/a'],
        'src/routeTree.gen.ts': ['src/router'],
        'src/router.tsx': ['src/routeTree.gen'],
      }),
    )
    expect(cycles).toEqual([
      ['src/a', 'src/b', 'src/c.css', 'src/a'],
      ['src/d', 'src/d'],
    ])
  })

  it("reports the wallet's runtime and its connect modal importing each other", () => {
    const violations = findViolations(
      graph({
        'src/features/wallet/runtime/connectors.ts': ['src/features/wallet/connect/walletCatalogue'],
        'src/features/wallet/connect/ConnectDialog.tsx': [
          'src/features/wallet/runtime/VerifyView',
          'src/features/wallet/runtimePort',
        ],
      }),
    )
    expect(violations.map(({ from, to, reason }) => `${from} -> ${to}: ${reason}`)).toEqual([
      'src/features/wallet/runtime/connectors.ts -> src/features/wallet/connect/walletCatalogue: runtime/ imports nothing from connect/: they meet through wallet/runtimePort',
      'src/features/wallet/connect/ConnectDialog.tsx -> src/features/wallet/runtime/VerifyView: connect/ imports nothing from runtime/: they meet through wallet/runtimePort',
    ])
  })
})

describe('the list of what features offer', () => {
  const features = readdirSync(join(root, 'src/features'))
  const readme = readFileSync(join(root, 'README.md'), 'utf8')
  const map = readme.slice(
    readme.indexOf('## Map of the code'),
    readme.indexOf('\n## ', readme.indexOf('## Map of the code') + 1),
  )

  it('names every feature folder, and only files that exist', () => {
    expect(Object.keys(PUBLIC).sort()).toEqual([...features].sort())
    for (const [feature, files] of Object.entries(PUBLIC)) {
      for (const file of files) {
        const path = join(root, 'src/features', feature, file)
        expect(existsSync(`${path}.ts`) || existsSync(`${path}.tsx`), `${feature}/${file}`).toBe(true)
      }
    }
  })

  it("matches the README's map of the code", () => {
    for (const [feature, files] of Object.entries(PUBLIC)) {
      expect(map, feature).toContain(`${feature}/`)
      for (const file of files) expect(map, `${feature}/${file}`).toContain(file)
    }
  })
})

describe('the fixed-sleep check', () => {
  it('finds a waitForTimeout, or a promise resolved by a timer, in a test', () => {
    const found = findFixedSleeps(
      'tests/e2e/x.spec.ts',
      [
        "test('x', async ({ page }) => {",
        '  await page.waitForTimeout(500)',
        '  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)))',
        '  await new Promise<void>((done) => setTimeout(() => done(), 10))',
        '})',
      ].join('\n'),
    )
    expect(found.map(({ line, what }) => `${line} ${what}`)).toEqual([
      '2 waitForTimeout',
      '3 a promise resolved by setTimeout',
      '4 a promise resolved by setTimeout',
    ])
  })

  it("lets a poll's interval in a loop, and a timer that resolves nothing, through", () => {
    const text = [
      'for (;;) {',
      '  if (await ready()) break',
      '  await new Promise((resolve) => setTimeout(resolve, 50))',
      '}',
      'setTimeout(() => controller.abort(), 1000)',
    ].join('\n')
    expect(findFixedSleeps('tests/e2e/fixtures/x.ts', text)).toEqual([])
  })

  it('finds nothing in tests/', () => {
    expect(testSleeps(root)).toEqual([])
  }, 30_000)
})

describe('the store check', () => {
  it('reports useSyncExternalStore outside lib/useStore.ts and a listener set outside lib/createStore.ts', () => {
    const text = [
      "import { useSyncExternalStore } from 'react'",
      'const listeners = new Set<() => void>()',
      'const others = new Set<Listener>()',
      'const hashes = new Set<string>()',
      '// useSyncExternalStore in a comment is no call',
      'export const useIt = () => useSyncExternalStore(subscribe, get)',
    ].join('\n')
    expect(findStoreBypasses('src/features/x/store.ts', text).map(({ line }) => line)).toEqual([1, 2, 3, 6])
    expect(findStoreBypasses('src/lib/useStore.ts', text).map(({ line }) => line)).toEqual([2, 3])
    expect(findStoreBypasses('src/lib/createStore.ts', text).map(({ line }) => line)).toEqual([1, 6])
  })

  it('finds nothing in src/', () => {
    expect(storeBypasses(root)).toEqual([])
  }, 30_000)
})

describe("main.tsx's first import", () => {
  it('is start/firstThing in src/main.tsx', () => {
    expect(firstImportProblem(readFileSync(join(root, 'src/main.tsx'), 'utf8'))).toBeNull()
  })

  it('is reported when another import comes before it, even a side-effect import', () => {
    const main = (...imports: string[]) => `// First: the runtime.\n${imports.join('\n')}\n\nvoid start()\n`
    expect(
      firstImportProblem(main("import { a } from '@/start/firstThing'", "import '@/styles/global.css'")),
    ).toBeNull()
    expect(
      firstImportProblem(main("import '@/styles/global.css'", "import { a } from '@/start/firstThing'")),
    ).toMatch(/imports @\/styles\/global\.css first/)
    expect(
      firstImportProblem(main("import {\n  b,\n} from './App'", "import { a } from '@/start/firstThing'")),
    ).toMatch(/imports \.\/App first/)
    expect(firstImportProblem('void start()\n')).toMatch(/imports nothing first/)
  })
})
