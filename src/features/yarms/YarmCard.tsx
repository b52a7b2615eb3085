import { useId } from 'react'
import type { Yarm, YarmStatus } from '@/api/projects'
import { chainName } from '@/chains/ids'
import type { ChainReads } from '@/features/chain/queries'
import { ProjectLogo } from '@/features/projects/ProjectLogo'
import type { MessageKey } from '@/i18n/catalog'
import { fill, slots } from '@/i18n/fill'
import { useI18n } from '@/i18n/useI18n'
import { formatAmount, ratio } from '@/lib/amount'
import { formatDateTime, formatNumber, formatPercent, relativeTime } from '@/lib/format'
import { visuallyHidden } from '@/styles/utils.css'
import { Meter } from '@/ui/Meter/Meter'
import { ChainReadGaps } from './ChainReadGaps'
import { yarmApy } from './chainApy'
import { DepositAction } from './DepositAction'
import { MyAllocation } from './MyAllocation'
import { TopYarmers } from './TopYarmers'
import { WithdrawAction } from './WithdrawAction'
import * as styles from './YarmCard.css'
import { withChainTvl, YourDeposit } from './YourDeposit'
import '@/i18n/lazy/projects'

export const YARM_STATUS_LABELS = {
  live: 'projects.statusLive',
  upcoming: 'projects.statusUpcoming',
  ended: 'projects.statusEnded',
} as const satisfies Record<YarmStatus, MessageKey>

const COUNTDOWN_MESSAGES = {
  Starts: 'projects.starts',
  Ends: 'projects.ends',
  Ended: 'projects.ended',
} as const satisfies Record<string, MessageKey>

export interface YarmCardProps {
  yarm: Yarm
  signedIn: boolean
  myHandle: string | null
  /** What the page read from the chains: where it differs from the API, the chain wins. */
  reads: ChainReads
  via: string | null
}

/** "Ends in 15 days", "Starts tomorrow", "Ended 3 weeks ago": the countdown that matters for the status. */
export function yarmCountdown(
  yarm: Pick<Yarm, 'status' | 'startsAt' | 'endsAt'>,
  now = Date.now(),
  locale = 'en-US',
): { verb: keyof typeof COUNTDOWN_MESSAGES; at: string; text: string } {
  if (yarm.status === 'upcoming')
    return { verb: 'Starts', at: yarm.startsAt, text: relativeTime(new Date(yarm.startsAt), now, locale) }
  return {
    verb: yarm.status === 'live' ? 'Ends' : 'Ended',
    at: yarm.endsAt,
    text: relativeTime(new Date(yarm.endsAt), now, locale),
  }
}

export function YarmCard({ yarm: fromApi, signedIn, myHandle, reads, via }: YarmCardProps) {
  const { t, locale } = useI18n()
  const yarm = withChainTvl(fromApi, reads)
  const titleId = useId()
  const countdown = yarmCountdown(yarm, Date.now(), locale)
  const chainLabel = (chainId: number) => chainName(chainId, (id) => t('projects.unknownChain', { id }))
  const filled = ratio(yarm.tvl, yarm.tvlCap)
  const apy = yarmApy(yarm, reads)
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.header}>
        <ProjectLogo name={yarm.project.name} src={yarm.project.logoUrl} size={48} />
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.name}>
            <bdi>{yarm.project.name}</bdi>
          </h2>
          <p className={styles.when}>
            {fill(t(COUNTDOWN_MESSAGES[countdown.verb], slots('time')), {
              time: (
                <time dateTime={countdown.at} title={formatDateTime(countdown.at, locale)}>
                  {countdown.text}
                </time>
              ),
            })}
          </p>
        </div>
        <span className={styles.status[yarm.status]}>{t(YARM_STATUS_LABELS[yarm.status])}</span>
      </div>

      <div className={styles.columns}>
        <div className={styles.column}>
          <ChainReadGaps yarm={yarm} reads={reads} />
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{t('projects.apy')}</dt>
              <dd className={styles.factValue}>
                {formatPercent(apy.total, locale, 1)}
                <span className={styles.factDetail}>
                  {apy.source === 'chain'
                    ? t('projects.apyOnChain')
                    : t('projects.apyParts', {
                        base: formatPercent(apy.base, locale, 1),
                        bonus: formatPercent(apy.bonus, locale, 1),
                      })}
                </span>
              </dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{t('projects.asset')}</dt>
              <dd className={styles.factValue}>{yarm.asset.symbol}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{t('projects.withdrawalDelay')}</dt>
              <dd className={styles.factValue}>
                {/* Intl words the unit ("7 days", "7 Tage", "7 أيام") with each language's own plural forms. */}
                {formatNumber(yarm.withdrawalDelayDays, locale, {
                  style: 'unit',
                  unit: 'day',
                  unitDisplay: 'long',
                })}
              </dd>
            </div>
          </dl>

          <div className={styles.tvl}>
            <p className={styles.line}>
              <span>
                {fill(t('projects.tvlOfCap', slots('tvl', 'cap', 'symbol')), {
                  tvl: <span className={styles.strong}>{formatAmount(yarm.tvl, locale)}</span>,
                  cap: formatAmount(yarm.tvlCap, locale),
                  symbol: yarm.asset.symbol,
                })}
              </span>
              <span className={styles.strong}>{formatPercent(filled, locale, 0)}</span>
            </p>
            <Meter
              value={filled}
              label={t('projects.tvlAgainstCap')}
              valueText={t('projects.ofTheCap', { percent: formatPercent(filled, locale, 0) })}
            />
          </div>

          {yarm.chains.length > 0 && (
            <table className={styles.table}>
              <caption className={styles.caption}>{t('projects.capsPerChain')}</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.th}>
                    {t('projects.colChain')}
                  </th>
                  <th scope="col" className={`${styles.th} ${styles.numeric}`}>
                    {t('projects.colTvlCap', { symbol: yarm.asset.symbol })}
                  </th>
                  <th scope="col" className={styles.th}>
                    <span className={visuallyHidden}>{t('projects.colShareFilled')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {yarm.chains.map((chain) => {
                  const share = ratio(chain.tvl, chain.tvlCap)
                  return (
                    <tr key={chain.chainId}>
                      <th scope="row" className={styles.td}>
                        {chainLabel(chain.chainId)}
                      </th>
                      <td className={`${styles.td} ${styles.numeric}`}>
                        {formatAmount(chain.tvl, locale)} / {formatAmount(chain.tvlCap, locale)}
                      </td>
                      <td className={`${styles.td} ${styles.barCell}`}>
                        <Meter
                          value={share}
                          label={t('projects.tvlAgainstCapOn', { chain: chainLabel(chain.chainId) })}
                          valueText={formatPercent(share, locale, 0)}
                        />
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          )}

          <YourDeposit yarm={yarm} reads={reads} />
          <WithdrawAction yarm={yarm} reads={reads} />
          <DepositAction yarm={yarm} reads={reads} via={via} />

          <MyAllocation yarm={yarm} signedIn={signedIn} />
        </div>

        <TopYarmers yarm={yarm} myHandle={myHandle} />
      </div>
    </article>
  )
}
