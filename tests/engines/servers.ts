import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { appServers } from '../e2e/fixtures/appServers'
import { BUILT } from '../e2e/fixtures/ports'

/** Scripts every page loads first, in this order. */
const SCRIPTS = ['collect-errors.js', 'phone.js']

/**
 * The demo build as the engine journeys serve it: every page loads the error collector
 * (collect-errors.js) and the phone switch (phone.js) first, which the service worker precaches with the
 * rest, so they run offline too.
 */
export function prepareApp(): { root: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'yarm-engines-app-'))
  cpSync('dist-demo', root, { recursive: true })
  for (const script of SCRIPTS)
    cpSync(path.join(import.meta.dirname, script), path.join(root, '__engines', script))
  const tags = SCRIPTS.map((script) => `<script src="/__engines/${script}"></script>`).join('')
  const html = (dir: string): string[] =>
    readdir(dir).flatMap((entry) =>
      entry.isDirectory()
        ? html(path.join(dir, entry.name))
        : entry.name.endsWith('.html')
          ? [path.join(dir, entry.name)]
          : [],
    )
  for (const file of html(root)) {
    const text = readFileSync(file, 'utf8')
    writeFileSync(file, text.replace('<head>', `<head>${tags}`))
  }
  const sw = path.join(root, 'sw.js')
  const worker = readFileSync(sw, 'utf8')
  if (!worker.includes('"url":"early.js"}'))
    throw new Error('dist-demo/sw.js: the precache manifest has changed form')
  writeFileSync(
    sw,
    worker.replace(
      '"url":"early.js"}',
      `"url":"early.js"}${SCRIPTS.map((script) => `,{"revision":"1","url":"__engines/${script}"}`).join('')}`,
    ),
  )
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) }
}

const readdir = (dir: string) => readdirSync(dir, { withFileTypes: true })

/**
 * The app's static host (4173) and the API (8787), in the worker's own process so that a journey can
 * take them down ("offline" for an engine whose driver cannot cut the network) and bring them back.
 */
export async function startServers(root: string) {
  const servers = appServers({ root, ports: BUILT })
  await servers.up()
  return servers
}
