import { getConnection, sendTransaction } from 'wagmi/actions'
import { transactionStore } from '../transactions/transactions'
import { wagmiConfig } from './wagmiConfig'

/** Development builds only: sends 0 ETH to the connected account and tracks it like any transaction. */
export async function sendTestTransaction(): Promise<string> {
  const { address, chainId } = getConnection(wagmiConfig)
  if (!address || !chainId) throw new Error('Connect a wallet first.')
  const hash = await sendTransaction(wagmiConfig, { to: address, value: 0n })
  transactionStore.addTransaction(address, chainId, { hash, description: 'Send 0 ETH to yourself' })
  return hash
}
