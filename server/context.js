// @ts-check
import { optionalUser, requireSession, requireUser } from './domain/sessions.js'
import { readForm, readJson } from './http.js'

/** @import { IncomingMessage } from 'node:http' */
/** @import { App } from './app.js' */

/**
 * What every route handler receives.
 * @typedef {{
 *   app: App,
 *   req: IncomingMessage,
 *   path: string,
 *   query: Record<string, string>,
 *   params: Record<string, string>,
 *   baseUrl: string,
 *   json: () => Promise<unknown>,
 *   form: () => Promise<Record<string, string>>,
 *   user: () => import('./data/seed.js').User,
 *   session: () => { user: import('./data/seed.js').User, family: string },
 *   optionalUser: () => import('./data/seed.js').User | null,
 * }} RequestContext
 */

/**
 * @param {{ app: App, req: IncomingMessage, path: string, query: Record<string, string>,
 *   params: Record<string, string>, baseUrl: string }} parts
 * @returns {RequestContext}
 */
export function createRequestContext({ app, req, path, query, params, baseUrl }) {
  const authorization = req.headers.authorization
  return {
    app,
    req,
    path,
    query,
    params,
    baseUrl,
    json: () => readJson(req),
    form: () => readForm(req),
    user: () => requireUser(app, authorization),
    session: () => requireSession(app, authorization),
    optionalUser: () => optionalUser(app, authorization),
  }
}
