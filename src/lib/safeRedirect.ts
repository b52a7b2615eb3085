const BASE = 'https://app.invalid'

/**
 * A redirect target is accepted only as a path on this origin: one leading slash, no scheme, no
 * backslash or control character (browsers read `/\evil.example` as `//evil.example`). Anything else
 * becomes '/'.
 */
export function safeRedirectPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2048) return '/'
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what we reject
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) return '/'
  try {
    const url = new URL(value, BASE)
    if (url.origin !== BASE) return '/'
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return '/'
  }
}
