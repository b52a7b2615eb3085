import { createServer } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { closeServer, listen } from './http.js'

/** @type {import('node:http').Server[]} */
const servers = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map(closeServer))
})

describe('listen', () => {
  it('leaves no error listener behind, whether it listens or fails (a test host asks again on every journey)', async () => {
    const server = createServer()
    servers.push(server)
    const { port } = await listen(server, 0, '127.0.0.1')
    expect(server.listenerCount('error')).toBe(0)
    // Already listening: refused, and nothing is left on the server.
    await expect(listen(server, port, '127.0.0.1')).rejects.toThrow()
    expect(server.listenerCount('error')).toBe(0)
    // The port taken by another server: refused through the error event.
    const other = createServer()
    servers.push(other)
    await expect(listen(other, port, '127.0.0.1')).rejects.toThrow(/EADDRINUSE/)
    expect(other.listenerCount('error')).toBe(0)
  })
})
