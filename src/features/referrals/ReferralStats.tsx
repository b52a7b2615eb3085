import type { ReferralInfo } from '@/api/referrals'
import { useI18n } from '@/i18n/useI18n'
import { formatNumber, formatPercent } from '@/lib/format'
import * as styles from './MyReferralsPage.css'
import '@/i18n/lazy/referrals'

export interface ReferralStatsProps {
  info: Pick<ReferralInfo, 'stats' | 'rules'>
}

export function ReferralStats({ info }: ReferralStatsProps) {
  const { t, locale } = useI18n()
  const { stats } = info
  const items = [
    { label: t('referrals.statInvited'), value: formatNumber(stats.invited, locale) },
    { label: t('referrals.statActivated'), value: formatNumber(stats.activated, locale) },
    { label: t('referrals.statDeposited'), value: formatNumber(stats.deposited, locale) },
    { label: t('referrals.statRewardRate'), value: formatPercent(info.rules.rewardRate, locale, 1) },
  ]
  return (
    <dl className={styles.stats} aria-label={t('referrals.stats')}>
      {items.map((item) => (
        <div key={item.label} className={styles.stat}>
          <dt className={styles.statLabel}>{item.label}</dt>
          <dd className={styles.statValue}>{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}
