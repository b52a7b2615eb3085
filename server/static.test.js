// @ts-check
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaticServer } from './static.js'
import { request } from './testing.js'

/** @type {string} */
let dir
/** @type {string} */
let root
/** @type {ReturnType<typeof createStaticServer>} */
let host
/** @type {string} */
let url

const BIG_SCRIPT = `console.log(${JSON.stringify('yarm '.repeat(400))})\n`

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'yarm-static-'))
  root = join(dir, 'dist')
  await mkdir(join(root, 'assets'), { recursive: true })
  await mkdir(join(root, 'yarmerboard'), { recursive: true })
  await mkdir(join(root, '.secret'), { recursive: true })
  const files = {
    'index.html': '<!doctype html><title>Home</title>',
    '404.html': '<!doctype html><title>Not found</title>',
    'yarmerboard/index.html': '<!doctype html><title>Yarmerboard</title>',
    'assets/app-abc123.js': BIG_SCRIPT,
    'assets/app-abc123.css': 'body{color:red}',
    'assets/font.woff2': 'wOF2',
    'sw.js': 'self.addEventListener("fetch", () => {})',
    'registerSW.js': 'navigator.serviceWorker.register("/sw.js")',
    'manifest.webmanifest': '{"name":"Yarm"}',
    'favicon.ico': 'ico',
    'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'icon.png': 'png',
    'hero.webp': 'webp',
    'robots.txt': 'User-agent: *',
    'sitemap.xml': '<urlset/>',
    'data.json': '{"a":1}',
    'module.mjs': 'export {}',
    '.secret/key.txt': 'do not serve',
  }
  for (const [name, content] of Object.entries(files)) await writeFile(join(root, name), content)
  await writeFile(join(dir, 'outside.txt'), 'outside the root')
  await symlink(join(dir, 'outside.txt'), join(root, 'escape.txt'))
  host = createStaticServer({ root, headers: (path) => ({ 'x-served-path': path }) })
  url = (await host.listen(0)).url
})
afterAll(async () => {
  await host.close()
  await rm(dir, { recursive: true, force: true })
})

/** @param {string} path @param {Record<string, string>} [headers] */
const get = (path, headers) => request(url, path, { headers })

describe('static host', () => {
  it('serves index.html for /, /dir and /dir/ without redirecting', async () => {
    for (const [path, title] of /** @type {const} */ ([
      ['/', 'Home'],
      ['/yarmerboard', 'Yarmerboard'],
      ['/yarmerboard/', 'Yarmerboard'],
      ['/yarmerboard?timeframe=7d', 'Yarmerboard'],
    ])) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(response.text).toContain(`<title>${title}</title>`)
      expect(response.headers['cache-control']).toBe('no-cache')
    }
  })

  it('answers a missing file with 404.html and status 404', async () => {
    const response = await get('/no/such/page')
    expect(response.status).toBe(404)
    expect(response.text).toContain('<title>Not found</title>')
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
  })

  it.each([
    ['/index.html', 'text/html; charset=utf-8'],
    ['/assets/app-abc123.js', 'text/javascript; charset=utf-8'],
    ['/module.mjs', 'text/javascript; charset=utf-8'],
    ['/assets/app-abc123.css', 'text/css; charset=utf-8'],
    ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['/logo.svg', 'image/svg+xml'],
    ['/icon.png', 'image/png'],
    ['/hero.webp', 'image/webp'],
    ['/favicon.ico', 'image/x-icon'],
    ['/assets/font.woff2', 'font/woff2'],
    ['/data.json', 'application/json; charset=utf-8'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/sitemap.xml', 'application/xml; charset=utf-8'],
  ])('serves %s as %s', async (path, type) => {
    const response = await get(path)
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toBe(type)
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })

  it.each([
    ['/sw.js', 'no-cache'],
    ['/registerSW.js', 'no-cache'],
    ['/manifest.webmanifest', 'no-cache'],
    ['/index.html', 'no-cache'],
    ['/assets/app-abc123.js', 'public, max-age=31536000, immutable'],
  ])('caches %s with %s', async (path, cacheControl) => {
    expect((await get(path)).headers['cache-control']).toBe(cacheControl)
  })

  it('gzips text when the client accepts it, and only then', async () => {
    const zipped = await request(url, '/assets/app-abc123.js', { headers: { 'accept-encoding': 'br, gzip' } })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.headers.vary).toBe('Accept-Encoding')
    expect(gunzipSync(zipped.bytes).toString('utf8')).toBe(BIG_SCRIPT)

    const plain = await get('/assets/app-abc123.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.text).toBe(BIG_SCRIPT)
    const refused = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip;q=0' })
    expect(refused.headers['content-encoding']).toBeUndefined()
    const image = await get('/icon.png', { 'accept-encoding': 'gzip' })
    expect(image.headers['content-encoding']).toBeUndefined()
  })

  it('revalidates with ETag and 304', async () => {
    const first = await get('/sw.js')
    const etag = String(first.headers.etag)
    const second = await get('/sw.js', { 'if-none-match': etag })
    expect(second.status).toBe(304)
    expect(second.text).toBe('')
  })

  it.each([
    '/../outside.txt',
    '/%2e%2e/outside.txt',
    '/assets/..%2F..%2Foutside.txt',
    '/%2e%2e%5coutside.txt',
    '/escape.txt',
    '/.secret/key.txt',
    '/index.html%00.js',
    '/%',
  ])('never serves anything outside the root or hidden: %s', async (path) => {
    const response = await get(path)
    expect(response.status).toBe(404)
    expect(response.text).not.toContain('outside the root')
    expect(response.text).not.toContain('do not serve')
  })

  it('merges the headers option into every response', async () => {
    expect((await get('/yarmerboard')).headers['x-served-path']).toBe('/yarmerboard')
    expect((await get('/missing')).headers['x-served-path']).toBe('/missing')
  })

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await request(url, '/index.html', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.text).toBe('')
    const post = await request(url, '/index.html', { method: 'POST', raw: 'x' })
    expect(post.status).toBe(405)
    expect(post.headers.allow).toBe('GET, HEAD')
  })

  it('falls back to a plain 404 when there is no 404.html', async () => {
    const bare = createStaticServer({ root: join(root, 'yarmerboard') })
    const { url: bareUrl } = await bare.listen(0)
    try {
      const response = await request(bareUrl, '/nope')
      expect(response.status).toBe(404)
      expect(response.text).toBe('Not found\n')
    } finally {
      await bare.close()
    }
  })
})
