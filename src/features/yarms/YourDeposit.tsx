import { lazy, Suspense } from 'react'
import type { Yarm } from '@/api/projects'
import { chainName } from '@/chains/ids'
import { config } from '@/config'
import { useSession } from '@/features/auth/useSession'
import { formatUnits, roundUnits, unitsToDecimal } from '@/features/chain/amounts'
import { USDC_DECIMALS } from '@/features/chain/contracts'
import type { ChainReads } from '@/features/chain/queries'
import { useI18n } from '@/i18n/useI18n'
import { Button } from '@/ui/Button/Button'
import * as styles from './Deposit.css'
import '@/i18n/lazy/deposit'
import '@/i18n/lazy/projects'
import '@/i18n/lazy/share'

/** The chain is the source of truth where the API's figures lag behind it (a deposit just made through a Yarmer's link). */
export function withChainTvl(yarm: Yarm, reads: ChainReads): Yarm {
  let changed = false
  const vaults = yarm.chains.flatMap(({ chainId }) => {
    const read = reads.byChain[chainId]
    return read ? [read.state?.vaults[yarm.id]] : []
  })
  const chains = yarm.chains.map((chain) => {
    const vault = reads.byChain[chain.chainId]?.state?.vaults[yarm.id]
    if (!vault) return chain
    changed = true
    return {
      ...chain,
      tvl: unitsToDecimal(vault.totalAssets, USDC_DECIMALS),
      tvlCap: unitsToDecimal(vault.tvlCap, USDC_DECIMALS),
    }
  })
  if (!changed) return yarm
  const sum = (key: 'tvl' | 'tvlCap') =>
    String(chains.reduce((total, chain) => total + Number(chain[key]), 0))
  // Fills only when every chain's vault answered: a sum over some chains would show less than there is.
  const allRead = vaults.length > 0 && vaults.every((vault) => vault !== undefined)
  const topYarmers = allRead
    ? yarm.topYarmers.map((row) => {
        const units = vaults.map((vault) => vault?.fills[row.xHandle.toLowerCase()])
        if (units.some((fill) => fill === undefined)) return row
        const total = units.reduce<bigint>((sum, fill) => sum + (fill ?? 0n), 0n)
        return { ...row, filled: unitsToDecimal(total, USDC_DECIMALS) }
      })
    : yarm.topYarmers
  return { ...yarm, chains, tvl: sum('tvl'), tvlCap: sum('tvlCap'), topYarmers }
}

// Shown once the chain says there is a position, long after the page loaded: it comes with it. Until its
// code is here, a hidden button of the same text holds its place, so nothing below it (Withdraw, Deposit)
// moves under a person's finger when it arrives.
const ShareButton = lazy(() =>
  import('@/features/share/ShareButton').then((module) => ({ default: module.ShareButton })),
)

export interface YourDepositProps {
  yarm: Pick<Yarm, 'id' | 'chains' | 'asset' | 'project'>
  reads: ChainReads
}

export function YourDeposit({ yarm, reads }: YourDepositProps) {
  const i18n = useI18n()
  const { t, locale } = i18n
  const session = useSession()
  const positions = yarm.chains.flatMap(({ chainId }) => {
    const assets = reads.byChain[chainId]?.state?.vaults[yarm.id]?.position?.assets ?? 0n
    return assets > 0n ? [{ chainId, assets }] : []
  })
  if (positions.length === 0) return null
  return (
    <section className={styles.position} aria-label={t('deposit.yourDeposit')}>
      <h3 className={styles.label}>{t('deposit.yourDeposit')}</h3>
      {positions.map(({ chainId, assets }) => (
        <p key={chainId}>
          <span className={styles.positionValue}>
            {t('deposit.yourDepositValue', {
              // Worth, to the nearest cent: a deposit of 250 shows 250 after yield moved the share price.
              amount: formatUnits(roundUnits(assets, USDC_DECIMALS), USDC_DECIMALS, locale),
              symbol: yarm.asset.symbol,
            })}
          </span>{' '}
          {positions.length > 1 || yarm.chains.length > 1
            ? `· ${chainName(chainId, (id) => t('projects.unknownChain', { id }))}`
            : null}
        </p>
      ))}
      {session.xHandle && (
        <Suspense
          fallback={
            <Button variant="secondary" size="small" disabled aria-hidden="true" className={styles.held}>
              {t('share.sharePosition')}
            </Button>
          }
        >
          <ShareButton
            title={t('share.sharePosition')}
            request={() => {
              const xHandle = session.xHandle ?? ''
              const total = positions.reduce((sum, { assets }) => sum + assets, 0n)
              return import('@/features/share/requests').then(({ positionShareRequest }) =>
                positionShareRequest(i18n, {
                  xHandle,
                  projectName: yarm.project.name,
                  amount: formatUnits(total, USDC_DECIMALS, locale),
                  symbol: yarm.asset.symbol,
                  url: `${config.siteUrl}/yarms`,
                }),
              )
            }}
          />
        </Suspense>
      )}
    </section>
  )
}
