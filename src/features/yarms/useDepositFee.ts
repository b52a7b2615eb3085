import { useQuery } from '@tanstack/react-query'
import type { Address, YarmContracts } from '@/features/chain/contracts'
import { estimateDepositFee } from '@/features/chain/depositWrites'

export function useDepositFee({
  chainId,
  yarmId,
  contracts,
  account,
  via,
  needsApproval,
}: {
  chainId: number
  yarmId: string
  contracts: YarmContracts | null | undefined
  account: Address | null
  via: string | null
  needsApproval: boolean
}) {
  return useQuery({
    queryKey: ['chain', 'fee', chainId, yarmId, account, needsApproval],
    queryFn: () =>
      estimateDepositFee(
        {
          contracts: contracts as NonNullable<typeof contracts>,
          account: account as Address,
          amount: 1n,
          via,
        },
        needsApproval,
      ),
    enabled: Boolean(contracts && account),
    staleTime: 30_000,
    // An estimate the node refuses (say, a deposit the vault would refuse now) is said so at once, and the
    // ETH check is then skipped: nothing waits on it, and the wallet estimates the fee again and shows it.
    retry: false,
  })
}
