// @vitest-environment node
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

/** A plain web server (no JSON-RPC) on a free port the system picks, so no fixed port of the suite is used. */
function listen(): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = createServer((_request, response) => {
      response.writeHead(404, { 'content-type': 'text/plain' })
      response.end('not a chain')
    })
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port }))
  })
}

describe('npm start (scripts/stack.mjs)', () => {
  let server: Server
  let state: string
  beforeEach(async () => {
    state = await mkdtemp(path.join(tmpdir(), 'yarm-stack-'))
  })
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve))
    await rm(state, { recursive: true, force: true })
  })

  it("says the chain's port is taken by something that is not that chain, how to free it, and exits 1", async () => {
    const held = await listen()
    server = held.server
    const child = spawn(
      process.execPath,
      [
        'scripts/stack.mjs',
        '--chain-ports',
        `${held.port},${held.port}`,
        '--state-dir',
        path.join(state, 'chain'),
        '--store',
        path.join(state, 'api.db'),
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += String(chunk)
    })
    child.stderr.on('data', (chunk) => {
      output += String(chunk)
    })
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    expect(code).toBe(1)
    expect(output).toContain(
      `Port ${held.port} is taken by an HTTP server that answered a JSON-RPC call with HTTP 404 and no chain id, so the Base stand-in cannot start there.`,
    )
    expect(output).toContain(`lsof -i :${held.port}`)
    expect(output).toContain(`fuser -k ${held.port}/tcp`)
    // Nothing was started: no chain state written.
    expect(output).not.toMatch(/anvil started|Deploying/)
  }, 20_000)
})
