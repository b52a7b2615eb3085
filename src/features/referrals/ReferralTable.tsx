import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { type ReactNode, useId } from 'react'
import type { ReferralStatus } from '@/api/referrals'
import { EmptyState } from '@/features/boards/EmptyState'
import { LoadError } from '@/features/boards/LoadError'
import { Pagination } from '@/features/boards/Pagination'
import { ScrollRegion } from '@/features/boards/ScrollRegion'
import { Skeleton } from '@/features/boards/Skeleton'
import { XProfileLink } from '@/features/boards/XProfileLink'
import { formatDecimal } from '@/features/projects/amount'
import { formatDateTime } from '@/lib/format'
import { Avatar } from '@/ui/Avatar/Avatar'
import { Button } from '@/ui/Button/Button'
import * as styles from './MyReferralsPage.css'
import { referralQueries } from './queries'

const REFERRAL_STATUS_LABELS: Record<ReferralStatus, string> = {
  pending: 'Pending',
  activated: 'Activated',
  deposited: 'Deposited',
  rejected: 'Rejected',
}

export interface ReferralTableProps {
  xId: string
  page: number
  onPage: (page: number) => void
}

/** The people who joined with the user's code, a page at a time, with what pending ones still have to do. */
export function ReferralTable({ xId, page, onPage }: ReferralTableProps) {
  const titleId = useId()
  const query = useQuery({ ...referralQueries.list(xId, page), placeholderData: keepPreviousData })
  let body: ReactNode
  if (query.isPending) {
    body = (
      <div aria-busy="true" className={styles.layout}>
        <Skeleton height={28} />
        <Skeleton height={28} />
        <Skeleton height={28} />
      </div>
    )
  } else if (query.isError && !query.data) {
    body = <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
  } else if (query.data.total === 0) {
    body = (
      <EmptyState title="No one has joined with your code yet">
        Share your invite link: each friend who activates and deposits shows up here, with their progress.
      </EmptyState>
    )
  } else if (query.data.items.length === 0) {
    body = (
      <EmptyState
        title={`There is no page ${page}`}
        action={
          <Button variant="secondary" size="small" onClick={() => onPage(1)}>
            Back to the first page
          </Button>
        }
      />
    )
  } else {
    const { items, total, pageSize } = query.data
    body = (
      <>
        <ScrollRegion
          label="Friends you invited, table"
          className={styles.scroller}
          busy={query.isPlaceholderData}
        >
          <table className={styles.table} aria-labelledby={titleId}>
            <thead>
              <tr>
                <th scope="col" className={`${styles.th} ${styles.sticky}`}>
                  Friend
                </th>
                <th scope="col" className={styles.th}>
                  Joined
                </th>
                <th scope="col" className={styles.th}>
                  Status
                </th>
                <th scope="col" className={styles.th}>
                  Still to do
                </th>
                <th scope="col" className={`${styles.th} ${styles.numeric}`}>
                  Your rewards
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((referral) => (
                <tr key={`${referral.xHandle}-${referral.joinedAt}`}>
                  <td className={`${styles.td} ${styles.nowrap} ${styles.sticky}`}>
                    <span className={styles.who}>
                      <Avatar xHandle={referral.xHandle} size={24} />
                      <XProfileLink xHandle={referral.xHandle} />
                    </span>
                  </td>
                  <td className={`${styles.td} ${styles.nowrap}`}>
                    <time dateTime={referral.joinedAt}>
                      {formatDateTime(referral.joinedAt, 'en-US', { dateStyle: 'medium' })}
                    </time>
                  </td>
                  <td className={styles.td}>
                    <span className={styles.status[referral.status]}>
                      {REFERRAL_STATUS_LABELS[referral.status]}
                    </span>
                  </td>
                  <td className={`${styles.td} ${styles.reason}`}>
                    {referral.status === 'pending' ? (referral.pendingReason ?? 'Finish signing up') : '–'}
                  </td>
                  <td className={`${styles.td} ${styles.numeric}`}>{formatDecimal(referral.rewards)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        {query.isError && (
          <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        )}
        <Pagination label="Referral pages" page={page} pageSize={pageSize} total={total} onPage={onPage} />
      </>
    )
  }
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        Friends you invited
      </h2>
      {body}
    </section>
  )
}
