import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { LoadError } from '@/features/boards/LoadError'
import { Skeleton } from '@/features/boards/Skeleton'
import { formatDecimal } from '@/features/projects/amount'
import { formatDateTime, relativeTime } from '@/lib/format'
import * as styles from './MyReferralsPage.css'
import { referralQueries } from './queries'

export interface RewardsPanelProps {
  xId: string
}

const day = (value: string) => formatDateTime(value, 'en-US', { month: 'short', day: 'numeric' })

/** Referral rewards: totals earned and claimable per reward, the next distribution and the history. */
export function RewardsPanel({ xId }: RewardsPanelProps) {
  const titleId = useId()
  const query = useQuery(referralQueries.rewards(xId))
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        Rewards
      </h2>
      {query.isPending ? (
        <div aria-busy="true" className={styles.layout}>
          <Skeleton height={60} />
          <Skeleton height={120} />
        </div>
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <>
          {query.data.nextDistributionAt && (
            <p className={styles.muted}>
              Next distribution{' '}
              <time
                dateTime={query.data.nextDistributionAt}
                title={formatDateTime(query.data.nextDistributionAt)}
              >
                {relativeTime(new Date(query.data.nextDistributionAt))}
              </time>
            </p>
          )}
          {query.data.totals.length === 0 ? (
            <p className={styles.muted}>
              No rewards yet. They are paid weekly once the friends you invited activate and deposit.
            </p>
          ) : (
            <table className={styles.compactTable}>
              <caption className={styles.caption}>Totals</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.th}>
                    Reward
                  </th>
                  <th scope="col" className={`${styles.th} ${styles.numeric}`}>
                    Earned
                  </th>
                  <th scope="col" className={`${styles.th} ${styles.numeric}`}>
                    Claimable
                  </th>
                </tr>
              </thead>
              <tbody>
                {query.data.totals.map((total) => (
                  <tr key={total.label}>
                    <th scope="row" className={styles.td}>
                      {total.label}
                    </th>
                    <td className={`${styles.td} ${styles.numeric}`}>{formatDecimal(total.earned)}</td>
                    <td className={`${styles.td} ${styles.numeric}`}>{formatDecimal(total.claimable)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {query.data.history.length > 0 && (
            <table className={styles.compactTable}>
              <caption className={styles.caption}>History</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.th}>
                    Week
                  </th>
                  <th scope="col" className={styles.th}>
                    Reward
                  </th>
                  <th scope="col" className={`${styles.th} ${styles.numeric}`}>
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {query.data.history.map((entry) => (
                  <tr key={`${entry.periodStart}-${entry.label}`}>
                    <td className={styles.td}>
                      {day(entry.periodStart)} – {day(entry.periodEnd)}
                    </td>
                    <td className={styles.td}>{entry.label}</td>
                    <td className={`${styles.td} ${styles.numeric}`}>{formatDecimal(entry.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  )
}
