import { sendTransaction } from 'wagmi/actions'
import { wagmiConfig } from '../../runtime/wagmiConfig'
import { sendTracked } from '../../transactions/transactions'
import type { PendingRequest } from './pendingRequest'

type Call = NonNullable<PendingRequest['call']>
type ChainId = (typeof wagmiConfig.chains)[number]['id']

export function resendTransaction(pending: PendingRequest, call: Call): Promise<`0x${string}`> {
  const account = pending.account as `0x${string}`
  return sendTracked(account, pending.chainId, pending.text, () =>
    sendTransaction(wagmiConfig, {
      account,
      chainId: pending.chainId as ChainId,
      to: call.to as `0x${string}`,
      value: call.value ? BigInt(call.value) : undefined,
      data: call.data as `0x${string}` | undefined,
    }),
  )
}
