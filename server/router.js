// @ts-check

/**
 * @template Ctx
 * @typedef {{ method: 'GET' | 'POST' | 'DELETE', path: string,
 *   handler: (ctx: Ctx) => import('./http.js').Reply | Promise<import('./http.js').Reply> }} Route
 */

/**
 * @template Ctx
 * @typedef {{ kind: 'found', route: Route<Ctx>, params: Record<string, string> }
 *   | { kind: 'method-not-allowed', allow: string[] }
 *   | { kind: 'not-found' }
 *   | { kind: 'bad-path' }} Match
 */

/**
 * Matches `/v1/project/vote/:projectId`-style patterns segment by segment. Parameters are
 * percent-decoded; a malformed escape is reported rather than thrown.
 * @template Ctx
 * @param {Route<Ctx>[]} routes
 */
export function createRouter(routes) {
  const compiled = routes.map((route) => ({ route, segments: route.path.split('/').slice(1) }))

  /**
   * @param {string} method
   * @param {string} pathname
   * @returns {Match<Ctx>}
   */
  function match(method, pathname) {
    const segments = pathname.split('/').slice(1)
    /** @type {Set<string>} */
    const allow = new Set()
    for (const { route, segments: pattern } of compiled) {
      if (pattern.length !== segments.length) continue
      /** @type {Record<string, string>} */
      const params = {}
      let matched = true
      for (let i = 0; i < pattern.length && matched; i++) {
        const expected = pattern[i] ?? ''
        const actual = segments[i] ?? ''
        if (expected.startsWith(':')) {
          if (actual === '') matched = false
          else {
            try {
              params[expected.slice(1)] = decodeURIComponent(actual)
            } catch {
              return { kind: 'bad-path' }
            }
          }
        } else if (expected !== actual) matched = false
      }
      if (!matched) continue
      const effective = method === 'HEAD' ? 'GET' : method
      if (route.method === effective) return { kind: 'found', route, params }
      allow.add(route.method)
    }
    if (allow.has('GET')) allow.add('HEAD')
    if (allow.size > 0) return { kind: 'method-not-allowed', allow: [...allow, 'OPTIONS'] }
    return { kind: 'not-found' }
  }

  return { match }
}
