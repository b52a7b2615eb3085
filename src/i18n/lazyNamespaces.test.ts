import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LAZY_NAMESPACES } from './i18nStore'

const SRC = path.resolve(__dirname, '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return full === path.join(SRC, 'i18n') ? [] : sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

describe('en-US namespaces outside the first load', () => {
  it('are imported (src/i18n/lazy/) by every module that uses their keys', () => {
    const keyOf = new RegExp(`['"\`](${LAZY_NAMESPACES.join('|')})\\.[A-Za-z_$]`, 'g')
    const missing: string[] = []
    for (const file of sourceFiles(SRC)) {
      const code = readFileSync(file, 'utf8')
      for (const namespace of new Set([...code.matchAll(keyOf)].map((match) => match[1]))) {
        if (!code.includes(`import '@/i18n/lazy/${namespace}'`))
          missing.push(`${path.relative(SRC, file)}: uses "${namespace}" keys without importing it`)
      }
    }
    expect(missing).toEqual([])
  })

  it('each have their module in src/i18n/lazy/, and no other namespace does', () => {
    const modules = readdirSync(path.join(SRC, 'i18n/lazy')).map((file) => file.replace(/\.ts$/, ''))
    expect(modules.sort()).toEqual([...LAZY_NAMESPACES].sort())
  })
})
