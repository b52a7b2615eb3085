import { defineConfig, devices } from '@playwright/test'
import { LOCAL_CHAINS } from './contracts/plan.mjs'
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs'

/** Ports the demo build (`.env.demo`) points at. */
export const APP_URL = 'http://localhost:4173'
export const API_URL = 'http://127.0.0.1:8787'

const executablePath = findChromium()

/**
 * The API checks smart-account signatures (ERC-1271/6492) on the message's chain: it must reach the chains
 * globalSetup starts. Given as flags, which win over an RPC_URLS someone has in their environment.
 */
const RPC_URL_FLAGS = LOCAL_CHAINS.map(({ chainId, port }) => `--rpc-url ${chainId}=http://127.0.0.1:${port}`)

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  // One worker: the journeys share one local API whose demo accounts and state they reset.
  workers: 1,
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
  globalSetup: './tests/e2e/fixtures/globalSetup.ts',
  // localhost:4174 is the production build that tests/e2e/production.spec.ts serves itself.
  webServer: [
    {
      command: [
        'node server/main.js --dev --static-dir dist-demo --static-port 4173 --api-port 8787',
        '--app-origin http://localhost:4173 --app-origin http://localhost:4174',
        ...RPC_URL_FLAGS,
      ].join(' '),
      url: `${API_URL}/healthcheck`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      timeout: 30_000,
    },
    {
      // The WalletConnect relay the demo build points at (tests/e2e/fixtures/relay.ts, .env.demo).
      command:
        'node server/relay.js --port 8790 --app-origin http://localhost:4173 --app-origin http://localhost:4174',
      url: 'http://127.0.0.1:8790/healthcheck',
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      timeout: 30_000,
    },
  ],
})
