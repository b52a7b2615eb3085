import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import type { RankHistory as History, Timeframe } from '@/api/yarmerboard'
import { useI18n } from '@/i18n/useI18n'
import { formatDateTime, formatNumber, shortenNumber } from '@/lib/format'
import { visuallyHidden } from '@/styles/utils.css'
import { boardQueries } from './queries'
import * as styles from './RankHistory.css'
import '@/i18n/lazy/boards'

const WIDTH = 240
const HEIGHT = 56
const PAD = 6

/** The week a person ranked best (lowest rank; the latest of equal ones), or undefined if never ranked. */
export function bestWeek(items: History['items']): History['items'][number] | undefined {
  let best: History['items'][number] | undefined
  for (const item of items)
    if (item.rank !== null && (!best || item.rank <= (best.rank ?? Infinity))) best = item
  return best
}

/** Chart points: week by week left to right, rank 1 at the top; weeks off the board are left out. */
export function chartPoints(items: History['items']): { x: number; y: number; index: number }[] {
  const ranks = items.flatMap((item) => (item.rank === null ? [] : [item.rank]))
  if (ranks.length === 0) return []
  const [top, bottom] = [Math.min(...ranks), Math.max(...ranks)]
  const span = Math.max(1, bottom - top)
  const step = items.length > 1 ? (WIDTH - 2 * PAD) / (items.length - 1) : 0
  return items.flatMap((item, index) =>
    item.rank === null
      ? []
      : [{ index, x: PAD + index * step, y: PAD + ((item.rank - top) / span) * (HEIGHT - 2 * PAD) }],
  )
}

export interface RankHistoryProps {
  xId: string
  timeframe: Timeframe
}

/** From the persisted cache when offline; nothing at all while it loads or when it cannot (the rest of the card says where they stand). */
export function RankHistory({ xId, timeframe }: RankHistoryProps) {
  const { t, locale } = useI18n()
  const titleId = useId()
  const query = useQuery(boardQueries.history(xId, timeframe))
  if (!query.data) return null
  const { items } = query.data
  const best = bestWeek(items)
  const latest = items.at(-1)
  const week = (iso: string) => formatDateTime(iso, locale, { month: 'short', day: 'numeric' })
  const summary =
    best && latest?.rank
      ? t('boards.historySummary', {
          rank: formatNumber(latest.rank, locale),
          best: formatNumber(best.rank ?? 0, locale),
          week: week(best.weekOf),
        })
      : t('boards.historyNotRanked')
  const points = chartPoints(items)
  const bestPoint = best ? points.find((point) => items[point.index] === best) : undefined
  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <figcaption id={titleId} className={styles.heading}>
        {t('boards.historyTitle')}
      </figcaption>
      {points.length > 1 && (
        <svg
          className={styles.chart}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={summary}
          preserveAspectRatio="none"
        >
          <polyline className={styles.line} points={points.map(({ x, y }) => `${x},${y}`).join(' ')} />
          {points.map(({ x, y, index }) =>
            bestPoint?.index === index ? null : (
              <circle key={index} className={styles.point} cx={x} cy={y} r={2} />
            ),
          )}
          {bestPoint && <circle className={styles.best} cx={bestPoint.x} cy={bestPoint.y} r={4.5} />}
        </svg>
      )}
      <p className={styles.summary}>{summary}</p>
      <table className={visuallyHidden}>
        <caption>{t('boards.historyTable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('boards.historyColWeek')}</th>
            <th scope="col">{t('boards.historyColRank')}</th>
            <th scope="col">{t('boards.historyColScore')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.weekOf}>
              <th scope="row">
                <time dateTime={item.weekOf}>{week(item.weekOf)}</time>
                {item === best && ` (${t('boards.historyBest')})`}
              </th>
              <td>
                {item.rank === null
                  ? t('boards.historyOffBoard')
                  : t('boards.rankNumber', { rank: formatNumber(item.rank, locale) })}
              </td>
              <td>{shortenNumber(item.score, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
