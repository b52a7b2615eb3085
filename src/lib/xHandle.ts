/** X handles: 1 to 15 letters, digits or underscores. Anything else never reaches a URL. */
const X_HANDLE = /^[A-Za-z0-9_]{1,15}$/

export function isValidXHandle(value: unknown): value is string {
  return typeof value === 'string' && X_HANDLE.test(value)
}

export function xProfileUrl(xHandle: string): string {
  return `https://x.com/${encodeURIComponent(xHandle)}`
}

export function isSameHandle(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && a.toLowerCase() === b.toLowerCase()
}
