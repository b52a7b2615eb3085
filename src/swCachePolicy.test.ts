import { describe, expect, it } from 'vitest'
import { contentTypeMatches } from './swCachePolicy'

const asset = (name: string) => `https://yarm.example/assets/${name}`

describe('contentTypeMatches', () => {
  it.each([
    ['runtime-abc.js', 'text/javascript; charset=utf-8'],
    ['runtime-abc.js', 'application/javascript'],
    ['sw.mjs', 'text/javascript'],
    ['index-abc.css', 'text/css'],
    ['logo.svg', 'image/svg+xml'],
    ['icon.png', 'image/png'],
    ['font.woff2', 'font/woff2'],
  ])('keeps %s served as %s', (name, type) => {
    expect(contentTypeMatches(asset(name), type)).toBe(true)
  })

  it.each([
    ['runtime-abc.js', 'text/html; charset=utf-8'],
    ['runtime-abc.js', null],
    ['runtime-abc.js', ''],
    ['index-abc.css', 'text/html'],
    ['logo.svg', 'text/plain'],
    ['no-extension', 'text/javascript'],
    ['page.html', 'text/html'],
  ])('refuses %s served as %s', (name, type) => {
    expect(contentTypeMatches(asset(name), type)).toBe(false)
  })

  it('judges the path, not a query string that looks like a file', () => {
    expect(contentTypeMatches(`${asset('chunk')}?v=a.js`, 'text/html')).toBe(false)
    expect(contentTypeMatches('not a url', 'text/javascript')).toBe(false)
  })
})
