/** What a static asset's answer must say it is, by the file's extension. */
const EXPECTED_TYPES: Record<string, RegExp> = {
  js: /^(text|application)\/(javascript|ecmascript)\b/,
  mjs: /^(text|application)\/(javascript|ecmascript)\b/,
  css: /^text\/css\b/,
  svg: /^image\/svg\+xml\b/,
  png: /^image\/png\b/,
  woff2: /^font\/woff2\b/,
  wasm: /^application\/wasm\b/,
}

/** A host that answers a missing chunk with its HTML page (status 200) fails this, so that page is never kept as a script. */
export function contentTypeMatches(url: string, contentType: string | null): boolean {
  let pathname: string
  try {
    pathname = new URL(url).pathname
  } catch {
    return false
  }
  const extension = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase()
  const expected = extension ? EXPECTED_TYPES[extension] : undefined
  return Boolean(expected && contentType && expected.test(contentType.trim().toLowerCase()))
}
