import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { fill, slots } from '@/i18n/fill'
import { useI18n } from '@/i18n/useI18n'
import { formatDecimal } from '@/lib/amount'
import { formatDateTime, relativeTime } from '@/lib/format'
import { QueryError } from '@/ui/LoadError/LoadError'
import { Skeleton } from '@/ui/Skeleton/Skeleton'
import * as styles from './MyReferralsPage.css'
import { referralQueries } from './queries'
import '@/i18n/lazy/referrals'

export interface RewardsPanelProps {
  xId: string
}

const day = (value: string, locale: string) =>
  formatDateTime(value, locale, { month: 'short', day: 'numeric' })

export function RewardsPanel({ xId }: RewardsPanelProps) {
  const { t, locale } = useI18n()
  const titleId = useId()
  const query = useQuery(referralQueries.rewards(xId))
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('referrals.rewards')}
      </h2>
      {query.isError && query.data && <QueryError query={query} />}
      {query.isPending ? (
        <div aria-busy="true" className={styles.layout}>
          <Skeleton height={60} />
          <Skeleton height={120} />
        </div>
      ) : !query.data ? (
        <QueryError query={query} />
      ) : (
        <>
          {query.data.nextDistributionAt && (
            <p className={styles.muted}>
              {fill(t('referrals.nextDistribution', slots('time')), {
                time: (
                  <time
                    dateTime={query.data.nextDistributionAt}
                    title={formatDateTime(query.data.nextDistributionAt, locale)}
                  >
                    {relativeTime(new Date(query.data.nextDistributionAt), Date.now(), locale)}
                  </time>
                ),
              })}
            </p>
          )}
          {query.data.totals.length === 0 ? (
            <p className={styles.muted}>{t('referrals.noRewards')}</p>
          ) : (
            <table className={styles.compactTable}>
              <caption className={styles.caption}>{t('referrals.totals')}</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.th}>
                    {t('referrals.colReward')}
                  </th>
                  <th scope="col" className={`${styles.th} ${styles.numeric}`}>
                    {t('referrals.colEarned')}
                  </th>
                  <th scope="col" className={`${styles.th} ${styles.numeric}`}>
                    {t('referrals.colClaimable')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {query.data.totals.map((total) => (
                  <tr key={total.label}>
                    <th scope="row" className={styles.td}>
                      {total.label}
                    </th>
                    <td className={`${styles.td} ${styles.numeric}`}>
                      {formatDecimal(total.earned, locale)}
                    </td>
                    <td className={`${styles.td} ${styles.numeric}`}>
                      {formatDecimal(total.claimable, locale)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {query.data.history.length > 0 && (
            <table className={styles.compactTable}>
              <caption className={styles.caption}>{t('referrals.history')}</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.th}>
                    {t('referrals.colWeek')}
                  </th>
                  <th scope="col" className={styles.th}>
                    {t('referrals.colReward')}
                  </th>
                  <th scope="col" className={`${styles.th} ${styles.numeric}`}>
                    {t('referrals.colAmount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {query.data.history.map((entry) => (
                  <tr key={`${entry.periodStart}-${entry.label}`}>
                    <td className={styles.td}>
                      {t('referrals.weekRange', {
                        start: day(entry.periodStart, locale),
                        end: day(entry.periodEnd, locale),
                      })}
                    </td>
                    <td className={styles.td}>{entry.label}</td>
                    <td className={`${styles.td} ${styles.numeric}`}>
                      {formatDecimal(entry.amount, locale)}
                    </td>
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
