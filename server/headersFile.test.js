// @ts-check
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readHeadersFile } from './headersFile.js'

describe('readHeadersFile', () => {
  it('applies every matching rule, later ones adding to earlier ones', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'headers-'))
    writeFileSync(
      path.join(root, '_headers'),
      "/*\n  Content-Security-Policy: default-src 'self'\n/assets/*\n  Cache-Control: immutable\n",
    )
    const headers = readHeadersFile(root)
    expect(headers('/yarmerboard')).toEqual({ 'content-security-policy': "default-src 'self'" })
    expect(headers('/assets/a.js')).toEqual({
      'content-security-policy': "default-src 'self'",
      'cache-control': 'immutable',
    })
  })

  it('sends nothing extra when the build has no _headers', () => {
    expect(readHeadersFile(mkdtempSync(path.join(tmpdir(), 'headers-')))('/')).toEqual({})
  })
})
