import { useI18n } from '@/i18n/useI18n'
import { formatNumber } from '@/lib/format'
import { visuallyHidden } from '@/styles/utils.css'
import * as styles from './RankChange.css'
import '@/i18n/lazy/boards'

export interface RankChangeProps {
  change: number
  /** New on this board: there is no previous rank to compare with. */
  isNew?: boolean
}

type Direction = 'up' | 'down' | 'same' | 'new'

function rankDirection(change: number, isNew = false): Direction {
  if (isNew) return 'new'
  if (change > 0) return 'up'
  if (change < 0) return 'down'
  return 'same'
}

/** ▲ 12 / ▼ 4 / – / NEW, read out as "up 12", "down 4", "no change", "new". */
export function RankChange({ change, isNew = false }: RankChangeProps) {
  const { t, locale } = useI18n()
  const direction = rankDirection(change, isNew)
  const amount = formatNumber(Math.abs(change), locale)
  const [shown, spoken] = {
    up: [`▲ ${amount}`, t('boards.rankUp', { amount })],
    down: [`▼ ${amount}`, t('boards.rankDown', { amount })],
    same: ['–', t('boards.rankSame')],
    new: [t('boards.rankNew'), t('boards.rankNewSpoken')],
  }[direction]
  return (
    <span className={styles.change[direction]} data-direction={direction}>
      <span aria-hidden="true">{shown}</span>
      <span className={visuallyHidden}>{spoken}</span>
    </span>
  )
}
