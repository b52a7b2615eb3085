// @ts-check
import { z } from 'zod'
import { ensNameFor } from '../data/accounts.js'
import { PROJECTS } from '../data/projects.js'
import { content, HttpError, ok, validate } from '../http.js'
import { xHandleSchema } from '../schemas.js'
import { avatarSvg, logoSvg } from '../svg.js'
import { docsPage } from './pages.js'

/** @import { RequestContext } from '../context.js' */
/** @import { Route } from '../router.js' */

const SVG = 'image/svg+xml'
const DAY_CACHE = 'public, max-age=86400'

/** @type {Route<RequestContext>[]} */
export const publicRoutes = [
  {
    method: 'GET',
    path: '/healthcheck',
    handler: () => ok({ status: 'ok' }),
  },
  {
    method: 'GET',
    path: '/docs',
    handler: () => docsPage(),
  },
  {
    method: 'GET',
    path: '/v1/resolve-ens',
    handler(ctx) {
      const { address } = validate(
        z.object({
          address: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Must be a 0x-prefixed 20-byte address'),
        }),
        ctx.query,
        { code: 'INVALID_ADDRESS' },
      )
      return ok({ data: ensNameFor(address) })
    },
  },
  {
    // Handles starting with `noavatar` have none, so the app's fallback image can be seen and tested.
    method: 'GET',
    path: '/avatar/twitter/:handle',
    handler(ctx) {
      const handle = validate(xHandleSchema, ctx.params.handle)
      if (handle.toLowerCase().startsWith('noavatar'))
        throw new HttpError(404, 'NOT_FOUND', `No avatar for @${handle}`)
      return content(SVG, avatarSvg(handle), { 'cache-control': DAY_CACHE })
    },
  },
  {
    method: 'GET',
    path: '/logo/:file',
    handler(ctx) {
      const id = /^([a-z0-9-]{1,64})\.svg$/.exec(ctx.params.file ?? '')?.[1]
      const project = PROJECTS.find((candidate) => candidate.id === id)
      if (!project) throw new HttpError(404, 'NOT_FOUND', 'No such logo')
      return content(SVG, logoSvg(project), { 'cache-control': DAY_CACHE })
    },
  },
]
