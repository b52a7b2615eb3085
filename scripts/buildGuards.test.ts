// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  isLocalMode,
  LOCAL_MODES,
  localArtifactsIn,
  localContractAddresses,
  shippedBuildGuard,
  shippedBuildProblems,
} from './buildGuards.ts'

const deployments = JSON.parse(await readFile('contracts/out/deployments.json', 'utf8')) as Record<
  string,
  { usdc: string; factory: string; vaults: Record<string, string> }
>
const addresses = localContractAddresses(deployments)
const base = deployments['8453']
if (!base) throw new Error('contracts/out/deployments.json has no Base (8453)')
const USDC = base.usdc
const VAULT = Object.values(base.vaults)[0] ?? ''
/** The shipped modes of today, and names a later one might have: the guard knows only the local ones. */
const SHIPPED = ['production', 'staging', 'preview', 'production-eu']

describe('which modes count as local', () => {
  it('is an allow-list of demo, development and test', () => {
    expect([...LOCAL_MODES].sort()).toEqual(['demo', 'development', 'test'])
    for (const mode of SHIPPED) expect(isLocalMode(mode), mode).toBe(false)
  })

  it('finds every address of the local deployment, on every chain', () => {
    expect(addresses).toContain(USDC.toLowerCase())
    expect(addresses).toContain(base.factory.toLowerCase())
    for (const vault of Object.values(base.vaults)) expect(addresses).toContain(vault.toLowerCase())
  })
})

describe('shippedBuildProblems: what a build of a shipped mode refuses before bundling', () => {
  it.each(SHIPPED)('%s: VITE_DEV_TOOLS=true, or any value but false', (mode) => {
    for (const value of ['true', '1', 'TRUE']) {
      const problems = shippedBuildProblems(mode, { VITE_DEV_TOOLS: value }, addresses)
      expect(problems).toHaveLength(1)
      expect(problems[0]).toContain(`VITE_DEV_TOOLS=${value} in a ${mode} build`)
    }
    expect(shippedBuildProblems(mode, { VITE_DEV_TOOLS: 'false' }, addresses)).toEqual([])
    expect(shippedBuildProblems(mode, {}, addresses)).toEqual([])
  })

  it.each(SHIPPED)('%s: a VITE_ variable holding a local contract address, in any case', (mode) => {
    const problems = shippedBuildProblems(
      mode,
      { VITE_USDC_ADDRESS: USDC.toUpperCase().replace('0X', '0x'), VITE_VAULTS: `x,${VAULT}` },
      addresses,
    )
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(`^VITE_USDC_ADDRESS holds ${USDC.toLowerCase()}, a contract on this machine`),
      ),
      expect.stringMatching(new RegExp(`^VITE_VAULTS holds ${VAULT.toLowerCase()}`)),
    ])
  })

  it.each(LOCAL_MODES)('%s may have both', (mode) => {
    expect(
      shippedBuildProblems(mode, { VITE_DEV_TOOLS: 'true', VITE_USDC_ADDRESS: USDC }, addresses),
    ).toEqual([])
  })
})

describe('shippedBuildGuard: what a shipped build refuses in its output', () => {
  const bundle = (code: string) => ({
    'assets/app-abc.js': { type: 'chunk', fileName: 'assets/app-abc.js', code },
    'index.html': { type: 'asset', fileName: 'index.html', source: '<html></html>' },
  })
  const run = (mode: string, code: string) => {
    const plugin = shippedBuildGuard(mode, addresses) as unknown as {
      configResolved: (config: { build: { ssr: boolean } }) => void
      generateBundle: (this: { error: (message: string) => never }, options: object, bundle: object) => void
    }
    plugin.configResolved({ build: { ssr: false } })
    plugin.generateBundle.call(
      {
        error: (message) => {
          throw new Error(message)
        },
      },
      {},
      bundle(code),
    )
  }

  it.each(SHIPPED)('%s: a chunk with a local address or the demo wallet fails the build', (mode) => {
    expect(() => run(mode, `const v={usdc:"${USDC}"}`)).toThrow(
      `assets/app-abc.js: local contract address ${USDC.toLowerCase()}`,
    )
    expect(() => run(mode, 'const name="Demo wallet"')).toThrow(
      'assets/app-abc.js: development tools ("Demo wallet")',
    )
    expect(() => run(mode, 'const ok=1')).not.toThrow()
  })

  it.each(LOCAL_MODES)('%s: builds with them', (mode) => {
    expect(() => run(mode, `const v={usdc:"${USDC}",name:"Demo wallet"}`)).not.toThrow()
  })

  it('names each finding with its file', () => {
    expect(localArtifactsIn('a.js', `${VAULT.toLowerCase()} Phone wallet (demo)`, addresses)).toEqual([
      `a.js: local contract address ${VAULT.toLowerCase()}`,
      'a.js: development tools ("Phone wallet (demo)")',
    ])
  })
})

describe('vite build refuses, for real', () => {
  const dirs: string[] = []
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true })
  })
  const viteBuild = async (mode: string, env: Record<string, string>) => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'yarm-guard-'))
    dirs.push(outDir)
    return spawnSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--mode', mode, '--outDir', outDir],
      {
        env: { ...process.env, VITE_WALLETCONNECT_PROJECT_ID: '00000000000000000000000000000000', ...env },
        encoding: 'utf8',
        timeout: 240_000,
      },
    )
  }

  it('npm run build with VITE_DEV_TOOLS=true', { timeout: 250_000 }, async () => {
    const built = await viteBuild('production', { VITE_DEV_TOOLS: 'true' })
    expect(built.status).not.toBe(0)
    expect(`${built.stderr}${built.stdout}`).toContain('VITE_DEV_TOOLS=true in a production build')
  })

  it('npm run build:staging pointed at a local contract', { timeout: 250_000 }, async () => {
    const built = await viteBuild('staging', { VITE_USDC_ADDRESS: USDC })
    expect(built.status).not.toBe(0)
    expect(`${built.stderr}${built.stdout}`).toContain(`VITE_USDC_ADDRESS holds ${USDC.toLowerCase()}`)
  })
})
