import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs'

/**
 * The newcomer's journey, on exactly what `npm start` runs after its build: `scripts/stack.mjs` (both
 * chains with the contracts deployed and funded, the relay, the API serving the demo build). Run after
 * the main suite (`npm run test:e2e`), whose servers listen on ports of their own (tests/e2e/fixtures/ports.ts). The stack keeps its
 * state in `.stack-test/`, made afresh each run, never in a developer's `.chain-state/`.
 */
export default defineConfig({
  testDir: 'tests/stack',
  outputDir: 'test-results/stack',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/stack' }]],
  use: {
    baseURL: 'http://localhost:4173',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command:
      'rm -rf .stack-test && node scripts/stack.mjs --state-dir .stack-test/chain --store .stack-test/api.db',
    // The API answers only once both chains are up and the contracts deployed.
    url: 'http://127.0.0.1:8787/healthcheck',
    reuseExistingServer: false,
    // Ctrl-C, as a person stops npm start: the stack stops the chains, the relay and the API it started.
    gracefulShutdown: { signal: 'SIGINT', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    timeout: 120_000,
  },
})
