const BASE = 'https://app.invalid'

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what we reject
const UNSAFE = /[\\\u0000-\u001f\u007f]/

/** The forms a path may take once something decodes it: as written, and decoded up to three times. */
function decodings(path: string): string[] | null {
  const forms = [path]
  let current = path
  for (let round = 0; round < 3; round++) {
    try {
      const next = decodeURIComponent(current)
      if (next === current) break
      forms.push(next)
      current = next
    } catch {
      return null
    }
  }
  return forms
}

/** A path that, normalised again, is still a path on this origin. */
function staysHome(path: string): boolean {
  if (path.startsWith('//') || UNSAFE.test(path)) return false
  try {
    const again = new URL(path, BASE)
    return again.origin === BASE && !again.pathname.startsWith('//')
  } catch {
    return false
  }
}

/**
 * Normalised with `URL` first, then judged as written and decoded: one leading slash, never two (`/.//evil`
 * normalises to `//evil`), no backslash (browsers read `/\evil` as `//evil`), no control character; else '/'.
 */
export function safeRedirectPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2048 || !value.startsWith('/') || UNSAFE.test(value))
    return '/'
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return '/'
  }
  if (url.origin !== BASE) return '/'
  const forms = decodings(url.pathname)
  if (!forms?.every(staysHome)) return '/'
  return `${url.pathname}${url.search}${url.hash}`
}
