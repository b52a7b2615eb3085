import { ChainMismatchError, EstimateGasExecutionError, HttpRequestError, TimeoutError } from 'viem'
import { base } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import {
  ChainNotConfiguredError,
  ConnectorAccountNotFoundError,
  ConnectorAlreadyConnectedError,
  ConnectorChainMismatchError,
  ConnectorUnavailableReconnectingError,
  createConfig,
  http,
} from 'wagmi'
import { getConnectorClient } from 'wagmi/actions'
import { writeFailure } from './writeFailure'

describe('writeFailure: what a person reads when wagmi refuses a write (spec section 8)', () => {
  const connector = { name: 'Yarm Test Wallet' } as never
  const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  it.for([
    [new ChainNotConfiguredError(), 'Chain not configured.'],
    [new ConnectorAlreadyConnectedError(), 'Connector already connected.'],
    [null, 'Connector not connected.'],
    [
      new ConnectorAccountNotFoundError({ address, connector }),
      `Account "${address}" not found for connector "Yarm Test Wallet".`,
    ],
    [
      new ConnectorChainMismatchError({ connectionChainId: 8453, connectorChainId: 10 }),
      "The current chain of the connector (id: 10) does not match the connection's chain (id: 8453).",
    ],
    [
      new ChainMismatchError({ chain: base, currentChainId: 10 }),
      'The current chain of the wallet (id: 10) does not match the target chain for the transaction (id: 8453 – Base).',
    ],
    [
      new ConnectorUnavailableReconnectingError({ connector }),
      'Connector "Yarm Test Wallet" unavailable while reconnecting.',
    ],
  ] as const)('$1', async ([made, words]) => {
    // wagmi does not export ConnectorNotConnectedError: its own action throws it with no wallet connected.
    const error =
      made ??
      (await getConnectorClient(createConfig({ chains: [base], transports: { [base.id]: http() } })).catch(
        (caught: unknown) => caught,
      ))
    expect(writeFailure(error)).toEqual({ kind: 'other', message: words })
  })
})

describe('writeFailure: a node that does not answer in time (spec section 8, RPC)', () => {
  it('says "The request took too long to respond", not that the network is unreachable', async () => {
    const timeout = new TimeoutError({ body: { method: 'eth_estimateGas' }, url: 'http://127.0.0.1:8545' })
    const error = new EstimateGasExecutionError(timeout, {})
    expect(writeFailure(error)).toEqual({ kind: 'other', message: 'The request took too long to respond.' })
    expect(writeFailure(new HttpRequestError({ url: 'http://127.0.0.1:8545', status: 503 }))).toEqual({
      kind: 'node',
    })
  })
})
