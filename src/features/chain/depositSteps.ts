export type DepositStepKey = 'permit' | 'approve' | 'deposit' | 'single' | 'batch'
export type DepositStepStatus = 'idle' | 'wallet' | 'pending' | 'signed' | 'confirmed' | 'failed'

export interface DepositStep {
  key: DepositStepKey
  status: DepositStepStatus
}

export type DepositStepAction =
  | { type: 'plan'; steps: DepositStep[] }
  | { type: 'step'; key: DepositStepKey; status: DepositStepStatus }
  /** Saying no in the wallet: back to the form, keeping only what is confirmed. */
  | { type: 'rejected' }
  | { type: 'failed' }

export function depositSteps(steps: DepositStep[], action: DepositStepAction): DepositStep[] {
  switch (action.type) {
    case 'plan':
      return action.steps
    case 'step':
      return steps.map((step) => (step.key === action.key ? { ...step, status: action.status } : step))
    case 'rejected':
      return steps.filter((step) => step.status === 'confirmed')
    case 'failed':
      return steps.map((step) => (step.status === 'wallet' ? { ...step, status: 'failed' } : step))
  }
}

/** The steps a dialog opens with: a deposit continued after a reload has its approval confirmed. */
export const initialDepositSteps = (continued: boolean): DepositStep[] =>
  continued
    ? [
        { key: 'approve', status: 'confirmed' },
        { key: 'deposit', status: 'idle' },
      ]
    : []

export const depositBusy = (steps: readonly DepositStep[]) =>
  steps.some((step) => step.status === 'wallet' || step.status === 'pending')
