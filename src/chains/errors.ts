import { UserRejectedRequestError, BaseError as ViemBaseError } from 'viem'
import { BaseError as WagmiBaseError } from 'wagmi'

const REJECTION_CODES = new Set([4001, 5000])

function isRejection(error: unknown): boolean {
  if (error instanceof UserRejectedRequestError) return true
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'number' && REJECTION_CODES.has(code)
}

/** A person saying no in their wallet: never an error message (spec section 4). */
export function isUserRejection(error: unknown): boolean {
  if (error instanceof ViemBaseError || error instanceof WagmiBaseError)
    return Boolean(error.walk(isRejection))
  return isRejection(error)
}

export function findErrorName(error: unknown, name: string): boolean {
  if (error instanceof ViemBaseError || error instanceof WagmiBaseError) {
    return Boolean(error.walk((cause) => (cause as { name?: string } | null)?.name === name))
  }
  return (error as { name?: string } | null)?.name === name
}

/** Whether the error, or one it wraps, carries this EIP-1193 / JSON-RPC code. */
export function hasErrorCode(error: unknown, code: number): boolean {
  const matches = (cause: unknown) => (cause as { code?: unknown } | null)?.code === code
  if (error instanceof ViemBaseError || error instanceof WagmiBaseError) return Boolean(error.walk(matches))
  return matches(error)
}
