import type { ReferralInfo } from '@/api/referrals'
import { formatNumber, formatPercent } from '@/lib/format'
import * as styles from './MyReferralsPage.css'

export interface ReferralStatsProps {
  info: Pick<ReferralInfo, 'stats' | 'rules'>
}

/** Invited, activated, deposited, and the reward rate, as large numbers. */
export function ReferralStats({ info }: ReferralStatsProps) {
  const { stats } = info
  const items = [
    { label: 'Invited', value: formatNumber(stats.invited) },
    { label: 'Activated', value: formatNumber(stats.activated) },
    { label: 'Deposited', value: formatNumber(stats.deposited) },
    { label: 'Reward rate', value: formatPercent(info.rules.rewardRate, 'en-US', 1) },
  ]
  return (
    <dl className={styles.stats} aria-label="Referral stats">
      {items.map((item) => (
        <div key={item.label} className={styles.stat}>
          <dt className={styles.statLabel}>{item.label}</dt>
          <dd className={styles.statValue}>{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}
