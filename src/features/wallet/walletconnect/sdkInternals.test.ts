import { Relayer, SUBSCRIBER_EVENTS, Subscriber } from '@walletconnect/core'
import { describe, expect, it } from 'vitest'

// walletConnect.ts reaches into the SDK's core to tell when the relay has handed over what it held
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
