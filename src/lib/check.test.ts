import { describe, expect, it } from 'vitest'
import { array, INVALID, int, nullable, number, object, oneOf, optional, schema, string, url } from './check'

describe('hand-written checks', () => {
  const user = object({ name: string(), age: optional(nullable(int(0))), role: oneOf(['a', 'b']) })

  it('keeps only the keys of the shape, and absent optional keys absent', () => {
    expect(user({ name: 'x', role: 'a', extra: '<script>' })).toEqual({ name: 'x', role: 'a' })
    expect(Object.keys(user({ name: 'x', role: 'b' }) as object)).toEqual(['name', 'role'])
    expect(user({ name: 'x', role: 'a', age: null })).toEqual({ name: 'x', role: 'a', age: null })
  })

  it.each([
    ['null', null],
    ['an array', [{ name: 'x', role: 'a' }]],
    ['a missing key', { role: 'a' }],
    ['a wrong type', { name: 1, role: 'a' }],
    ['an unknown enum value', { name: 'x', role: 'c' }],
    ['a negative int', { name: 'x', role: 'a', age: -1 }],
    ['a fraction', { name: 'x', role: 'a', age: 1.5 }],
  ])('refuses %s', (_, value) => {
    expect(user(value)).toBe(INVALID)
    expect(schema(user).safeParse(value).success).toBe(false)
  })

  it('refuses non-finite numbers and a bad item anywhere in an array', () => {
    expect(number()(Number.NaN)).toBe(INVALID)
    expect(number()(Number.POSITIVE_INFINITY)).toBe(INVALID)
    expect(array(string())(['a', 1])).toBe(INVALID)
    expect(array(string())(['a', 'b'])).toEqual(['a', 'b'])
  })

  it('takes URLs of the given schemes only, with their //', () => {
    const web = url(['http', 'https'])
    expect(web(' https://api.yarm.xyz/v1 ')).toBe('https://api.yarm.xyz/v1')
    expect(web('https://exa\nmple.com')).toBe('https://example.com')
    for (const bad of ['javascript:alert(1)', 'http:example.com', 'ftp://x.y', 'wss://x.y', 'not a url', 7])
      expect(web(bad)).toBe(INVALID)
    expect(url(['ws', 'wss'])('ws://127.0.0.1:8790')).toBe('ws://127.0.0.1:8790')
  })
})
