import { defineConfig } from '@playwright/test'

/**
 * The journeys in WebKit (WebKitGTK's MiniBrowser through WebKitWebDriver, on Xvfb) and Firefox (ESR,
 * over WebDriver BiDi), Debian's engines (scripts/ensure-engines.mjs). Playwright Test runs them; the
 * `driver` fixture (tests/engines/fixtures.ts) drives the engine. The app and the API run inside the
 * worker (tests/engines/servers.ts); the chains from tests/engines/globalSetup.ts.
 */
export default defineConfig({
  testDir: 'tests/engines',
  outputDir: 'test-results/engines',
  fullyParallel: false,
  // One worker: the fixed ports (4173, 8787) and the local API's shared demo state.
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list']],
  projects: [
    { name: 'webkit', use: { engine: 'webkit' } },
    // The phone's layout in WebKit only (tests/engines/phone.spec.ts): on iOS every browser is WebKit.
    { name: 'firefox', use: { engine: 'firefox' }, testIgnore: 'phone.spec.ts' },
  ],
  globalSetup: './tests/engines/globalSetup.ts',
  webServer: [
    {
      // The WalletConnect relay the demo build points at (tests/e2e/fixtures/relay.ts, .env.demo).
      command: 'node server/relay.js --port 8790 --app-origin http://localhost:4173',
      url: 'http://127.0.0.1:8790/healthcheck',
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      timeout: 30_000,
    },
  ],
})
