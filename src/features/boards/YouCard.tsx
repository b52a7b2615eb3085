import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { BoardRow, MyStanding, Timeframe } from '@/api/yarmerboard'
import { config } from '@/config'
import { formatNumber, formatPercent, shortenNumber } from '@/lib/format'
import { Avatar } from '@/ui/Avatar/Avatar'
import { Button } from '@/ui/Button/Button'
import { button } from '@/ui/Button/Button.css'
import { useIsSmallScreen } from '@/ui/hooks/useIsSmallScreen'
import { LoadError } from './LoadError'
import { Meter } from './Meter'
import { boardQueries } from './queries'
import { RankChange } from './RankChange'
import { Skeleton } from './Skeleton'
import { xIntentUrl } from './share'
import { XProfileLink } from './XProfileLink'
import * as styles from './YouCard.css'

export const TIMEFRAME_NAMES: Record<Timeframe, string> = {
  '7d': '7 days',
  '30d': '30 days',
  '3m': '3 months',
  all: 'all time',
}

export interface YouCardProps {
  xId: string
  xHandle: string | null
  timeframe: Timeframe
}

function shareRankText(rank: number, timeframe: Timeframe): string {
  return `I'm #${rank} on the Yarm Yarmerboard (${TIMEFRAME_NAMES[timeframe]}). Your Voice becomes Your Yield. ${config.siteUrl}/yarmerboard`
}

/** The signed-in user's standing, pinned beside the board: rank, change, percentile, score and neighbours. */
export function YouCard({ xId, xHandle, timeframe }: YouCardProps) {
  const titleId = useId()
  const query = useQuery(boardQueries.me(xId, timeframe))
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Avatar xHandle={xHandle} size={40} />
        <div className={styles.who}>
          <h2 id={titleId} className={styles.title}>
            You
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
        <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <Standing standing={query.data} xHandle={xHandle} timeframe={timeframe} />
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
  const { rank } = standing
  const detailsId = useId()
  // On phones the card sits above the board: the summary shows, the details wait to be asked for.
  const isSmall = useIsSmallScreen()
  const [expanded, setExpanded] = useState(!isSmall)
  if (!standing.ranked || !rank) {
    return (
      <p className={styles.muted}>
        You're not ranked on the {TIMEFRAME_NAMES[timeframe]} board yet. Post about the projects you follow on
        X: the board is recomputed every Monday.
      </p>
    )
  }
  const breakdownTotal = standing.breakdown.reduce((sum, part) => sum + Math.max(0, part.value), 0)
  const me: BoardRow = {
    rank,
    rankChange: standing.rankChange ?? 0,
    isNew: false,
    xHandle: xHandle ?? '',
    xName: 'You',
    score: standing.score,
    mindshare: standing.mindshare,
  }
  return (
    <>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>Rank</dt>
          <dd className={styles.statValue}>
            #{formatNumber(rank)}
            <RankChange change={standing.rankChange ?? 0} />
          </dd>
        </div>
        {typeof standing.percentile === 'number' && (
          <div className={styles.stat}>
            <dt className={styles.statLabel}>Ahead of</dt>
            <dd className={styles.statValue}>{formatPercent(standing.percentile / 100, 'en-US', 1)}</dd>
          </div>
        )}
        <div className={styles.stat}>
          <dt className={styles.statLabel}>Score</dt>
          <dd className={styles.statValue}>{shortenNumber(standing.score)}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>Mindshare</dt>
          <dd className={styles.statValue}>{formatPercent(standing.mindshare)}</dd>
        </div>
      </dl>

      <div className={styles.actions}>
        <a
          className={button({ variant: 'secondary', size: 'small' })}
          href={xIntentUrl(shareRankText(rank, timeframe))}
          target="_blank"
          rel="noopener noreferrer"
        >
          Share on X
        </a>
        {isSmall && (
          <Button
            variant="ghost"
            size="small"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? 'Hide details' : 'Score and neighbours'}
          </Button>
        )}
      </div>

      <div id={detailsId} hidden={!expanded} className={styles.details}>
        {standing.breakdown.length > 0 && (
          <div>
            <h3 className={styles.subheading}>Score breakdown</h3>
            <ul className={styles.breakdown}>
              {standing.breakdown.map((part) => (
                <li key={part.key} className={styles.breakdownItem}>
                  <span className={styles.breakdownLine}>
                    <span>{part.label}</span>
                    <span>{shortenNumber(part.value)}</span>
                  </span>
                  <Meter
                    value={breakdownTotal > 0 ? part.value / breakdownTotal : 0}
                    label={part.label}
                    valueText={`${formatPercent(breakdownTotal > 0 ? part.value / breakdownTotal : 0, 'en-US', 0)} of your score`}
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
  if (above.length === 0 && below.length === 0) return null
  const rows = [...above, me, ...below]
  return (
    <table className={styles.neighbours}>
      <caption className={styles.caption}>Around you</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.neighbourHead}>
            Rank
          </th>
          <th scope="col" className={styles.neighbourHead}>
            Yarmer
          </th>
          <th scope="col" className={styles.neighbourHead}>
            Score
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
              <td className={styles.neighbourCell}>{formatNumber(row.rank)}</td>
              <td className={styles.neighbourCell}>
                {isMe ? 'You' : <XProfileLink xHandle={row.xHandle} />}
              </td>
              <td className={styles.neighbourCell}>{shortenNumber(row.score)}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
