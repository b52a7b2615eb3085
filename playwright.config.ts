import { availableParallelism } from 'node:os'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs'

/** Where the demo build (`.env.demo`) puts the app; each worker's browser reaches its own there. */
export const APP_URL = 'http://localhost:4173'

// Each worker runs its own chains, API and relay (tests/e2e/fixtures/ports.ts): read in the workers too.
process.env.YARM_JOURNEY_PORTS = 'per-worker'

/**
 * One worker per core but one: each worker also runs its chains, API and relay (in this process). On
 * 2 cores, two workers took 12.5 to 13.7 minutes instead of about 16, but timed out in a journey in two
 * clean runs of six (a different one each time), so one worker there. JOURNEY_WORKERS=N sets another
 * number.
 */
const WORKERS = Number(process.env.JOURNEY_WORKERS) || Math.max(1, availableParallelism() - 1)

const executablePath = findChromium()

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // A file's journeys run in order in one worker; files spread over the workers.
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // A stray test.only would silently skip the rest of the suite, on CI or not.
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: APP_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // Chains, API, app and relay for each worker; production.spec.ts serves the production build itself.
  globalSetup: './tests/e2e/fixtures/globalSetup.ts',
})
