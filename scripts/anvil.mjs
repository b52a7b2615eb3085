// @ts-check
// Starting and stopping anvil (from @foundry-rs/anvil) for `npm start` (scripts/stack.mjs) and the
// contract tests. Each node runs in its own process group: `.bin/anvil` is a Node wrapper around the
// native binary, and signalling the group stops both even if the wrapper does not forward the signal.
import { spawn } from 'node:child_process'
import { connect, createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

export const ANVIL_BIN = fileURLToPath(new URL('../node_modules/.bin/anvil', import.meta.url))
/** anvil's default mnemonic, spelled out so the funded accounts stay the same if defaults move. */
export const MNEMONIC = 'test test test test test test test test test test test junk'

const START_TIMEOUT_MS = 30_000
const STOP_TIMEOUT_MS = 5_000
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * What answers `eth_chainId` at `url`: `{ chainId }` from a JSON-RPC node, `{ other }` (a description)
 * from something else listening there, or undefined when nothing answers.
 * @param {string} url
 * @returns {Promise<{ chainId: number } | { other: string } | undefined>}
 */
export async function probe(url, timeoutMs = 1_000) {
  let response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    const { host, port } = new URL(url)
    if (await portIsOpen(host.replace(/^\[|\]$/g, ''), Number(port))) {
      return { other: `a server that does not speak HTTP JSON-RPC (${String(error)})` }
    }
    return undefined
  }
  const text = await response.text()
  try {
    const body = JSON.parse(text)
    if (typeof body?.result === 'string') return { chainId: Number.parseInt(body.result, 16) }
  } catch {
    // Not JSON: described below.
  }
  const server = response.headers.get('server')
  return {
    other: `an HTTP server${server ? ` (${server})` : ''} that answered a JSON-RPC call with HTTP ${response.status} and no chain id`,
  }
}

/** @param {string} host @param {number} port */
export function portIsOpen(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port })
    socket.setTimeout(1_000)
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('timeout', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** A port nothing listens on right now (the OS picks it), for a test's own node. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/**
 * @typedef {{ url: string, pid: number | undefined, stop: () => Promise<void>,
 *   exited: Promise<number | string | null> }} StartedAnvil
 */

/**
 * Starts anvil and resolves once it answers with `chainId`.
 * @param {{ port: number, chainId: number, host?: string, stateFile?: string, stateInterval?: number,
 *   timestamp?: number }} options
 * @returns {Promise<StartedAnvil>}
 */
export async function startAnvil({ port, chainId, host = '127.0.0.1', stateFile, stateInterval, timestamp }) {
  const url = `http://${host}:${port}`
  const args = [
    ...['--host', host, '--port', String(port), '--chain-id', String(chainId)],
    ...['--mnemonic', MNEMONIC, '--accounts', '10', '--balance', '10000', '--silent'],
  ]
  // --state loads the file if it exists and writes it back on exit (and every stateInterval seconds).
  if (stateFile) args.push('--state', stateFile)
  if (stateInterval) args.push('--state-interval', String(stateInterval))
  if (timestamp !== undefined) args.push('--timestamp', String(timestamp))
  const child = spawn(ANVIL_BIN, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const keep = (/** @type {Buffer} */ chunk) => {
    output = (output + chunk.toString()).slice(-4_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  /** @type {number | string | null | undefined} */
  let exitCode
  /** @type {Promise<number | string | null>} */
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal))
    child.once('error', (error) => {
      keep(Buffer.from(String(error)))
      resolve(null)
    })
  })
  void exited.then((code) => {
    exitCode = code
  })
  const signal = (/** @type {NodeJS.Signals} */ name) => {
    if (child.pid === undefined) return
    try {
      process.kill(-child.pid, name)
    } catch {
      // The group is gone already.
    }
  }
  // If this process exits without stopping the node, do not leave it holding the port.
  const killOnExit = () => signal('SIGKILL')
  process.once('exit', killOnExit)
  const stop = async () => {
    process.off('exit', killOnExit)
    if (exitCode !== undefined) return
    // SIGINT, as Ctrl-C would: anvil writes its --state file on the way out.
    signal('SIGINT')
    const deadline = Date.now() + STOP_TIMEOUT_MS
    while (Date.now() < deadline) {
      if (exitCode !== undefined && !(await portIsOpen(host, port))) return
      await sleep(50)
    }
    signal('SIGKILL')
  }

  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      await stop()
      throw new Error(
        `anvil exited (${exitCode}) before answering on ${url}.\n${output.trim() || '(no output)'}`,
      )
    }
    const answer = await probe(url, 500)
    if (answer && 'chainId' in answer && answer.chainId === chainId) {
      return { url, pid: child.pid, stop, exited }
    }
    await sleep(100)
  }
  await stop()
  throw new Error(`anvil did not answer on ${url} within ${START_TIMEOUT_MS / 1000} s.\n${output.trim()}`)
}

/**
 * @param {string} url
 * @param {string} method
 * @param {readonly unknown[]} [params]
 */
export async function rpc(url, method, params = []) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(10_000),
  })
  const body = await response.json()
  if (body.error) throw new Error(`${method} failed on ${url}: ${body.error.message}`)
  return body.result
}

/** Multicall3's address on every chain the app supports. */
export const MULTICALL3_ADDRESS = '0xca11bde05977b3631167028862be2a173976ca11'

/**
 * Puts Multicall3 where the real chains have it, so the app's batched reads work on a local chain (the
 * journeys' fixture does the same). viem ships its creation code but does not export it.
 * @param {string} url
 */
export async function ensureMulticall3(url) {
  const existing = await rpc(url, 'eth_getCode', [MULTICALL3_ADDRESS, 'latest'])
  if (existing && existing !== '0x') return
  const { readFile } = await import('node:fs/promises')
  const source = await readFile(
    fileURLToPath(new URL('../node_modules/viem/_esm/constants/contracts.js', import.meta.url)),
    'utf8',
  )
  const creation = /multicall3Bytecode = '(0x[0-9a-f]+)'/.exec(source)?.[1]
  if (!creation) throw new Error('Multicall3 creation code not found in viem')
  // Running the creation code in an eth_call returns the runtime code it would deploy.
  const runtime = await rpc(url, 'eth_call', [{ data: creation }, 'latest'])
  await rpc(url, 'anvil_setCode', [MULTICALL3_ADDRESS, runtime])
}
