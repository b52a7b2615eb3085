import { BaseError, ContractFunctionRevertedError } from 'viem'
import { isUserRejection } from '@/chains/errors'

export type WriteFailure =
  | { kind: 'rejected' }
  | { kind: 'revert'; errorName: string | null }
  | { kind: 'node' }
  | { kind: 'other'; message: string }

/** What went wrong with a write, as far as the person needs to know. */
export function writeFailure(error: unknown): WriteFailure {
  if (isUserRejection(error)) return { kind: 'rejected' }
  if (error instanceof BaseError) {
    const revert = error.walk((cause) => cause instanceof ContractFunctionRevertedError)
    if (revert instanceof ContractFunctionRevertedError)
      return { kind: 'revert', errorName: revert.data?.errorName ?? null }
    const node = error.walk((cause) => {
      const name = (cause as { name?: string }).name
      return name === 'HttpRequestError' || name === 'TimeoutError'
    })
    if (node) return { kind: 'node' }
    if (/could not reach|fetch failed|ECONNREFUSED/i.test(error.message)) return { kind: 'node' }
    if (/revert/i.test(error.message)) return { kind: 'revert', errorName: null }
    return { kind: 'other', message: error.shortMessage }
  }
  return { kind: 'other', message: error instanceof Error ? error.message : String(error) }
}
