import type { Address } from '@/features/chain/contracts'
import { readYarmsOnChain } from '@/features/chain/yarmReads'
import type { MessageKey } from '@/i18n/catalog'
import { type DepositRevertReason, depositRevertReason, type VaultNow } from './depositRevert'
import '@/i18n/lazy/deposit'

const REVERTS = {
  full: 'deposit.revertFull',
  ended: 'deposit.revertEnded',
  allowance: 'deposit.revertAllowance',
  other: 'deposit.revertOther',
} as const satisfies Record<DepositRevertReason, MessageKey>

export async function explainDeposit(
  { chainId, yarmId, account }: { chainId: number; yarmId: string; account: Address },
  errorName: string | null,
  units: bigint,
): Promise<(typeof REVERTS)[DepositRevertReason]> {
  let fresh: VaultNow | null = null
  try {
    fresh = (await readYarmsOnChain(chainId, [yarmId], account)).vaults[yarmId] ?? null
  } catch {
    // The chain cannot say now: the error's own name decides.
  }
  return REVERTS[depositRevertReason(fresh, errorName, units)]
}
