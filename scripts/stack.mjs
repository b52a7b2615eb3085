// @ts-check
// `npm start`: the whole stack on this machine. Two anvil nodes stand in for Base (8453, port 8545) and
// Arbitrum One (42161, port 8546) with the Yarm contracts deployed (contracts/deploy.mjs), a keeper adds
// yield every few seconds, and the local API serves the demo build. Ctrl-C stops everything it started.
//
// Chain state is kept in .chain-state/ across restarts. The vaults' windows follow the API's weeks, so a
// state saved in an earlier score week is dropped and the chain rebuilt the same way; so is one saved with
// contracts built from other sources (the app would call functions the old vaults do not have).
// A node already answering on a port with the right chain id is used as it is and left running.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { accrue, deploy } from '../contracts/deploy.mjs'
import { LOCAL_CHAINS } from '../contracts/plan.mjs'
import { startRelay } from '../server/relay.js'
import { weekStart } from '../server/time.js'
import { ensureMulticall3, probe, startAnvil } from './anvil.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
// Where the chains' and the API's state is kept: the defaults for a developer; the stack journey
// (playwright.stack.config.ts) gives fresh ones so that it never touches theirs.
const { values: options } = parseArgs({
  options: {
    'state-dir': { type: 'string', default: `${root}.chain-state` },
    store: { type: 'string', default: '.server-state.db' },
    // The chains' ports, Base's then Arbitrum's. Only for tests of this script (scripts/stack.test.ts):
    // the demo build's RPC URLs name 8545 and 8546.
    'chain-ports': { type: 'string', default: LOCAL_CHAINS.map(({ port }) => port).join(',') },
  },
})
const STATE_DIR = String(options['state-dir'])
const CHAIN_PORTS = String(options['chain-ports']).split(',').map(Number)
const CHAINS = LOCAL_CHAINS.map((chain, index) => ({ ...chain, port: CHAIN_PORTS[index] ?? chain.port }))
const HOST = '127.0.0.1'
const APP_URL = 'http://localhost:4173'
const API_URL = 'http://127.0.0.1:8787'
/** The demo build's VITE_WALLETCONNECT_RELAY_URL (.env.demo) names this port. */
const RELAY_PORT = 8790
const KEEPER_INTERVAL_MS = 15_000

/** @type {(() => Promise<void>)[]} what to stop on the way out, last started first */
const stops = []
let stopping = false

/** @param {number} code */
async function shutdown(code) {
  if (stopping) return
  stopping = true
  for (const stop of stops.reverse()) {
    try {
      await stop()
    } catch (error) {
      console.error(String(error))
    }
  }
  process.exit(code)
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => {
    console.log(`\nStopping (${signal})…`)
    void shutdown(0)
  })
}

/** @param {string} message */
function fail(message) {
  console.error(`\n${message}\n`)
  void shutdown(1)
  return new Promise(() => {}) // shutdown exits
}

/** @param {{ chainId: number, name: string, port: number }} chain */
async function ensureChain({ chainId, name, port }) {
  const url = `http://${HOST}:${port}`
  const answer = await probe(url)
  if (answer && 'chainId' in answer && answer.chainId === chainId) {
    console.log(
      `Chain ${chainId} (${name}): using the node already running on ${url}; it is left running on exit`,
    )
    return url
  }
  if (answer) {
    const what =
      'chainId' in answer ? `a node with chain id ${answer.chainId}, not ${chainId} (${name})` : answer.other
    await fail(
      [
        `Port ${port} is taken by ${what}, so the ${name} stand-in cannot start there.`,
        `See what it is:   lsof -i :${port}     (or: ss -ltnp 'sport = :${port}')`,
        `Stop it:          fuser -k ${port}/tcp  (or kill the pid lsof shows), then run npm start again.`,
      ].join('\n'),
    )
  }

  await mkdir(STATE_DIR, { recursive: true })
  const stateFile = `${STATE_DIR}/${chainId}.json`
  const weekFile = `${STATE_DIR}/${chainId}.week`
  const week = `${weekStart(Date.now())} ${await contractsBuild()}`
  const savedWeek = existsSync(weekFile) ? (await readFile(weekFile, 'utf8')).trim() : undefined
  if (existsSync(stateFile) && savedWeek !== week) {
    console.log(
      `Chain ${chainId} (${name}): saved state is from another score week or older contracts; rebuilding it`,
    )
    await rm(stateFile)
  }
  const anvil = await startAnvil({ port, chainId, host: HOST, stateFile, stateInterval: 30 })
  stops.push(async () => {
    await anvil.stop()
  })
  void anvil.exited.then((code) => {
    if (!stopping) void fail(`anvil for ${name} on ${url} exited (${code}).`)
  })
  await writeFile(weekFile, `${week}\n`)
  return url
}

/** The vault's build: the input hash contracts/build.mjs writes into its artifact. */
async function contractsBuild() {
  const artifact = JSON.parse(await readFile(`${root}contracts/out/YarmVault.json`, 'utf8'))
  return /inputs ([0-9a-f]+)/.exec(String(artifact._comment))?.[1] ?? 'unknown'
}

/** @type {{ chainId: number, name: string, port: number, url: string }[]} */
const urls = []
for (const chain of CHAINS) {
  const url = await ensureChain(chain)
  try {
    await ensureMulticall3(url)
    const { deployed } = await deploy({
      rpcUrl: url,
      chainId: chain.chainId,
      log: (message) => console.log(`Chain ${chain.chainId} (${chain.name}): ${message}`),
    })
    if (!deployed) console.log(`Chain ${chain.chainId} (${chain.name}): contracts already there`)
  } catch (error) {
    await fail(`Deploying to ${url} failed: ${error instanceof Error ? error.message : String(error)}`)
  }
  urls.push({ ...chain, url })
}

// The keeper: yield at each Yarm's APY for the time that passed, so value and APY move in the app.
let lastAccrual = Date.now()
const keeper = setInterval(async () => {
  const now = Date.now()
  const seconds = (now - lastAccrual) / 1000
  lastAccrual = now
  for (const { url, chainId } of urls) {
    try {
      await accrue({ rpcUrl: url, chainId, seconds })
    } catch (error) {
      if (!stopping) console.error(`keeper on ${chainId}: ${error instanceof Error ? error.message : error}`)
    }
  }
}, KEEPER_INTERVAL_MS)
stops.push(async () => clearInterval(keeper))

// The WalletConnect relay, in this process: a phone-wallet session (a wallet built on WalletConnect's SDK,
// pointed at this relay) pairs through it without the internet.
let relayUrl = ''
try {
  const relay = await startRelay({ port: RELAY_PORT, host: HOST })
  stops.push(() => relay.close())
  relayUrl = relay.url
} catch (error) {
  await fail(
    [
      `The WalletConnect relay could not listen on ${HOST}:${RELAY_PORT}: ${error instanceof Error ? error.message : error}`,
      `See what holds the port:   lsof -i :${RELAY_PORT}`,
    ].join('\n'),
  )
}

const apiArgs = ['server/main.js', '--dev', '--static-dir', 'dist-demo', '--store', String(options.store)]
const api = spawn(process.execPath, apiArgs, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] })
api.stdout?.on('data', (/** @type {Buffer} */ chunk) => {
  // The summary below names the App and API; keep anything else the server says.
  for (const line of chunk.toString().split('\n')) {
    if (line.trim() && !/^(API|App)\s/.test(line)) console.log(line)
  }
})
const apiExited = new Promise((resolve) => api.once('exit', resolve))
void apiExited.then((code) => {
  if (!stopping) void fail(`The local API exited (${code}).`)
})
stops.push(async () => {
  if (api.exitCode !== null || api.signalCode !== null) return
  api.kill('SIGTERM')
  await Promise.race([apiExited, new Promise((resolve) => setTimeout(resolve, 5_000))])
  if (api.exitCode === null && api.signalCode === null) api.kill('SIGKILL')
})

const deadline = Date.now() + 30_000
for (;;) {
  try {
    const response = await fetch(`${API_URL}/healthcheck`, { signal: AbortSignal.timeout(1_000) })
    if (response.ok) break
  } catch {
    // Not up yet.
  }
  if (Date.now() > deadline) await fail(`The local API did not answer ${API_URL}/healthcheck within 30 s.`)
  await new Promise((resolve) => setTimeout(resolve, 100))
}

console.log(
  [
    '',
    `App    ${APP_URL}`,
    `API    ${API_URL}`,
    `Relay  ${relayUrl}`,
    `Chain  ${urls.map(({ url, name, chainId }) => `${url} (${name} ${chainId})`).join(', ')}`,
    '',
    'Contracts: contracts/out/deployments.json. Ctrl-C stops everything.',
  ].join('\n'),
)
