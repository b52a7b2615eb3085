import type { BrowserStore } from './registry'

export type Device = 'phone' | 'desktop'
export type MobileOs = 'ios' | 'android' | 'other'
export type Browser = BrowserStore | 'safari' | 'other'

export interface Platform {
  device: Device
  os: MobileOs
  browser: Browser
}

export function detectMobileOs(userAgent: string, maxTouchPoints = 0): MobileOs {
  if (/android/i.test(userAgent)) return 'android'
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios'
  // iPadOS Safari presents itself as a Mac; only the touch points give it away.
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios'
  return 'other'
}

/** The browser whose extension store applies. Chromium browsers without a store of their own use Chrome's. */
export function detectBrowser(userAgent: string): Browser {
  if (/\bEdg(A|iOS|e)?\//.test(userAgent)) return 'edge'
  if (/\b(OPR|Opera)\//.test(userAgent)) return 'opera'
  if (/\b(Firefox|FxiOS)\//.test(userAgent)) return 'firefox'
  if (/\b(Chrome|Chromium|CriOS)\//.test(userAgent)) return 'chrome'
  if (/\bSafari\//.test(userAgent)) return 'safari'
  return 'other'
}

/** A phone by the device, not the window: a narrow desktop window keeps extensions and QR codes. */
export function isPhone(userAgent: string, coarsePointer: boolean, maxTouchPoints = 0): boolean {
  const mobileAgent = /android|iphone|ipad|ipod|mobile/i.test(userAgent)
  return coarsePointer && (mobileAgent || detectMobileOs(userAgent, maxTouchPoints) === 'ios')
}

export function readPlatform(): Platform {
  const userAgent = navigator.userAgent
  const coarse = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches
  return {
    device: isPhone(userAgent, coarse, navigator.maxTouchPoints) ? 'phone' : 'desktop',
    os: detectMobileOs(userAgent, navigator.maxTouchPoints),
    browser: detectBrowser(userAgent),
  }
}
