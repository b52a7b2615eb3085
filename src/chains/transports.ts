import { http } from 'viem'

/**
 * Spec section 9. viem retries exactly the spec's statuses and waits for Retry-After
 * (viem/utils/buildRequest.ts); transports.test.ts proves it against a local server.
 */
export const RPC_OPTIONS = {
  batch: { batchSize: 1000, wait: 16 },
  timeout: 10_000,
  retryCount: 3,
  retryDelay: 150,
} as const

export function rpcTransport(url: string) {
  return http(url, RPC_OPTIONS)
}

/** Spec section 9: multicall batches of at most 1024 bytes of calldata. */
export const MULTICALL_BATCH = { multicall: { batchSize: 1024, wait: 16 } } as const
