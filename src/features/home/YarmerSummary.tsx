import { Link } from '@tanstack/react-router'
import type { UserInfo } from '@/api/user'
import { formatNumber, shortenNumber } from '@/lib/format'
import * as styles from './HomePage.css'

export interface YarmerSummaryProps {
  user: UserInfo
}

/** For activated users: where they stand this week, and where to go next. */
export function YarmerSummary({ user }: YarmerSummaryProps) {
  const yarmer = user.yarmer
  const change = yarmer?.rankChange ?? 0
  return (
    <section className={styles.card} aria-labelledby="summary-title">
      <h2 id="summary-title" className={styles.cardTitle}>
        Welcome back, @{user.xHandle}
      </h2>
      {yarmer ? (
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt className={styles.statLabel}>Yarmer rank</dt>
            <dd className={styles.statValue}>#{formatNumber(yarmer.rank)}</dd>
          </div>
          <div className={styles.stat}>
            <dt className={styles.statLabel}>Score</dt>
            <dd className={styles.statValue}>{shortenNumber(yarmer.score)}</dd>
          </div>
          <div className={styles.stat}>
            <dt className={styles.statLabel}>This week</dt>
            <dd className={styles.statValue}>
              {change === 0
                ? 'No change'
                : change > 0
                  ? `▲ ${change} places`
                  : `▼ ${Math.abs(change)} places`}
            </dd>
          </div>
        </dl>
      ) : (
        <p>You're not ranked yet this week. Keep posting about the projects you back.</p>
      )}
      <nav aria-label="Shortcuts" className={styles.shortcuts}>
        <Link className={styles.shortcut} to="/yarmerboard">
          Yarmerboard
        </Link>
        <Link className={styles.shortcut} to="/pre-yarms">
          Vote on Pre-Yarms
        </Link>
        <Link className={styles.shortcut} to="/yarms">
          Live Yarms
        </Link>
        <Link className={styles.shortcut} to="/my-referrals">
          Invite friends
        </Link>
      </nav>
    </section>
  )
}
