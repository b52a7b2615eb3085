import { type Step, toWire } from './driver'
import { type Driver, expect, PHONE, test } from './fixtures'

/**
 * What the spec says about phones, in WebKit at a phone's size (playwright.engines.config.ts runs this
 * file in WebKit only: on iOS every browser is WebKit). The menu and the language list are bottom sheets
 * by width (≤ 960 px, ≤ 600 px); the connect modal is one on a phone only (by device, not width), so the
 * page is made to read as an iPhone (phone.js) for it.
 */

test.use({ viewport: PHONE })

/** Waits until the dialog has slid up to the bottom edge; returns its height. */
async function docked(driver: Driver, sheet: Step) {
  return driver.waitUntil(
    `${sheet.name} docked at the bottom`,
    (s) => {
      const element = (window as unknown as { __engineFind: (s: unknown) => Element | null }).__engineFind(s)
      const box = element?.getBoundingClientRect()
      return box && box.height > 0 && Math.round(box.bottom) === innerHeight ? box.height : 0
    },
    toWire(sheet),
  )
}

test('the menu and the language list as bottom sheets, and on a phone the connect modal too', async ({
  driver,
}) => {
  await driver.goto('/yarmerboard')
  expect(await driver.evaluate(() => innerWidth)).toBeLessThanOrEqual(600)
  await driver.click({ role: 'button', name: 'Menu' })
  const menu: Step = { role: 'dialog', name: 'Menu' }
  await driver.waitFor([menu, { role: 'link', name: /Yarmerboard/ }])
  await docked(driver, menu)
  await driver.click([menu, { role: 'link', name: 'Yarms' }])
  await driver.waitForGone(menu)
  expect((await driver.url()).pathname).toBe('/yarms')

  const footer: Step = { role: 'contentinfo' }
  await driver.click([footer, { role: 'button', name: /^Language: / }])
  const languages: Step = { role: 'dialog', name: 'Language' }
  await driver.waitFor([languages, { role: 'option', name: 'العربية' }])
  await docked(driver, languages)
  await driver.press('Escape')
  await driver.waitForGone(languages)

  // A phone (phone.js): the connect modal, from the menu, rises from the bottom edge, no taller than
  // the compact maximum.
  await driver.evaluate(() => sessionStorage.setItem('__enginePhone', '1'))
  await driver.reload()
  expect(await driver.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true)
  await driver.click({ role: 'button', name: 'Menu' })
  await driver.click([menu, { role: 'button', name: 'Connect Wallet' }])
  const modal: Step = { role: 'dialog', name: 'Connect a Wallet' }
  // Rounded: WebKit lays the sheet out at 468.00003 px.
  expect(Math.round(await docked(driver, modal))).toBeLessThanOrEqual(468)
  await driver.press('Escape')
  await driver.waitForGone(modal)
})
