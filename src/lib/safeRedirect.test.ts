import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './safeRedirect'

const APP = 'https://yarm.example'

/** Where a browser would go if the app navigated to `path` from one of its pages. */
const landsOnApp = (path: string) => new URL(path, `${APP}/auth/callback`).origin === APP

describe('safeRedirectPath', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeRedirectPath('/pre-yarms')).toBe('/pre-yarms')
    expect(safeRedirectPath('/yarmerboard?page=2&search=al#me')).toBe('/yarmerboard?page=2&search=al#me')
    expect(safeRedirectPath('/yarms/../pre-yarms')).toBe('/pre-yarms')
  })

  it.each([
    '//evil.example',
    '//evil.example/path',
    '/.//evil.example',
    '/./\\evil.example',
    '/a/..//evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%252F%252Fevil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '/.%2F/evil.example',
    '/%E0%A4%A',
    'https://evil.example',
    'http:/evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    ' /leading-space',
    '/%0d%0aLocation:evil',
    '/\tpath',
    'yarmerboard',
    '',
    null,
    42,
    { path: '/' },
  ])('sends %j to the root', (value) => {
    expect(safeRedirectPath(value)).toBe('/')
  })

  it('never returns a path that leaves the app, however it is built or decoded', () => {
    const piece = fc.constantFrom(
      '/',
      '.',
      '..',
      '%2F',
      '%2f',
      '%252F',
      '%5C',
      '\\',
      '%2E',
      'evil.example',
      ':',
      '@',
      '?',
      '#',
      'a',
      '%00',
      '%0A',
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const result = safeRedirectPath(`/${pieces.join('')}`)
        expect(result.startsWith('/')).toBe(true)
        expect(landsOnApp(result)).toBe(true)
        let decoded = result
        for (let round = 0; round < 3; round++) {
          decoded = decodeURIComponent(decoded.split(/[?#]/)[0] ?? '')
          expect(decoded.startsWith('//')).toBe(false)
          expect(landsOnApp(decoded)).toBe(true)
        }
      }),
      { numRuns: 2000, seed: 1414 },
    )
  })
})
