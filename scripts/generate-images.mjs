// Generates every raster image the app ships from the sources in assets-src/, with the same
// headless Chromium the tests use: favicon.ico, PWA icons (any + maskable), the Apple touch icon and
// the 1200x630 share image. Run `npm run images` after changing a source; the outputs are committed.
import { readFile, writeFile } from 'node:fs/promises'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs'

const mark = await readFile(new URL('../assets-src/mark.svg', import.meta.url), 'utf8')
const markUri = `data:image/svg+xml;base64,${Buffer.from(mark).toString('base64')}`

/** @param {string} body @param {string} [background] */
const page = (body, background = 'transparent') =>
  `<!doctype html><html><body style="margin:0;background:${background}">${body}</body></html>`

/** @param {number} size @param {{ padding?: number, background?: string }} [options] */
const icon = (size, { padding = 0, background = 'transparent' } = {}) =>
  page(
    `<div style="width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">
      <img src="${markUri}" style="width:${size - padding * 2}px;height:${size - padding * 2}px">
    </div>`,
  )

const shareImage = page(
  `<div style="width:1200px;height:630px;box-sizing:border-box;padding:96px;display:flex;flex-direction:column;
    justify-content:space-between;background:linear-gradient(135deg,#06343c 0%,#0b7285 60%,#9be9f2 140%);
    color:#fff;font-family:system-ui,sans-serif">
    <div style="display:flex;align-items:center;gap:28px">
      <img src="${markUri}" style="width:120px;height:120px">
      <span style="font-size:88px;font-weight:800;letter-spacing:-2px">Yarm</span>
    </div>
    <div style="font-size:64px;font-weight:800;line-height:1.1;max-width:900px">Your Voice becomes Your Yield</div>
    <div style="font-size:32px;opacity:.85">Post on X · climb the Yarmerboard · unlock capped yield pools</div>
  </div>`,
)

/**
 * An .ico that holds PNG images, which every current browser reads.
 * @param {{ size: number, data: Buffer }[]} pngs
 */
function ico(pngs) {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(pngs.length, 4)
  let offset = 6 + 16 * pngs.length
  const entries = pngs.map(({ size, data }) => {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size >= 256 ? 0 : size, 0)
    entry.writeUInt8(size >= 256 ? 0 : size, 1)
    entry.writeUInt16LE(1, 4)
    entry.writeUInt16LE(32, 6)
    entry.writeUInt32LE(data.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += data.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...pngs.map((png) => png.data)])
}

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
const tab = await browser.newPage({ deviceScaleFactor: 1 })

/** @param {string} html @param {number} width @param {number} height @param {string} [path] */
async function render(html, width, height, path, omitBackground = true) {
  await tab.setViewportSize({ width, height })
  await tab.setContent(html)
  await tab.waitForLoadState('load')
  const data = await tab.screenshot({ omitBackground, clip: { x: 0, y: 0, width, height } })
  if (path) await writeFile(new URL(`../public/${path}`, import.meta.url), data)
  return data
}

await render(icon(192), 192, 192, 'icons/icon-192.png')
await render(icon(512), 512, 512, 'icons/icon-512.png')
// Maskable: the mark inside the 80% safe zone, on a full-bleed background.
await render(
  icon(512, { padding: 64, background: '#06343c' }),
  512,
  512,
  'icons/icon-maskable-512.png',
  false,
)
await render(icon(180, { padding: 0, background: '#06343c' }), 180, 180, 'icons/apple-touch-icon.png', false)
const favicons = []
for (const size of [16, 32, 48]) favicons.push({ size, data: await render(icon(size), size, size) })
await writeFile(new URL('../public/favicon.ico', import.meta.url), ico(favicons))
await render(shareImage, 1200, 630, 'og-image.png', false)

await browser.close()
console.log('Images written to public/')
