// @ts-check
import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Reads a build's `_headers` file (the format of Netlify and Cloudflare Pages: a path pattern, then
 * indented `Name: value` lines), so that the local static host sends what production hosts send.
 * @param {string} root
 * @returns {(urlPath: string) => Record<string, string>}
 */
export function readHeadersFile(root) {
  /** @type {{ pattern: RegExp, headers: Record<string, string> }[]} */
  const rules = []
  let text = ''
  try {
    text = readFileSync(path.join(root, '_headers'), 'utf8')
  } catch {
    return () => ({})
  }
  /** @type {Record<string, string> | undefined} */
  let current
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      const escaped = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
      current = {}
      rules.push({ pattern: new RegExp(`^${escaped}$`), headers: current })
    } else if (current) {
      const colon = line.indexOf(':')
      if (colon > 0) current[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
    }
  }
  return (urlPath) => {
    /** @type {Record<string, string>} */
    const headers = {}
    for (const rule of rules) if (rule.pattern.test(urlPath)) Object.assign(headers, rule.headers)
    return headers
  }
}
