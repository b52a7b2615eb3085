import { useQueryClient } from '@tanstack/react-query'
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
/** Once due, the first look for the new week: the server may publish a little after the announced time. */
const DUE_FIRST_LOOK_MS = 5 * SECOND
/** Each look after that waits three times longer, up to this: an API that has not updated is not hammered. */
const DUE_LONGEST_WAIT_MS = 10 * MINUTE

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

/** 5 s, 15 s, 45 s, … up to 10 min. */
export function dueLookIn(looks: number): number {
  return Math.min(DUE_LONGEST_WAIT_MS, DUE_FIRST_LOOK_MS * 3 ** Math.max(0, looks))
}

/** Asleep while the page is hidden (updateWatch.ts looks then), starting over when it is back. */
function useLookWhenDue(due: boolean) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!due) return
    let looks = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const look = () => {
      looks++
      // The boards on screen; a standing of an older week is dropped by updateWatch when the new one comes.
      void queryClient.invalidateQueries({ queryKey: ['yarmerboard'] })
      wait()
    }
    const wait = () => {
      clearTimeout(timer)
      if (document.visibilityState !== 'hidden') timer = setTimeout(look, dueLookIn(looks))
    }
    // Back in view (perhaps hours later): a look soon, then the waits grow again.
    const onVisibility = () => {
      looks = 0
      wait()
    }
    wait()
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [queryClient, due])
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
  nextUpdateAt: string | undefined
}

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
  useLookWhenDue(left === null)
  return (
    <p className={styles.next}>
      {left === null
        ? fill(t('boards.nextUpdateDue', slots('time')), {
            time: <time dateTime={at}>{formatDateTime(at, locale)}</time>,
          })
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
