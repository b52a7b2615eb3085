import type { Eligibility, UserInfo } from '@/api/user'

export type StepKey = 'x' | 'wallet' | 'verify' | 'eligibility' | 'activate'
export type StepState = 'done' | 'current' | 'todo' | 'blocked'

export interface ChecklistInput {
  signedIn: boolean
  user: UserInfo | undefined
  /** Connected in the browser right now (verified or not). */
  walletConnected: boolean
  eligibility: Eligibility | undefined
}

/** From what the API and the wallet say: sign in with X → connect a wallet → verify it → be eligible → activate. */
export function checklist({
  signedIn,
  user,
  walletConnected,
  eligibility,
}: ChecklistInput): Record<StepKey, StepState> {
  const activated = user?.status === 'activated'
  const verified = Boolean(user?.wallet)
  const x: StepState = signedIn ? 'done' : 'current'
  const wallet: StepState = verified || walletConnected ? 'done' : signedIn ? 'current' : 'todo'
  const verify: StepState = verified ? 'done' : signedIn && walletConnected ? 'current' : 'todo'
  const eligible: StepState = activated || eligibility?.eligible ? 'done' : eligibility ? 'blocked' : 'todo'
  const activate: StepState = activated
    ? 'done'
    : eligible === 'blocked'
      ? 'blocked'
      : verified && eligible === 'done'
        ? 'current'
        : 'todo'
  return { x, wallet, verify, eligibility: eligible, activate }
}
