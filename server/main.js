#!/usr/bin/env node
// @ts-check
import { statSync } from 'node:fs'
import { createApiServer } from './api.js'
import { parseCli, USAGE } from './cli.js'
import { readHeadersFile } from './headersFile.js'
import { createStaticServer } from './static.js'

/** @type {import('./cli.js').CliOptions} */
let options
try {
  options = parseCli(process.argv.slice(2), process.env)
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`)
  process.exit(2)
}
if (options.help) {
  console.log(USAGE)
  process.exit(0)
}
if (options.staticDir && !statSync(options.staticDir, { throwIfNoEntry: false })?.isDirectory()) {
  console.error(`--static-dir ${options.staticDir} is not a directory (has the app been built?)`)
  process.exit(2)
}

/** @type {import('./api.js').ApiServer} */
let api
try {
  api = createApiServer({
    appOrigins: options.appOrigins,
    dev: options.dev,
    accessTokenTtlMs: options.accessTokenTtlMs,
    stateFile: options.stateFile,
    publicUrl: options.publicUrl,
    allowedHosts: options.allowedHosts,
    rpcUrls: options.rpcUrls,
  })
} catch (error) {
  // Most likely the store is held by another server; the message names it and its pid.
  console.error(`Could not start: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}
const app = options.staticDir
  ? createStaticServer({
      root: options.staticDir,
      headers: readHeadersFile(options.staticDir),
      appOrigins: options.appOrigins,
      allowedHosts: options.allowedHosts,
    })
  : undefined

try {
  const { url } = await api.listen(options.apiPort, options.host)
  console.log(`API   ${url}${options.dev ? '   (dev endpoints on)' : ''}`)
  if (app) console.log(`App   ${(await app.listen(options.staticPort, options.host)).url}`)
} catch (error) {
  console.error(`Could not start: ${error instanceof Error ? error.message : error}`)
  await Promise.all([api.close(), app?.close()])
  process.exit(1)
}

let stopping = false
/** @param {NodeJS.Signals} signal */
async function stop(signal) {
  if (stopping) return
  stopping = true
  // Every answer was committed before it was sent; closing releases the store's lock.
  await Promise.all([api.close(), app?.close()])
  console.log(`Stopped (${signal})`)
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
