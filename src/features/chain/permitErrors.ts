import { findErrorName, hasErrorCode, isUserRejection } from '@/chains/errors'

/** What the deposit flow knows of permits before the code that signs one (permit.ts) is loaded. */

export interface DepositPermit {
  deadline: bigint
  v: number
  r: `0x${string}`
  s: `0x${string}`
}

/**
 * 'domain': the token describes its signing domain as another chain or contract, so nothing was signed.
 * 'signature': in no form we know, or not the account's. 'refused': the token did not accept it.
 */
export class PermitError extends Error {
  override name = 'PermitError' as const
  constructor(
    readonly reason: 'domain' | 'signature' | 'refused',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options)
  }
}

export function cannotSignTypedData(error: unknown): boolean {
  if (isUserRejection(error)) return false
  // EIP-1193 4200 (unsupported method), JSON-RPC -32601 (method not found), viem's names for them.
  return (
    hasErrorCode(error, 4200) ||
    hasErrorCode(error, -32601) ||
    findErrorName(error, 'UnsupportedProviderMethodError') ||
    findErrorName(error, 'MethodNotFoundRpcError') ||
    findErrorName(error, 'MethodNotSupportedRpcError')
  )
}
