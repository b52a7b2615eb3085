// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { chunkSources, DEV_TOOL_MARKERS, devToolsIn, publishedSourceMaps } from './buildChecks.mjs'
import { PHONE_WALLET_PAGE, phoneWalletHtml } from './prerender'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'yarm-build-'))
  await mkdir(path.join(dir, 'assets'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

describe('chunkSources', () => {
  it('reads the sources of a chunk from its map', async () => {
    await writeFile(path.join(dir, 'assets/a.js.map'), JSON.stringify({ sources: ['../src/a.ts'] }))
    expect(await chunkSources(dir, 'assets/a.js')).toEqual(['../src/a.ts'])
  })

  it('fails for a chunk with no source map instead of finding nothing in it', async () => {
    await expect(chunkSources(dir, 'assets/b.js')).rejects.toThrow(/assets\/b\.js has no source map/)
  })

  it("lets the bundler's small runtime helper go without a map, but not a big chunk by that name", async () => {
    await writeFile(path.join(dir, 'assets/preload-helper-x1.js'), 'var e=1')
    expect(await chunkSources(dir, 'assets/preload-helper-x1.js', dir)).toEqual([])
    await writeFile(path.join(dir, 'assets/rolldown-runtime-x2.js'), 'x'.repeat(5000))
    await expect(chunkSources(dir, 'assets/rolldown-runtime-x2.js', dir)).rejects.toThrow(/no source map/)
    await writeFile(path.join(dir, 'assets/index-x3.js'), 'var e=1')
    await expect(chunkSources(dir, 'assets/index-x3.js', dir)).rejects.toThrow(/no source map/)
  })

  it('takes a script copied as it is from public/ as its own source, and only that', async () => {
    const publicDir = path.join(dir, 'public')
    await mkdir(publicDir)
    await writeFile(path.join(publicDir, 'early.js'), 'addEventListener("click", () => {})')
    await writeFile(path.join(dir, 'early.js'), 'addEventListener("click", () => {})')
    expect(await chunkSources(dir, 'early.js', dir, publicDir)).toEqual([path.join(publicDir, 'early.js')])
    await writeFile(path.join(dir, 'early.js'), 'import "viem"')
    await expect(chunkSources(dir, 'early.js', dir, publicDir)).rejects.toThrow(/no source map/)
  })

  it('fails for a map that lists no sources', async () => {
    await writeFile(path.join(dir, 'assets/c.js.map'), JSON.stringify({ sources: [] }))
    await expect(chunkSources(dir, 'assets/c.js')).rejects.toThrow(/lists no sources/)
  })
})

describe('publishedSourceMaps', () => {
  it('finds maps among the served files and scripts that reference one', async () => {
    await writeFile(path.join(dir, 'assets/a.js'), 'x()\n//# sourceMappingURL=a.js.map\n')
    await writeFile(path.join(dir, 'assets/a.js.map'), '{}')
    await writeFile(path.join(dir, 'assets/b.js'), 'y()\n')
    expect(await publishedSourceMaps(dir)).toEqual([
      'assets/a.js.map: a source map among the served files',
      'assets/a.js: references a source map',
    ])
  })

  it('passes a directory with hidden maps kept elsewhere', async () => {
    await writeFile(path.join(dir, 'assets/b.js'), 'y()\n')
    expect(await publishedSourceMaps(dir)).toEqual([])
  })
})

describe('devToolsIn', () => {
  it('finds the dev panel or the demo wallet in any script of a build, and passes one without', async () => {
    await writeFile(path.join(dir, 'assets/index-a.js'), 'const wallet={name:"Demo wallet"}')
    await writeFile(
      path.join(dir, 'assets/demoWallet-b.js'),
      'const k="0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80"',
    )
    await writeFile(path.join(dir, 'assets/clean-c.js'), 'export const a=1')
    expect(await devToolsIn(dir)).toEqual([
      'assets/demoWallet-b.js: development tools in a production build ("ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80")',
      'assets/index-a.js: development tools in a production build ("Demo wallet")',
    ])
    await rm(path.join(dir, 'assets/index-a.js'))
    await rm(path.join(dir, 'assets/demoWallet-b.js'))
    expect(await devToolsIn(dir)).toEqual([])
  })

  it('finds the phone wallet page the demo prerender writes, were a production build to write it', async () => {
    await mkdir(path.join(dir, 'phone-wallet'))
    const template =
      '<html><head><!--route-head--></head><body><div id="root"><!--route-html--></div></body></html>'
    await writeFile(path.join(dir, PHONE_WALLET_PAGE.file), phoneWalletHtml(template))
    await writeFile(
      path.join(dir, 'index.html'),
      template.replace('<!--route-head-->', '<title>Yarm</title>'),
    )
    expect(await devToolsIn(dir)).toEqual([
      'phone-wallet/index.html: development tools in a production build ("Phone wallet (demo)")',
    ])
  })

  it('looks for strings the development tools really hold, so a leak cannot slip past a stale marker', async () => {
    const sources = (
      await Promise.all(
        [
          'src/features/dev/DevPanel.tsx',
          'src/features/dev/DevDialog.tsx',
          'src/api/user.ts',
          'src/features/demo-wallet/identity.ts',
          'src/features/demo-wallet/accounts.ts',
          'src/features/demo-wallet/phoneWallet.ts',
        ].map((file) => readFile(file, 'utf8')),
      )
    ).join('\n')
    for (const marker of DEV_TOOL_MARKERS) expect(sources, marker).toContain(marker)
  })
})
