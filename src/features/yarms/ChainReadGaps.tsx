import type { Yarm } from '@/api/projects'
import { chainName } from '@/chains/ids'
import type { ChainReads, VaultPart } from '@/features/chain/queries'
import type { MessageKey } from '@/i18n/catalog'
import { useI18n } from '@/i18n/useI18n'
import { Notice } from '@/ui/Notice/Notice'
import '@/i18n/lazy/projects'

const GAP_MESSAGES = {
  fills: 'projects.unreadFills',
  yieldWindow: 'projects.unreadApy',
  withdrawals: 'projects.unreadWithdrawals',
} as const satisfies Record<VaultPart, MessageKey>

export interface ChainReadGapsProps {
  yarm: Pick<Yarm, 'id' | 'chains'>
  reads: ChainReads
}

/** One line per figure the vaults could not tell, so a figure shown from Yarm's data instead is never taken for the chain's. */
export function ChainReadGaps({ yarm, reads }: ChainReadGapsProps) {
  const { t } = useI18n()
  const gaps = yarm.chains.flatMap(({ chainId }) =>
    (reads.byChain[chainId]?.state?.vaults[yarm.id]?.unread ?? []).map((part) => ({ chainId, part })),
  )
  if (gaps.length === 0) return null
  return gaps.map(({ chainId, part }) => (
    <Notice key={`${chainId}:${part}`} tone="warning">
      {t(GAP_MESSAGES[part], { chain: chainName(chainId, (id) => t('projects.unknownChain', { id })) })}
    </Notice>
  ))
}
