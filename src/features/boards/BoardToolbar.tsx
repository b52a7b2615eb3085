import { useEffect, useEffectEvent, useId, useState } from 'react'
import { TIMEFRAMES, type Timeframe } from '@/api/yarmerboard'
import type { MessageKey } from '@/i18n/catalog'
import { useI18n } from '@/i18n/useI18n'
import { visuallyHidden } from '@/styles/utils.css'
import { Dropdown } from '@/ui/Dropdown/Dropdown'
import { useIsSmallScreen } from '@/ui/hooks/useIsSmallScreen'
import { SegmentedControl } from '@/ui/SegmentedControl/SegmentedControl'
import * as styles from './BoardToolbar.css'
import { SEARCH_MAX_LENGTH } from './boardSearch'
import '@/i18n/lazy/boards'

/** Typing settles for this long before the search goes to the URL (and the API). */
const SEARCH_DEBOUNCE_MS = 300

const TIMEFRAME_LABELS = {
  '7d': 'boards.timeframe7d',
  '30d': 'boards.timeframe30d',
  '3m': 'boards.timeframe3m',
  all: 'boards.timeframeAll',
} as const satisfies Record<Timeframe, MessageKey>

export interface BoardToolbarProps {
  timeframe: Timeframe
  search: string
  onTimeframe: (timeframe: Timeframe) => void
  onSearch: (search: string) => void
}

export function BoardToolbar({ timeframe, search, onTimeframe, onSearch }: BoardToolbarProps) {
  const { t } = useI18n()
  const isSmall = useIsSmallScreen()
  const timeframeOptions = TIMEFRAMES.map((key) => ({ key, label: t(TIMEFRAME_LABELS[key]) }))
  const inputId = useId()
  const [draft, setDraft] = useState(search)
  // When the URL changes under us (Back, Forward, a link), the field follows it.
  const [seen, setSeen] = useState(search)
  if (search !== seen) {
    setSeen(search)
    setDraft(search)
  }

  // A new callback from the parent must not restart the pause.
  const commit = useEffectEvent((next: string) => onSearch(next))
  useEffect(() => {
    const next = draft.trim()
    if (next === search) return
    const timer = setTimeout(() => commit(next), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [draft, search])

  return (
    <div className={styles.toolbar}>
      {isSmall ? (
        <Dropdown
          label={t('boards.timeframe')}
          options={timeframeOptions}
          value={timeframe}
          onSelect={onTimeframe}
        />
      ) : (
        <SegmentedControl
          label={t('boards.timeframe')}
          options={timeframeOptions}
          value={timeframe}
          onSelect={onTimeframe}
        />
      )}
      <label htmlFor={inputId} className={visuallyHidden}>
        {t('boards.searchLabel')}
      </label>
      <input
        id={inputId}
        type="search"
        className={styles.search}
        placeholder={t('boards.searchPlaceholder')}
        autoComplete="off"
        spellCheck={false}
        maxLength={SEARCH_MAX_LENGTH}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          // Enter searches at once instead of waiting for the pause.
          if (event.key === 'Enter' && draft.trim() !== search) onSearch(draft.trim())
        }}
      />
    </div>
  )
}
