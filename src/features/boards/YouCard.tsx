import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useId, useState } from 'react'
import type { BoardRow, MyStanding, Timeframe } from '@/api/yarmerboard'
import { config } from '@/config'
import { ShareButton } from '@/features/share/ShareButton'
import type { MessageKey } from '@/i18n/catalog'
import { useI18n } from '@/i18n/useI18n'
import { formatNumber, formatPercent, shortenNumber } from '@/lib/format'
import { xIntentUrl } from '@/lib/xIntent'
import { Avatar } from '@/ui/Avatar/Avatar'
import { Button } from '@/ui/Button/Button'
import { button } from '@/ui/Button/Button.css'
import { useIsSmallScreen } from '@/ui/hooks/useIsSmallScreen'
import { QueryError } from '@/ui/LoadError/LoadError'
import { Meter } from '@/ui/Meter/Meter'
import { Skeleton } from '@/ui/Skeleton/Skeleton'
import { boardQueries } from './queries'
import { RankChange } from './RankChange'
import { XProfileLink } from './XProfileLink'
import * as styles from './YouCard.css'
import '@/i18n/lazy/boards'
import '@/i18n/lazy/share'

// Below the figures, and not needed for them: each loads after the card, not with the page.
const RankHistory = lazy(() => import('./RankHistory').then((module) => ({ default: module.RankHistory })))
const UpdateNews = lazy(() => import('./UpdateNews').then((module) => ({ default: module.UpdateNews })))

export const TIMEFRAME_NAMES = {
  '7d': 'boards.timeframeName7d',
  '30d': 'boards.timeframeName30d',
  '3m': 'boards.timeframeName3m',
  all: 'boards.timeframeNameAll',
} as const satisfies Record<Timeframe, MessageKey>

export interface YouCardProps {
  xId: string
  xHandle: string | null
  timeframe: Timeframe
  /** Places the user moved since their last visit (useSinceLastVisit); null: nothing to compare with. */
  sinceLastVisit?: number | null
  nextUpdateAt?: string
}

export function YouCard({ xId, xHandle, timeframe, sinceLastVisit = null, nextUpdateAt }: YouCardProps) {
  const { t } = useI18n()
  const titleId = useId()
  const query = useQuery(boardQueries.me(xId, timeframe))
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Avatar xHandle={xHandle} size={40} />
        <div className={styles.who}>
          <h2 id={titleId} className={styles.title}>
            {t('boards.you')}
          </h2>
          {xHandle && <XProfileLink xHandle={xHandle} />}
        </div>
      </div>
      {query.isPending ? (
        <div className={styles.breakdown} aria-hidden="true">
          <Skeleton height={48} />
          <Skeleton height={96} />
        </div>
      ) : query.isError ? (
        <QueryError query={query} />
      ) : (
        <>
          <Standing standing={query.data} xHandle={xHandle} timeframe={timeframe} />
          <Suspense fallback={null}>
            <UpdateNews move={sinceLastVisit} nextUpdateAt={nextUpdateAt} />
          </Suspense>
          <Suspense fallback={null}>
            <RankHistory xId={xId} timeframe={timeframe} />
          </Suspense>
        </>
      )}
    </section>
  )
}

function Standing({
  standing,
  xHandle,
  timeframe,
}: {
  standing: MyStanding
  xHandle: string | null
  timeframe: Timeframe
}) {
  const i18n = useI18n()
  const { t, locale } = i18n
  const { rank } = standing
  const detailsId = useId()
  // On phones the card sits above the board: the summary shows, the details wait to be asked for.
  const isSmall = useIsSmallScreen()
  const [expanded, setExpanded] = useState(!isSmall)
  if (!standing.ranked || !rank) {
    return (
      <p className={styles.muted}>{t('boards.notRanked', { timeframe: t(TIMEFRAME_NAMES[timeframe]) })}</p>
    )
  }
  const shareText = t('boards.shareRank', {
    rank: String(rank),
    timeframe: t(TIMEFRAME_NAMES[timeframe]),
    url: `${config.siteUrl}/yarmerboard`,
  })
  const breakdownTotal = standing.breakdown.reduce((sum, part) => sum + Math.max(0, part.value), 0)
  const me: BoardRow = {
    rank,
    rankChange: standing.rankChange ?? 0,
    isNew: false,
    xHandle: xHandle ?? '',
    xName: t('boards.you'),
    score: standing.score,
    mindshare: standing.mindshare,
  }
  return (
    <>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{t('boards.statRank')}</dt>
          <dd className={styles.statValue}>
            {t('boards.rankNumber', { rank: formatNumber(rank, locale) })}
            <RankChange change={standing.rankChange ?? 0} />
          </dd>
        </div>
        {typeof standing.percentile === 'number' && (
          <div className={styles.stat}>
            <dt className={styles.statLabel}>{t('boards.statAheadOf')}</dt>
            <dd className={styles.statValue}>{formatPercent(standing.percentile / 100, locale, 1)}</dd>
          </div>
        )}
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{t('boards.statScore')}</dt>
          <dd className={styles.statValue}>{shortenNumber(standing.score, locale)}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{t('boards.statMindshare')}</dt>
          <dd className={styles.statValue}>{formatPercent(standing.mindshare, locale)}</dd>
        </div>
      </dl>

      <div className={styles.actions}>
        <a
          className={button({ variant: 'secondary', size: 'small' })}
          href={xIntentUrl(shareText)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('boards.shareOnX')}
        </a>
        {xHandle && (
          <ShareButton
            title={t('share.shareRank')}
            request={() =>
              import('@/features/share/requests').then(({ rankShareRequest }) =>
                rankShareRequest(i18n, {
                  xHandle,
                  rank,
                  rankChange: standing.rankChange ?? 0,
                  score: standing.score,
                  timeframe: t(TIMEFRAME_NAMES[timeframe]),
                  updatedAt: standing.updatedAt,
                  text: shareText,
                }),
              )
            }
          />
        )}
        {isSmall && (
          <Button
            variant="ghost"
            size="small"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? t('boards.hideDetails') : t('boards.showDetails')}
          </Button>
        )}
      </div>

      <div id={detailsId} hidden={!expanded} className={styles.details}>
        {standing.breakdown.length > 0 && (
          <div>
            <h3 className={styles.subheading}>{t('boards.breakdown')}</h3>
            <ul className={styles.breakdown}>
              {standing.breakdown.map((part) => (
                <li key={part.key} className={styles.breakdownItem}>
                  <span className={styles.breakdownLine}>
                    <span>{part.label}</span>
                    <span>{shortenNumber(part.value, locale)}</span>
                  </span>
                  <Meter
                    value={breakdownTotal > 0 ? part.value / breakdownTotal : 0}
                    label={part.label}
                    valueText={t('boards.breakdownShare', {
                      percent: formatPercent(breakdownTotal > 0 ? part.value / breakdownTotal : 0, locale, 0),
                    })}
                  />
                </li>
              ))}
            </ul>
          </div>
        )}

        <Neighbours above={standing.neighbors.above} me={me} below={standing.neighbors.below} />
      </div>
    </>
  )
}

function Neighbours({ above, me, below }: { above: BoardRow[]; me: BoardRow; below: BoardRow[] }) {
  const { t, locale } = useI18n()
  if (above.length === 0 && below.length === 0) return null
  const rows = [...above, me, ...below]
  return (
    <table className={styles.neighbours}>
      <caption className={styles.caption}>{t('boards.aroundYou')}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.neighbourHead}>
            {t('boards.colRank')}
          </th>
          <th scope="col" className={styles.neighbourHead}>
            {t('boards.colYarmer')}
          </th>
          <th scope="col" className={styles.neighbourHead}>
            {t('boards.colScore')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const isMe = row === me
          return (
            <tr
              key={row.rank}
              className={isMe ? styles.neighbourMe : undefined}
              aria-current={isMe || undefined}
            >
              <td className={styles.neighbourCell}>{formatNumber(row.rank, locale)}</td>
              <td className={styles.neighbourCell}>
                {isMe ? t('boards.you') : <XProfileLink xHandle={row.xHandle} />}
              </td>
              <td className={styles.neighbourCell}>{shortenNumber(row.score, locale)}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
