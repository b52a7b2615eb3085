import { useId } from 'react'
import type { Yarm, YarmStatus } from '@/api/projects'
import { Meter } from '@/features/boards/Meter'
import { formatDateTime, formatNumber, formatPercent, relativeTime } from '@/lib/format'
import { visuallyHidden } from '@/styles/utils.css'
import { formatAmount, ratio } from './amount'
import { chainName } from './chains'
import { MyAllocation } from './MyAllocation'
import { ProjectLogo } from './ProjectLogo'
import { TopYarmers } from './TopYarmers'
import * as styles from './YarmCard.css'

export const YARM_STATUS_LABELS: Record<YarmStatus, string> = {
  live: 'Live',
  upcoming: 'Upcoming',
  ended: 'Ended',
}

export interface YarmCardProps {
  yarm: Yarm
  signedIn: boolean
  myHandle: string | null
}

/** "Ends in 15 days", "Starts tomorrow", "Ended 3 weeks ago": the countdown that matters for the status. */
export function yarmCountdown(yarm: Pick<Yarm, 'status' | 'startsAt' | 'endsAt'>, now = Date.now()) {
  if (yarm.status === 'upcoming')
    return { verb: 'Starts', at: yarm.startsAt, text: relativeTime(new Date(yarm.startsAt), now) }
  return {
    verb: yarm.status === 'live' ? 'Ends' : 'Ended',
    at: yarm.endsAt,
    text: relativeTime(new Date(yarm.endsAt), now),
  }
}

/** A Yarm: status and countdown, APY, caps and TVL per chain, its top Yarmers and the viewer's standing. */
export function YarmCard({ yarm, signedIn, myHandle }: YarmCardProps) {
  const titleId = useId()
  const countdown = yarmCountdown(yarm)
  const filled = ratio(yarm.tvl, yarm.tvlCap)
  const totalApy = yarm.apy.base + yarm.apy.bonus
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.header}>
        <ProjectLogo name={yarm.project.name} src={yarm.project.logoUrl} size={48} />
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.name}>
            {yarm.project.name}
          </h2>
          <p className={styles.when}>
            {countdown.verb}{' '}
            <time dateTime={countdown.at} title={formatDateTime(countdown.at)}>
              {countdown.text}
            </time>
          </p>
        </div>
        <span className={styles.status[yarm.status]}>{YARM_STATUS_LABELS[yarm.status]}</span>
      </div>

      <div className={styles.columns}>
        <div className={styles.column}>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>APY</dt>
              <dd className={styles.factValue}>
                {formatPercent(totalApy, 'en-US', 1)}
                <span className={styles.factDetail}>
                  {formatPercent(yarm.apy.base, 'en-US', 1)} base +{' '}
                  {formatPercent(yarm.apy.bonus, 'en-US', 1)} bonus
                </span>
              </dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>Asset</dt>
              <dd className={styles.factValue}>{yarm.asset.symbol}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>Withdrawal delay</dt>
              <dd className={styles.factValue}>
                {formatNumber(yarm.withdrawalDelayDays)} {yarm.withdrawalDelayDays === 1 ? 'day' : 'days'}
              </dd>
            </div>
          </dl>

          <div className={styles.tvl}>
            <p className={styles.line}>
              <span>
                TVL <span className={styles.strong}>{formatAmount(yarm.tvl)}</span> of{' '}
                {formatAmount(yarm.tvlCap)} {yarm.asset.symbol} cap
              </span>
              <span className={styles.strong}>{formatPercent(filled, 'en-US', 0)}</span>
            </p>
            <Meter
              value={filled}
              label="TVL against cap"
              valueText={`${formatPercent(filled, 'en-US', 0)} of the cap`}
            />
          </div>

          {yarm.chains.length > 0 && (
            <table className={styles.table}>
              <caption className={styles.caption}>Caps per chain</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.th}>
                    Chain
                  </th>
                  <th scope="col" className={`${styles.th} ${styles.numeric}`}>
                    TVL / cap ({yarm.asset.symbol})
                  </th>
                  <th scope="col" className={styles.th}>
                    <span className={visuallyHidden}>Share filled</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {yarm.chains.map((chain) => {
                  const share = ratio(chain.tvl, chain.tvlCap)
                  return (
                    <tr key={chain.chainId}>
                      <th scope="row" className={styles.td}>
                        {chainName(chain.chainId)}
                      </th>
                      <td className={`${styles.td} ${styles.numeric}`}>
                        {formatAmount(chain.tvl)} / {formatAmount(chain.tvlCap)}
                      </td>
                      <td className={`${styles.td} ${styles.barCell}`}>
                        <Meter
                          value={share}
                          label={`TVL against cap on ${chainName(chain.chainId)}`}
                          valueText={formatPercent(share, 'en-US', 0)}
                        />
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          )}

          <MyAllocation yarm={yarm} signedIn={signedIn} />
        </div>

        <TopYarmers yarm={yarm} myHandle={myHandle} />
      </div>
    </article>
  )
}
