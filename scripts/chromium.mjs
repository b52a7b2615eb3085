import { existsSync } from 'node:fs'

/**
 * The Chromium binary the journeys and the benchmark drive, or undefined when there is none.
 * @returns {string | undefined}
 */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  return candidates.find((candidate) => candidate !== undefined && existsSync(candidate))
}

/** Flags for a machine with no network but loopback: without them Chromium keeps dialling Google. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
]
