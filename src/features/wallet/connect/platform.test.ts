import { describe, expect, it } from 'vitest'
import { detectBrowser, detectMobileOs, isPhone } from './platform'

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadOs:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  chrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/109.0.0.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  firefoxIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.111 Mobile/15E148 Safari/604.1',
}

describe('platform detection', () => {
  it.each([
    ['chrome', 'chrome'],
    ['edge', 'edge'],
    ['opera', 'opera'],
    ['firefox', 'firefox'],
    ['firefoxIos', 'firefox'],
    ['chromeIos', 'chrome'],
    ['iphone', 'safari'],
    ['android', 'chrome'],
  ] as const)('%s is %s', (agent, browser) => {
    expect(detectBrowser(UA[agent])).toBe(browser)
  })

  it('finds the phone OS, iPadOS included', () => {
    expect(detectMobileOs(UA.iphone)).toBe('ios')
    expect(detectMobileOs(UA.android)).toBe('android')
    expect(detectMobileOs(UA.ipadOs, 5)).toBe('ios')
    expect(detectMobileOs(UA.ipadOs, 0)).toBe('other')
    expect(detectMobileOs(UA.chrome)).toBe('other')
  })

  it('calls a device a phone by its pointer and agent, not by the window', () => {
    expect(isPhone(UA.iphone, true)).toBe(true)
    expect(isPhone(UA.android, true)).toBe(true)
    expect(isPhone(UA.ipadOs, true, 5)).toBe(true)
    // A touch laptop, and a phone agent in a desktop emulator without touch.
    expect(isPhone(UA.chrome, true)).toBe(false)
    expect(isPhone(UA.iphone, false)).toBe(false)
  })
})
