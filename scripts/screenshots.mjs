// Takes the install-sheet screenshots named in manifest.webmanifest (narrow and wide) from the demo
// build with the local API. Run `npm run build:demo && node scripts/screenshots.mjs` after a visible
// change to the Yarmerboard; the PNGs are committed.
import { mkdir, writeFile } from 'node:fs/promises'
import { chromium } from 'playwright-core'
import { createApiServer } from '../server/api.js'
import { createStaticServer } from '../server/static.js'
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs'

const api = createApiServer({ dev: true, appOrigins: ['http://localhost:4173'] })
await api.listen(8787, '127.0.0.1')
const statics = createStaticServer({ root: 'dist-demo' })
await statics.listen(4173, '127.0.0.1')
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
await mkdir(new URL('../public/screenshots/', import.meta.url), { recursive: true })

for (const [name, viewport] of /** @type {const} */ ([
  ['narrow', { width: 390, height: 844 }],
  ['wide', { width: 1280, height: 800 }],
])) {
  const page = await browser.newPage({ viewport, colorScheme: 'light' })
  await page.goto('http://localhost:4173/yarmerboard', { waitUntil: 'networkidle' })
  await page.getByRole('table').first().waitFor()
  // The demo build's development button is not part of the product.
  await page.getByRole('button', { name: 'Dev tools' }).evaluate((button) => button.remove())
  await page.waitForTimeout(500)
  await writeFile(new URL(`../public/screenshots/${name}.png`, import.meta.url), await page.screenshot())
  await page.close()
}

await browser.close()
await api.close()
await statics.close()
console.log('Screenshots written to public/screenshots/')
