import { useId, useState } from 'react'
import type { Yarm } from '@/api/projects'
import { XProfileLink } from '@/features/boards/XProfileLink'
import { useI18n } from '@/i18n/useI18n'
import { formatAmount, ratio } from '@/lib/amount'
import { formatNumber, formatPercent } from '@/lib/format'
import { isSameHandle } from '@/lib/xHandle'
import { visuallyHidden } from '@/styles/utils.css'
import { Button } from '@/ui/Button/Button'
import { Meter } from '@/ui/Meter/Meter'
import * as styles from './YarmCard.css'
import '@/i18n/lazy/projects'

/** Rows shown before "Show all": enough to see the top, short enough to see the next card. */
const COLLAPSED_ROWS = 5

export interface TopYarmersProps {
  yarm: Pick<Yarm, 'topYarmers' | 'asset' | 'project'>
  myHandle: string | null
}

export function TopYarmers({ yarm, myHandle }: TopYarmersProps) {
  const { t, locale } = useI18n()
  const [expanded, setExpanded] = useState(false)
  const tableId = useId()
  const { topYarmers, asset } = yarm
  if (topYarmers.length === 0) return <p className={styles.muted}>{t('projects.topYarmersLater')}</p>
  const rows = expanded ? topYarmers : topYarmers.slice(0, COLLAPSED_ROWS)
  return (
    <div className={styles.column}>
      <table id={tableId} className={styles.table}>
        <caption className={styles.caption}>{t('projects.topYarmers')}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.th}>
              {t('projects.colRank')}
            </th>
            <th scope="col" className={styles.th}>
              {t('projects.colYarmer')}
            </th>
            <th scope="col" className={`${styles.th} ${styles.numeric}`}>
              {t('projects.colFilled', { symbol: asset.symbol })}
            </th>
            <th scope="col" className={`${styles.th} ${styles.wideOnly}`}>
              <span className={visuallyHidden}>{t('projects.colAllocationFilled')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const filled = ratio(row.filled, row.allocationCap)
            const isMe = isSameHandle(row.xHandle, myHandle)
            return (
              <tr
                key={row.rank}
                aria-current={isMe || undefined}
                className={isMe ? styles.strong : undefined}
              >
                <td className={styles.td}>{formatNumber(row.rank, locale)}</td>
                <td className={styles.td}>
                  <XProfileLink xHandle={row.xHandle} />
                  {isMe && ` ${t('projects.you')}`}
                </td>
                <td className={`${styles.td} ${styles.numeric}`}>
                  {formatAmount(row.filled, locale)} / {formatAmount(row.allocationCap, locale)}
                </td>
                <td className={`${styles.td} ${styles.barCell} ${styles.wideOnly}`}>
                  <Meter
                    value={filled}
                    label={t('projects.allocationFilledBy', { handle: row.xHandle })}
                    valueText={formatPercent(filled, locale, 0)}
                    tone="success"
                  />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      {topYarmers.length > COLLAPSED_ROWS && (
        <Button
          variant="ghost"
          size="small"
          className={styles.more}
          aria-expanded={expanded}
          aria-controls={tableId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded
            ? t('projects.showFewer')
            : t('projects.showAll', { count: formatNumber(topYarmers.length, locale) })}
        </Button>
      )}
    </div>
  )
}
