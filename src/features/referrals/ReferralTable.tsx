import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { type ReactNode, useId } from 'react'
import type { ReferralStatus } from '@/api/referrals'
import { XProfileLink } from '@/features/boards/XProfileLink'
import type { MessageKey } from '@/i18n/catalog'
import { useI18n } from '@/i18n/useI18n'
import { formatDecimal } from '@/lib/amount'
import { formatDateTime, formatNumber } from '@/lib/format'
import { Avatar } from '@/ui/Avatar/Avatar'
import { Button } from '@/ui/Button/Button'
import { EmptyState } from '@/ui/EmptyState/EmptyState'
import { QueryError } from '@/ui/LoadError/LoadError'
import { Pagination } from '@/ui/Pagination/Pagination'
import { ScrollRegion } from '@/ui/ScrollRegion/ScrollRegion'
import { Skeleton } from '@/ui/Skeleton/Skeleton'
import * as styles from './MyReferralsPage.css'
import { referralQueries } from './queries'
import '@/i18n/lazy/referrals'

const REFERRAL_STATUS_LABELS = {
  pending: 'referrals.statusPending',
  activated: 'referrals.statusActivated',
  deposited: 'referrals.statusDeposited',
  rejected: 'referrals.statusRejected',
} as const satisfies Record<ReferralStatus, MessageKey>

export interface ReferralTableProps {
  xId: string
  page: number
  onPage: (page: number) => void
}

export function ReferralTable({ xId, page, onPage }: ReferralTableProps) {
  const { t, locale } = useI18n()
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
    body = <QueryError query={query} />
  } else if (query.data.total === 0) {
    body = <EmptyState title={t('referrals.noFriendsTitle')}>{t('referrals.noFriendsText')}</EmptyState>
  } else if (query.data.items.length === 0) {
    body = (
      <EmptyState
        title={t('referrals.noPageTitle', { page: formatNumber(page, locale, { useGrouping: false }) })}
        action={
          <Button variant="secondary" size="small" onClick={() => onPage(1)}>
            {t('referrals.firstPage')}
          </Button>
        }
      />
    )
  } else {
    const { items, total, pageSize } = query.data
    body = (
      <>
        <ScrollRegion
          label={t('referrals.friendsTable')}
          className={styles.scroller}
          busy={query.isPlaceholderData}
        >
          <table className={styles.table} aria-labelledby={titleId}>
            <thead>
              <tr>
                <th scope="col" className={`${styles.th} ${styles.sticky}`}>
                  {t('referrals.colFriend')}
                </th>
                <th scope="col" className={styles.th}>
                  {t('referrals.colJoined')}
                </th>
                <th scope="col" className={styles.th}>
                  {t('referrals.colStatus')}
                </th>
                <th scope="col" className={styles.th}>
                  {t('referrals.colToDo')}
                </th>
                <th scope="col" className={`${styles.th} ${styles.numeric}`}>
                  {t('referrals.colRewards')}
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
                      {formatDateTime(referral.joinedAt, locale, { dateStyle: 'medium' })}
                    </time>
                  </td>
                  <td className={styles.td}>
                    <span className={styles.status[referral.status]}>
                      {t(REFERRAL_STATUS_LABELS[referral.status])}
                    </span>
                  </td>
                  <td className={`${styles.td} ${styles.reason}`}>
                    {referral.status === 'pending'
                      ? (referral.pendingReason ?? t('referrals.finishSigningUp'))
                      : '–'}
                  </td>
                  <td className={`${styles.td} ${styles.numeric}`}>
                    {formatDecimal(referral.rewards, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        {query.isError && <QueryError query={query} />}
        <Pagination
          label={t('referrals.pages')}
          page={page}
          pageSize={pageSize}
          total={total}
          onPage={onPage}
        />
      </>
    )
  }
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('referrals.friends')}
      </h2>
      {body}
    </section>
  )
}
