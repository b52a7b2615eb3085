import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './safeRedirect'

describe('safeRedirectPath', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeRedirectPath('/pre-yarms')).toBe('/pre-yarms')
    expect(safeRedirectPath('/yarmerboard?page=2&search=al#me')).toBe('/yarmerboard?page=2&search=al#me')
  })

  it.each([
    '//evil.example',
    '//evil.example/path',
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
    const result = safeRedirectPath(value)
    expect(result.startsWith('/')).toBe(true)
    expect(result.startsWith('//')).toBe(false)
    if (typeof value !== 'string' || !value.startsWith('/%0d')) expect(result).toBe('/')
  })
})
