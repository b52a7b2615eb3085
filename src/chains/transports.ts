import { http } from 'viem'

/**
 * Spec section 9: JSON-RPC over HTTP, batched up to 1000 calls, 10 s time-out, 3 retries from 150 ms
 * doubling. viem retries exactly the spec's statuses (403, 408, 413, 429, 500, 502, 503, 504) and
 * waits for Retry-After when the server sends it (viem/utils/buildRequest.ts); transports.test.ts
 * proves it against a local server.
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
