import { startChains } from '../e2e/fixtures/globalSetup'
import { BUILT } from '../e2e/fixtures/ports'

/**
 * The chains for the WebKit and Firefox journeys, on the built ports (8545, 8546): one worker, whose app
 * and API run in the worker itself (servers.ts). Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stops = await startChains(BUILT)
  return async () => {
    await Promise.all(stops.map((stop) => stop()))
  }
}
