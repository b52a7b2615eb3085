import { getConnection, sendTransaction } from 'wagmi/actions'
import { sendTracked } from '../transactions/transactions'
import { wagmiConfig } from './wagmiConfig'

export async function sendTestTransaction(): Promise<string> {
  const { address, chainId } = getConnection(wagmiConfig)
  if (!address || !chainId) throw new Error('Connect a wallet first.')
  return sendTracked(address, chainId, 'Send 0 ETH to yourself', () =>
    sendTransaction(wagmiConfig, { to: address, value: 0n }),
  )
}
