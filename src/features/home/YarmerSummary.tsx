import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import type { UserInfo } from '@/api/user'
import { fillIsolated, slots } from '@/i18n/fill'
import { useI18n } from '@/i18n/useI18n'
import { formatNumber, shortenNumber } from '@/lib/format'
import * as styles from './HomePage.css'

// Only activated users see it, below their figures: it loads after the page, not with it.
const RankHistory = lazy(() =>
  import('@/features/boards/RankHistory').then((module) => ({ default: module.RankHistory })),
)

export interface YarmerSummaryProps {
  user: UserInfo
}

export function YarmerSummary({ user }: YarmerSummaryProps) {
  const { t, tn, locale } = useI18n()
  const yarmer = user.yarmer
  const change = yarmer?.rankChange ?? 0
  // Both plural messages take the same {count}, the number formatted for the language.
  const changeText =
    change === 0
      ? t('home.noChange')
      : tn<'home.placesUp_other'>(change > 0 ? 'home.placesUp' : 'home.placesDown', Math.abs(change), {
          count: formatNumber(Math.abs(change), locale),
        })
  return (
    <section className={styles.card} aria-labelledby="summary-title">
      <h2 id="summary-title" className={styles.cardTitle}>
        {fillIsolated(t('home.welcomeBack', slots('handle')), { handle: `@${user.xHandle}` })}
      </h2>
      {yarmer ? (
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt className={styles.statLabel}>{t('home.yarmerRank')}</dt>
            <dd className={styles.statValue}>
              {t('home.rankValue', { rank: formatNumber(yarmer.rank, locale) })}
            </dd>
          </div>
          <div className={styles.stat}>
            <dt className={styles.statLabel}>{t('home.score')}</dt>
            <dd className={styles.statValue}>{shortenNumber(yarmer.score, locale)}</dd>
          </div>
          <div className={styles.stat}>
            <dt className={styles.statLabel}>{t('home.thisWeek')}</dt>
            <dd className={styles.statValue}>{changeText}</dd>
          </div>
        </dl>
      ) : (
        <p>{t('home.notRanked')}</p>
      )}
      {/* The headline board's timeframe, as the summary above. */}
      <Suspense fallback={null}>
        <RankHistory xId={user.xId} timeframe="30d" />
      </Suspense>
      <nav aria-label={t('home.shortcuts')} className={styles.shortcuts}>
        <Link className={styles.shortcut} to="/yarmerboard">
          {t('home.shortcutYarmerboard')}
        </Link>
        <Link className={styles.shortcut} to="/pre-yarms">
          {t('home.shortcutPreYarms')}
        </Link>
        <Link className={styles.shortcut} to="/yarms">
          {t('home.shortcutYarms')}
        </Link>
        <Link className={styles.shortcut} to="/my-referrals">
          {t('home.shortcutReferrals')}
        </Link>
      </nav>
    </section>
  )
}
