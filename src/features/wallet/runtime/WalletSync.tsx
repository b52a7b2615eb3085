import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { formatUnits } from 'viem'
import { useBalance, useConnection, useConnectionEffect } from 'wagmi'
import { mobileLinkStore } from '../state/savedEntries'
import { balanceText, type WalletStatus } from '../state/walletStatus'
import { walletStore } from '../state/walletStore'
import { walletQueries } from './nameQueries'
import { useWalletVerified } from './useWalletAuth'

function balanceOf(value: bigint, decimals: number, symbol: string) {
  const amount = Number(formatUnits(value, decimals))
  return { amount, display: balanceText(amount), symbol }
}

/** The app a disconnected session lived in is no longer the one to reopen for requests. */
const forgetMobileLink = () => mobileLinkStore.remove()

export function WalletSync() {
  const connection = useConnection()
  useConnectionEffect({ onDisconnect: forgetMobileLink })
  const address = connection.address
  const chainId = connection.chainId
  const verified = useWalletVerified(address)
  // Only asked on supported chains: the wallet's chain id is then one of the config's.
  const balanceChainId = connection.chain?.id
  const balance = useBalance({
    address,
    chainId: balanceChainId,
    query: { enabled: Boolean(address && balanceChainId) },
  })
  const name = useQuery({ ...walletQueries.name(address ?? ''), enabled: Boolean(address) })

  let status: WalletStatus = connection.status
  if (status === 'connected' && !verified) status = 'unauthenticated'

  const walletConnect = connection.connector?.type === 'walletConnect'
  const balanceValue = balance.data?.value
  const balanceDecimals = balance.data?.decimals
  const balanceSymbol = balance.data?.symbol
  useEffect(() => {
    walletStore.report({
      status,
      address: address ?? null,
      chainId: chainId ?? null,
      chainSupported: !(connection.status === 'connected' && connection.chain === undefined),
      chainName: connection.chain?.name ?? null,
      connectorName: connection.connector?.name ?? null,
      walletApp: walletConnect ? (mobileLinkStore.read()?.name ?? null) : null,
      ensName: name.data ?? null,
      balance:
        balanceValue !== undefined && balanceDecimals !== undefined && balanceSymbol
          ? balanceOf(balanceValue, balanceDecimals, balanceSymbol)
          : null,
    })
  }, [
    status,
    address,
    chainId,
    connection.status,
    connection.chain,
    connection.connector?.name,
    walletConnect,
    name.data,
    balanceValue,
    balanceDecimals,
    balanceSymbol,
  ])
  return null
}
