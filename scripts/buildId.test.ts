import { describe, expect, it } from 'vitest'
import { buildIdOf } from './buildId.ts'

const chunk = (fileName: string) => ({ type: 'chunk' as const, fileName })
const asset = (fileName: string) => ({ type: 'asset' as const, fileName })

describe('buildIdOf', () => {
  it("names a build by its code files, whatever the bundle's order, and not by its other files", () => {
    const one = { a: chunk('assets/index-AAA.js'), b: chunk('assets/vote-BBB.js'), c: asset('build.json') }
    const same = { b: chunk('assets/vote-BBB.js'), a: chunk('assets/index-AAA.js'), d: asset('x.svg') }
    expect(buildIdOf(one)).toBe(buildIdOf(same))
    expect(buildIdOf(one)).toMatch(/^[\w-]{16}$/)
  })

  it('names another build when one code file changed', () => {
    const one = { a: chunk('assets/index-AAA.js'), b: chunk('assets/vote-BBB.js') }
    const next = { a: chunk('assets/index-AAA.js'), b: chunk('assets/vote-CCC.js') }
    expect(buildIdOf(next)).not.toBe(buildIdOf(one))
  })
})
