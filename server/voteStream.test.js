// @ts-check
import { request as httpRequest } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { APP_ORIGIN, startApi } from './testing.js'

/** @type {import('./testing.js').TestApi | undefined} */
let t
afterEach(() => t?.close())

/**
 * An open event stream, read as a browser's EventSource would: each event's name and parsed data.
 * `ended` settles when the server ends the answer cleanly.
 * @param {string} baseUrl
 * @param {Record<string, string>} [headers]
 * @param {string} [localAddress] the client's address (any of 127/8 reaches the server)
 */
function openStream(baseUrl, headers = { origin: APP_ORIGIN }, localAddress = undefined) {
  const { hostname, port } = new URL(baseUrl)
  /** @type {{ event: string, data: any }[]} */
  const events = []
  let raw = ''
  /** @type {(() => void)[]} */
  const waiting = []
  let close = () => {}
  /** @type {() => void} */
  let onEnd = () => {}
  const ended = new Promise((resolve) => {
    onEnd = () => resolve(undefined)
  })
  const response = new Promise(
    /** @param {(res: import('node:http').IncomingMessage) => void} resolve */ (resolve, reject) => {
      const req = httpRequest(
        { hostname, port, path: '/v1/projects/events', headers, agent: false, localAddress },
        (res) => {
          res.setEncoding('utf8')
          res.on('end', onEnd)
          res.on('data', (chunk) => {
            raw += chunk
            const blocks = raw.split('\n\n')
            raw = blocks.pop() ?? ''
            for (const block of blocks) {
              const lines = block.split('\n')
              const event = lines.find((line) => line.startsWith('event: '))?.slice(7)
              const data = lines.find((line) => line.startsWith('data: '))?.slice(6)
              if (block.startsWith('retry: ')) continue
              events.push({
                event: event ?? (block.startsWith(':') ? 'comment' : 'message'),
                data: data && JSON.parse(data),
              })
            }
            for (const wake of waiting.splice(0)) wake()
          })
          resolve(res)
        },
      )
      req.on('error', reject)
      req.end()
      close = () => req.destroy()
    },
  )
  /** @param {(events: { event: string, data: any }[]) => boolean} done */
  const until = async (done) => {
    while (!done(events)) await new Promise((wake) => waiting.push(() => wake(undefined)))
  }
  return { response, events, until, ended, close: () => close() }
}

/** @param {{ data: any }} event @param {string} id */
const countIn = (event, id) =>
  event.data.items.find((/** @type {{ id: string }} */ item) => item.id === id).count

describe('GET /v1/projects/events', () => {
  it('sends every count on opening, then the new counts when someone votes', async () => {
    t = await startApi()
    const stream = openStream(t.url)
    const res = await stream.response
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/)
    expect(res.headers['access-control-allow-origin']).toBe(APP_ORIGIN)
    await stream.until((events) => events.some((event) => event.event === 'votes'))
    const before = countIn(
      stream.events.find((event) => event.event === 'votes') ?? { data: null },
      'moss-labs',
    )

    const carol = await t.signIn('carol_ct')
    const vote = await t.call('/v1/project/vote/moss-labs', {
      method: 'POST',
      token: carol.accessToken,
      headers: { 'idempotency-key': 'stream-1' },
    })
    expect(vote.status).toBe(200)
    await stream.until((events) => events.filter((event) => event.event === 'votes').length >= 2)
    const after = stream.events.filter((event) => event.event === 'votes')[1] ?? { data: null }
    expect(countIn(after, 'moss-labs')).toBe(before + 1)
    expect(after.data.items.find((/** @type {{ id: string }} */ item) => item.id === 'moss-labs')).toEqual({
      id: 'moss-labs',
      count: before + 1,
      share: expect.any(Number),
      rank: expect.any(Number),
    })

    // The same key again changes nothing, so nothing more is sent.
    await t.call('/v1/project/vote/moss-labs', {
      method: 'POST',
      token: carol.accessToken,
      headers: { 'idempotency-key': 'stream-1' },
    })
    await t.call('/v1/project/preyarm')
    expect(stream.events.filter((event) => event.event === 'votes')).toHaveLength(2)
    stream.close()
  })

  it('keeps a quiet stream alive with heartbeats and forgets a client that left', async () => {
    t = await startApi({ voteStream: { heartbeatMs: 30 } })
    const stream = openStream(t.url)
    await stream.response
    await stream.until((events) => events.some((event) => event.event === 'comment'))
    expect(t.api.voteStream.size).toBe(1)
    stream.close()
    await expect.poll(() => t?.api.voteStream.size).toBe(0)
  })

  it('holds a bounded number of streams: past it, 503 and a hint to poll', async () => {
    t = await startApi({ voteStream: { maxStreams: 2 } })
    const open = [openStream(t.url), openStream(t.url)]
    for (const stream of open) expect((await stream.response).statusCode).toBe(200)
    const third = await t.call('/v1/projects/events', { headers: { origin: APP_ORIGIN } })
    expect(third.status).toBe(503)
    expect(third.body.code).toBe('TOO_MANY_STREAMS')
    expect(third.headers['retry-after']).toBe('30')
    expect(third.headers['access-control-allow-origin']).toBe(APP_ORIGIN)
    open[0]?.close()
    await expect.poll(() => t?.api.voteStream.size).toBe(1)
    const again = openStream(t.url)
    expect((await again.response).statusCode).toBe(200)
    for (const stream of [...open, again]) stream.close()
  })

  it('follows the API rules: no CORS grant for another origin, 421 for another Host', async () => {
    t = await startApi()
    const foreign = openStream(t.url, { origin: 'https://evil.example' })
    const res = await foreign.response
    expect(res.headers['access-control-allow-origin']).toBeUndefined()
    foreign.close()
    const rebound = await t.call('/v1/projects/events', { headers: { host: 'evil.example:8787' } })
    expect(rebound.status).toBe(421)
    expect(t.api.voteStream.size).toBe(0)
  })

  it('holds a bounded number of streams per client: past it, 503 for that client only', async () => {
    t = await startApi({ voteStream: { maxStreams: 10, maxStreamsPerClient: 2 } })
    const open = [openStream(t.url), openStream(t.url)]
    for (const stream of open) expect((await stream.response).statusCode).toBe(200)
    const third = openStream(t.url)
    const refused = await third.response
    expect(refused.statusCode).toBe(503)
    expect(refused.headers['retry-after']).toBe('30')
    await third.ended
    const other = openStream(t.url, { origin: APP_ORIGIN }, '127.0.0.2')
    expect((await other.response).statusCode).toBe(200)
    expect(t.api.voteStream.size).toBe(3)
    open[0]?.close()
    await expect.poll(() => t?.api.voteStream.size).toBe(2)
    const again = openStream(t.url)
    expect((await again.response).statusCode).toBe(200)
    for (const stream of [...open, third, other, again]) stream.close()
  })

  it('ends a stream that had nothing to send for a while, cleanly, so that EventSource opens it again', async () => {
    t = await startApi({ voteStream: { idleMs: 50, heartbeatMs: 10 } })
    const quiet = openStream(t.url)
    expect((await quiet.response).statusCode).toBe(200)
    await quiet.ended
    expect(quiet.events.filter((event) => event.event === 'votes')).toHaveLength(1)
    expect(t.api.voteStream.size).toBe(0)
    // The retry EventSource waits before opening it again was sent first.
    const reopened = openStream(t.url)
    expect((await reopened.response).statusCode).toBe(200)
    await reopened.until((events) => events.some((event) => event.event === 'votes'))
    reopened.close()
  })
})
