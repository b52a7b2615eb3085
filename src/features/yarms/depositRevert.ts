export type DepositRevertReason = 'full' | 'ended' | 'allowance' | 'other'

/** What the chain says about the vault just after the refusal (null: it could not be read). */
export interface VaultNow {
  open: boolean
  capacity: bigint
  position: { allowance: bigint } | null
}

/** First from the vault as it is now, else from the revert's error name, else 'other'. */
export function depositRevertReason(
  fresh: VaultNow | null | undefined,
  errorName: string | null,
  units: bigint,
): DepositRevertReason {
  if (fresh) {
    if (!fresh.open) return 'ended'
    if (fresh.capacity < units) return 'full'
    if ((fresh.position?.allowance ?? 0n) < units) return 'allowance'
  }
  if (errorName === 'ERC4626ExceededMaxDeposit') return 'full'
  if (errorName === 'ERC20InsufficientAllowance') return 'allowance'
  return 'other'
}
