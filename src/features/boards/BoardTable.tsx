import { useEffect, useState } from 'react'
import type { BoardRow } from '@/api/yarmerboard'
import { useI18n } from '@/i18n/useI18n'
import { formatNumber, formatPercent, shortenNumber } from '@/lib/format'
import { isSameHandle } from '@/lib/xHandle'
import { visuallyHidden } from '@/styles/utils.css'
import { ScrollRegion } from '@/ui/ScrollRegion/ScrollRegion'
import * as styles from './BoardTable.css'
import { RankChange } from './RankChange'
import { YarmerCell } from './YarmerCell'
import '@/i18n/lazy/boards'

export interface BoardTableProps {
  caption: string
  rows: readonly BoardRow[]
  myHandle?: string | null
  busy?: boolean
  /** Places moved since the user's last visit, by lower-case handle (useSinceLastVisit). */
  moves?: ReadonlyMap<string, number>
}

/** Rows drawn in the first render: a phone's first screen shows fewer. */
export const FIRST_ROWS = 10
const MORE_ROWS = 10

/** The first screen's rows at once, the rest a few at a time in later tasks, so 50 rows do not make one long task. */
function useRowsDrawn(total: number): number {
  const [drawn, setDrawn] = useState(FIRST_ROWS)
  useEffect(() => {
    if (drawn >= total) return
    const timer = setTimeout(() => setDrawn((count) => count + MORE_ROWS), 0)
    return () => clearTimeout(timer)
  }, [drawn, total])
  return Math.min(drawn, total)
}

export function BoardTable({ caption, rows, myHandle, busy = false, moves }: BoardTableProps) {
  const { t, locale } = useI18n()
  const drawn = useRowsDrawn(rows.length)
  return (
    <ScrollRegion label={caption} className={styles.scroller} busy={busy}>
      <table className={styles.table}>
        <caption className={visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${styles.th} ${styles.stickyRank}`}>
              {t('boards.colRank')}
            </th>
            <th scope="col" className={`${styles.th} ${styles.stickyName}`}>
              {t('boards.colYarmer')}
            </th>
            <th scope="col" className={styles.th}>
              {t('boards.colChange')}
            </th>
            <th scope="col" className={`${styles.th} ${styles.numeric}`}>
              {t('boards.colScore')}
            </th>
            <th scope="col" className={`${styles.th} ${styles.numeric}`}>
              {t('boards.colMindshare')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, drawn).map((row) => {
            const isMe = isSameHandle(row.xHandle, myHandle)
            return (
              <tr
                key={`${row.rank}-${row.xHandle}`}
                className={isMe ? styles.mine : undefined}
                aria-current={isMe || undefined}
              >
                <td className={`${styles.td} ${styles.stickyRank}`}>{formatNumber(row.rank, locale)}</td>
                <td className={`${styles.td} ${styles.stickyName}`}>
                  <YarmerCell xHandle={row.xHandle} xName={row.xName} isMe={isMe} />
                </td>
                <td className={styles.td}>
                  <RankChange change={row.rankChange} isNew={row.isNew} />
                  <SinceLastVisit move={moves?.get(row.xHandle.toLowerCase())} />
                </td>
                <td className={`${styles.td} ${styles.numeric}`}>{shortenNumber(row.score, locale)}</td>
                <td className={`${styles.td} ${styles.numeric}`}>{formatPercent(row.mindshare, locale)}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </ScrollRegion>
  )
}

/** ↑3 / ↓2 beside the week's change: the move since the user's last visit, read out in full. */
function SinceLastVisit({ move }: { move: number | undefined }) {
  const { t, locale } = useI18n()
  if (!move) return null
  const amount = formatNumber(Math.abs(move), locale)
  const spoken = t(move > 0 ? 'boards.sinceVisitUp' : 'boards.sinceVisitDown', { amount })
  return (
    <span className={styles.sinceVisit} title={spoken}>
      <span aria-hidden="true">{`${move > 0 ? '↑' : '↓'}${amount}`}</span>
      <span className={visuallyHidden}>{spoken}</span>
    </span>
  )
}
