import { useEffect, useState } from 'react'
import { fill, slots } from '@/i18n/fill'
import { useI18n } from '@/i18n/useI18n'
import { formatDateTime, formatNumber } from '@/lib/format'
import * as styles from './UpdateNews.css'
import '@/i18n/lazy/boards'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** Lets a tick land just past the change it waits for, never just before it. */
const TICK_SLACK_MS = 20

/** "2 days, 5 hr, 12 min" down to the minute; "42 sec" in the last minute; null once it is due. */
export function countdownText(left: number, locale: string): string | null {
  if (left < SECOND) return null
  const unit = (value: number, name: 'day' | 'hour' | 'minute' | 'second') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value)
  if (left < MINUTE) return unit(Math.floor(left / SECOND), 'second')
  const days = Math.floor(left / DAY)
  const hours = Math.floor((left % DAY) / HOUR)
  const minutes = Math.floor((left % HOUR) / MINUTE)
  const parts = [
    ...(days > 0 ? [unit(days, 'day')] : []),
    ...(hours > 0 ? [unit(hours, 'hour')] : []),
    ...(minutes > 0 || (days === 0 && hours === 0) ? [unit(minutes, 'minute')] : []),
  ]
  return new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(parts)
}

/** When the countdown's text changes next: at the next whole minute left, or second in the last minute. */
export function nextTickIn(left: number): number | null {
  if (left < SECOND) return null
  return (left < MINUTE ? left % SECOND : left % MINUTE) + TICK_SLACK_MS
}

/** Now, again whenever the countdown to `target` changes its text; asleep while the page is hidden. */
function useCountdownNow(target: number): number {
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const tick = () => {
      clearTimeout(timer)
      if (document.visibilityState === 'hidden') return
      const at = Date.now()
      setNow(at)
      const delay = nextTickIn(target - at)
      if (delay !== null) timer = setTimeout(tick, delay)
    }
    tick()
    document.addEventListener('visibilitychange', tick)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', tick)
    }
  }, [target])
  return now
}

export interface UpdateNewsProps {
  /** Places the user moved since their last visit (+ up, − down); null: nothing to compare with. */
  move: number | null
  /** The board's next weekly update. */
  nextUpdateAt: string | undefined
}

/** On the You card, loaded after it: the move since the last visit, and the next update counted down. */
export function UpdateNews({ move, nextUpdateAt }: UpdateNewsProps) {
  const { t, tn, locale } = useI18n()
  const amount = formatNumber(Math.abs(move ?? 0), locale)
  return (
    <div className={styles.news}>
      {move !== null && (
        <p className={styles.move[move > 0 ? 'up' : move < 0 ? 'down' : 'same']}>
          {move === 0
            ? t('boards.youSinceVisitSame')
            : tn<'boards.youSinceVisitUp_other'>(
                move > 0 ? 'boards.youSinceVisitUp' : 'boards.youSinceVisitDown',
                Math.abs(move),
                { count: amount },
              )}
        </p>
      )}
      {nextUpdateAt && <NextUpdate at={nextUpdateAt} />}
    </div>
  )
}

function NextUpdate({ at }: { at: string }) {
  const { t, locale } = useI18n()
  const target = Date.parse(at)
  const now = useCountdownNow(target)
  const left = countdownText(target - now, locale)
  return (
    <p className={styles.next}>
      {left === null
        ? t('boards.nextUpdateDue')
        : fill(t('boards.nextUpdateIn', slots('time')), {
            time: (
              <time dateTime={at} title={formatDateTime(at, locale)}>
                {left}
              </time>
            ),
          })}
    </p>
  )
}
