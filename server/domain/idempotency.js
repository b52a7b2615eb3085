// @ts-check
import { HttpError } from '../http.js'
import { DAY } from '../time.js'

/** @import { App } from '../app.js' */
/** @import { Reply } from '../http.js' */
/** @import { IdempotencyRecord } from '../data/seed.js' */

export const IDEMPOTENCY_TTL_MS = DAY
/** Enough for a day of retries by one person; a client that sends more only loses its oldest. */
export const MAX_KEYS_PER_USER = 100
export const MAX_KEYS = 20_000

const KEY = /^[A-Za-z0-9_-]{1,128}$/

/**
 * The `Idempotency-Key` header, or undefined when it was not sent. A repeated header arrives
 * comma-joined and so fails the pattern, as any other malformed key does.
 * @param {string | string[] | undefined} header
 */
export function readIdempotencyKey(header) {
  if (header === undefined) return undefined
  if (typeof header !== 'string' || !KEY.test(header)) {
    throw new HttpError(
      400,
      'BAD_REQUEST',
      'Idempotency-Key must be 1–128 characters of A–Z, a–z, 0–9, _ and -',
    )
  }
  return header
}

/**
 * Runs `action` once per user and key; a repeat within the TTL gets the first answer back instead.
 * Any answer below 500 is remembered (a server error may not have happened, so it may be retried).
 * The `scope` ties a key to one request: the same key for another request is a client bug.
 * @param {App} app
 * @param {{ xId: string, key: string | undefined, scope: string }} request
 * @param {() => Reply | Promise<Reply>} action
 * @returns {Promise<Reply>}
 */
export async function idempotent(app, { xId, key, scope }, action) {
  if (key === undefined) return action()
  const id = `${xId}:${key}`
  const now = app.now()
  const saved = app.store.idempotencyRecord(id)
  if (saved && saved.expiresAt > now) {
    if (saved.scope !== scope) {
      throw new HttpError(
        422,
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used for another request',
      )
    }
    return { status: saved.status, json: saved.json }
  }
  /** @type {Reply} */
  let reply
  try {
    reply = await action()
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) throw error
    remember(app, id, {
      xId,
      scope,
      status: error.status,
      json: { code: error.code, message: error.message },
      expiresAt: now + IDEMPOTENCY_TTL_MS,
    })
    throw error
  }
  if (reply.status < 500) {
    remember(app, id, {
      xId,
      scope,
      status: reply.status,
      json: reply.json,
      expiresAt: now + IDEMPOTENCY_TTL_MS,
    })
  }
  return reply
}

/**
 * @param {App} app
 * @param {string} id
 * @param {IdempotencyRecord} record
 */
function remember(app, id, record) {
  app.store.addIdempotencyRecord(id, record, { perOwner: MAX_KEYS_PER_USER, total: MAX_KEYS })
}
