import { type QueryClient, queryOptions, useQueries, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { transactionStore } from '@/features/wallet/transactions/transactions'
import { type Address, yarmContracts } from './contracts'
import type { ChainYarmsState } from './yarmReads'

export type { ChainYarmsState, VaultPart, VaultState } from './yarmReads'

/** Every chain read lives under this root, so one transaction refreshes them all. */
const CHAIN_ROOT = ['chain'] as const
/** The chain moves on its own (yield, other people's deposits): look again every 30 s while shown. */
const REFRESH_MS = 30_000

export const chainQueries = {
  yarms: (
    chainId: number,
    yarmIds: readonly string[],
    account: Address | null,
    yarmers: Readonly<Record<string, readonly string[]>> = {},
  ) =>
    queryOptions({
      queryKey: [
        ...CHAIN_ROOT,
        'yarms',
        chainId,
        account?.toLowerCase() ?? null,
        [...yarmIds].sort(),
        yarmers,
      ],
      // viem and the ABIs load with the first chain read, never with the page.
      queryFn: async () => (await import('./yarmReads')).readYarmsOnChain(chainId, yarmIds, account, yarmers),
      staleTime: 10_000,
      refetchInterval: REFRESH_MS,
      // An unreachable node should say so soon; the interval tries again.
      retry: 1,
    }),
}

export function refreshChainReads(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: CHAIN_ROOT })
}

/** Wherever it was sent from: a deposit pending when the page was reloaded (or sent in another tab) shows once mined. */
export function useRefreshOnSettled(account: Address | null, chainIds: readonly number[]) {
  const queryClient = useQueryClient()
  const key = chainIds.join(',')
  useEffect(() => {
    if (!account) return
    const ids = key.split(',').filter(Boolean).map(Number)
    const pendingNow = () =>
      ids.reduce(
        (count, id) =>
          count +
          transactionStore.getTransactions(account, id).filter((tx) => tx.status === 'pending').length,
        0,
      )
    let pending = pendingNow()
    return transactionStore.subscribe(() => {
      const next = pendingNow()
      if (next < pending) void refreshChainReads(queryClient)
      pending = next
    })
  }, [account, key, queryClient])
}

export type ChainReadStatus = 'loading' | 'ready' | 'unreachable'

export interface ChainReads {
  byChain: Record<number, { status: ChainReadStatus; state: ChainYarmsState | undefined }>
}

/** One query (one multicall) per chain that has any of the Yarms' vaults. */
export function useYarmChainReads(
  yarms: readonly { id: string; chainIds: readonly number[]; yarmers?: readonly string[] }[],
  account: Address | null,
): ChainReads {
  const perChain = new Map<number, string[]>()
  const yarmers = Object.fromEntries(yarms.map((yarm) => [yarm.id, yarm.yarmers ?? []]))
  for (const yarm of yarms) {
    for (const chainId of yarm.chainIds) {
      if (!yarmContracts(chainId, yarm.id)) continue
      perChain.set(chainId, [...(perChain.get(chainId) ?? []), yarm.id])
    }
  }
  const chainIds = [...perChain.keys()].sort((a, b) => a - b)
  const results = useQueries({
    queries: chainIds.map((chainId) => {
      const ids = perChain.get(chainId) ?? []
      return chainQueries.yarms(
        chainId,
        ids,
        account,
        Object.fromEntries(ids.map((id) => [id, yarmers[id] ?? []])),
      )
    }),
  })
  useRefreshOnSettled(account, chainIds)
  const byChain: ChainReads['byChain'] = {}
  chainIds.forEach((chainId, index) => {
    const result = results[index]
    byChain[chainId] = {
      status: result?.data ? 'ready' : result?.isError ? 'unreachable' : 'loading',
      state: result?.data,
    }
  })
  return { byChain }
}
