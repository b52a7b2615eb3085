import type { Yarm } from '@/api/projects'
import { startSignIn } from '@/features/auth/signIn'
import { fill, slots } from '@/i18n/fill'
import { useI18n } from '@/i18n/useI18n'
import { formatAmount, ratio } from '@/lib/amount'
import { formatNumber, formatPercent } from '@/lib/format'
import { Button } from '@/ui/Button/Button'
import { Meter } from '@/ui/Meter/Meter'
import * as styles from './YarmCard.css'
import '@/i18n/lazy/projects'

/** The contract: the top 25 Yarmers of a project get allocations. */
const TOP_YARMERS = 25

export interface MyAllocationProps {
  yarm: Pick<Yarm, 'me' | 'asset'>
  signedIn: boolean
}

export function MyAllocation({ yarm, signedIn }: MyAllocationProps) {
  const { t, locale } = useI18n()
  if (!signedIn) {
    return (
      <section className={styles.standing} aria-label={t('projects.yourStanding')}>
        <p>{t('projects.allocationSignedOut')}</p>
        <Button size="small" className={styles.more} onClick={() => void startSignIn()}>
          {t('projects.connectForAllocation')}
        </Button>
      </section>
    )
  }
  const { me, asset } = yarm
  if (!me) return null
  let text: string
  if (me.rank === null) text = t('projects.notOnBoard')
  else if (me.isTopYarmer) text = t('projects.topYarmer', { rank: formatNumber(me.rank, locale) })
  else
    text = t('projects.notTopYarmer', {
      rank: formatNumber(me.rank, locale),
      top: formatNumber(TOP_YARMERS, locale),
    })
  const filled = ratio(me.filled, me.allocationCap)
  return (
    <section className={styles.standing} aria-label={t('projects.yourStanding')}>
      <p>{text}</p>
      {me.isTopYarmer && (
        <>
          <p className={styles.line}>
            <span>
              {fill(t('projects.allocationFilled', slots('filled', 'cap', 'symbol')), {
                filled: <span className={styles.strong}>{formatAmount(me.filled, locale)}</span>,
                cap: formatAmount(me.allocationCap, locale),
                symbol: asset.symbol,
              })}
            </span>
            <span>{formatPercent(filled, locale, 0)}</span>
          </p>
          <Meter
            value={filled}
            label={t('projects.yourAllocationFilled')}
            valueText={formatPercent(filled, locale, 0)}
            tone="success"
          />
        </>
      )}
    </section>
  )
}
