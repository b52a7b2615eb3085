import type { WithdrawRevert } from '@/features/chain/withdrawWrites'
import type { MessageKey } from '@/i18n/catalog'
import '@/i18n/lazy/deposit'
import '@/i18n/lazy/withdraw'

export const WITHDRAW_REVERTS = {
  balance: 'withdraw.revertBalance',
  notYet: 'withdraw.revertNotYet',
  claimed: 'withdraw.revertClaimed',
  other: 'withdraw.revertOther',
} as const satisfies Record<WithdrawRevert, MessageKey>

/** A transaction's state as the dialog and the card show it: in the wallet, then as the store has it. */
export const TX_STEP_STATUS = {
  wallet: 'deposit.stepWallet',
  pending: 'deposit.stepPending',
  confirmed: 'deposit.stepConfirmed',
  failed: 'deposit.stepFailed',
} as const satisfies Record<string, MessageKey>

export type TxStepStatus = keyof typeof TX_STEP_STATUS
