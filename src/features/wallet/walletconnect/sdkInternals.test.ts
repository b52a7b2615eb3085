import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { JsonRpcHistory, Relayer, SUBSCRIBER_EVENTS, Subscriber, Verify } from '@walletconnect/core'
import { EthereumProvider } from '@walletconnect/ethereum-provider'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { http } from 'viem'
import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { createConfig, createStorage } from 'wagmi'
import { CORE_KEY, wagmiRestored } from './sdkInternals'

// sdkInternals.ts reaches into the SDK's core to tell when the relay has handed over what it held
// (watchCatchUp): these are the parts of the pinned version it relies on.
describe("the WalletConnect core's parts the relay catch-up follows", () => {
  it('handles each relay frame in a method the socket listener calls through the instance', () => {
    const methods = Relayer.prototype as unknown as Record<string, unknown>
    expect(typeof methods.onProviderPayload).toBe('function')
    expect(Relayer.toString()).toMatch(/onPayloadHandler=\w+=>\{this\.onProviderPayload\(/)
    expect(typeof methods.handleBatchMessageEvents).toBe('function')
  })

  it('says when its subscriptions are answered again, keeps the ones that failed as pending, and fetches held messages', () => {
    expect(SUBSCRIBER_EVENTS.resubscribed).toBe('subscription_resubscribed')
    const relayer = { core: {} } as unknown as ConstructorParameters<typeof Subscriber>[0]
    const subscriber = new Subscriber(relayer, { child: () => ({}) } as never)
    expect(subscriber.pending).toBeInstanceOf(Map)
    expect(typeof subscriber.on).toBe('function')
    expect(subscriber.values).toEqual([])
    expect(typeof (subscriber as unknown as Record<string, unknown>).rpcBatchFetchMessages).toBe('function')
  })
})

// The other private fields sdkInternals.ts uses, as the pinned versions in node_modules have them.
describe('the private fields sdkInternals.ts uses', () => {
  it("wagmi's config sets up and lists connectors through _internal", () => {
    const config = createConfig({ chains: [mainnet], transports: { [mainnet.id]: http() } })
    expect(typeof config._internal.connectors.setup).toBe('function')
    expect(typeof config._internal.connectors.setState).toBe('function')
  })

  it('wagmi reads its saved state back asynchronously, and says when it has (reconnecting needs it)', async () => {
    const make = () =>
      createConfig({
        chains: [mainnet],
        transports: { [mainnet.id]: http() },
        storage: createStorage({ storage: localStorage, key: 'restore-test' }),
      })
    // The last visit saved a current connection.
    const before = make()
    await wagmiRestored(before)
    before.setState((state) => ({ ...state, current: 'saved-uid' }))
    await expect.poll(() => localStorage.getItem('restore-test.store')).toContain('saved-uid')
    const config = make()
    expect(config.state.current).toBeNull()
    await wagmiRestored(config)
    expect(config.state.current).toBe('saved-uid')
    // Already restored: at once.
    await wagmiRestored(config)
    localStorage.removeItem('restore-test.store')
  })

  it('the core keeps itself on globalThis under the trapped key, plus its storage prefix', () => {
    const source = readFileSync(createRequire(import.meta.url).resolve('@walletconnect/core'), 'utf8')
    expect(source).toContain(`${CORE_KEY}\${`)
    expect(source).toMatch(/globalThis\[\w+\]=\w+/)
  })

  it('the verify service registers through a replaceable field, the history lists pending requests', () => {
    expect(Verify.toString()).toMatch(/register=async/)
    expect(JsonRpcHistory.toString()).toMatch(/get pending\(\)/)
  })

  it('the providers have the steps a settled session is taken up with', () => {
    const ethereum = EthereumProvider.prototype as unknown as Record<string, unknown>
    expect(typeof ethereum.setChainIds).toBe('function')
    expect(typeof ethereum.setAccounts).toBe('function')
    const universal = UniversalProvider.prototype as unknown as Record<string, unknown>
    expect(typeof universal.persist).toBe('function')
    expect(typeof universal.onConnect).toBe('function')
  })
})
