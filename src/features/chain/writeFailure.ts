import { BaseError, ContractFunctionRevertedError } from 'viem'
import { isUserRejection } from '@/chains/errors'

export type WriteFailure =
  | { kind: 'rejected' }
  | { kind: 'revert'; errorName: string | null }
  | { kind: 'node' }
  | { kind: 'other'; message: string }

export function writeFailure(error: unknown): WriteFailure {
  if (isUserRejection(error)) return { kind: 'rejected' }
  if (error instanceof BaseError) {
    const revert = error.walk((cause) => cause instanceof ContractFunctionRevertedError)
    if (revert instanceof ContractFunctionRevertedError)
      return { kind: 'revert', errorName: revert.data?.errorName ?? null }
    // Spec section 8 words a node that does not answer in time its own way.
    const timeout = error.walk((cause) => (cause as { name?: string }).name === 'TimeoutError')
    if (timeout instanceof BaseError) return { kind: 'other', message: timeout.shortMessage }
    const node = error.walk((cause) => (cause as { name?: string }).name === 'HttpRequestError')
    if (node) return { kind: 'node' }
    if (/could not reach|fetch failed|ECONNREFUSED/i.test(error.message)) return { kind: 'node' }
    if (/revert/i.test(error.message)) return { kind: 'revert', errorName: null }
    return { kind: 'other', message: error.shortMessage }
  }
  // wagmi's connector and chain errors (spec section 8): their message also holds details and a version.
  // Their base class is not exported, hence the duck typing.
  const { shortMessage } = (error ?? {}) as { shortMessage?: unknown }
  if (error instanceof Error && typeof shortMessage === 'string' && shortMessage !== '')
    return { kind: 'other', message: shortMessage }
  return { kind: 'other', message: error instanceof Error ? error.message : String(error) }
}
