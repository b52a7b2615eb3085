import { afterEach, describe, expect, it, vi } from 'vitest'
import { linkKind, openWalletLink } from './deepLink'

afterEach(() => vi.restoreAllMocks())

describe('opening a wallet app', () => {
  it('tells universal links from app schemes', () => {
    expect(linkKind('https://metamask.app.link/wc?uri=wc%3A1')).toBe('universal')
    expect(linkKind('zerion://wc?uri=wc%3A1')).toBe('scheme')
    expect(linkKind('wc:1@2?relay-protocol=irn')).toBe('scheme')
  })

  it('opens a universal link through a detached anchor in a new context, without a referrer', () => {
    const clicked: HTMLAnchorElement[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this)
    })
    expect(openWalletLink('https://metamask.app.link/wc?uri=wc%3A1')).toBe(true)
    expect(clicked).toHaveLength(1)
    const [anchor] = clicked
    expect(anchor?.href).toBe('https://metamask.app.link/wc?uri=wc%3A1')
    expect(anchor?.target).toBe('_blank')
    expect(anchor?.rel).toBe('noopener noreferrer')
    expect(anchor?.isConnected).toBe(false)
  })

  it('refuses links that could run or read things', () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click')
    expect(openWalletLink('javascript:alert(1)')).toBe(false)
    expect(openWalletLink('data:text/html,hi')).toBe(false)
    expect(openWalletLink('http://metamask.app.link/wc')).toBe(false)
    expect(click).not.toHaveBeenCalled()
  })
})
