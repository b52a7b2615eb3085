import type { Yarm } from '@/api/projects'
import { startSignIn } from '@/features/auth/signIn'
import { Meter } from '@/features/boards/Meter'
import { formatNumber, formatPercent } from '@/lib/format'
import { Button } from '@/ui/Button/Button'
import { formatAmount, ratio } from './amount'
import * as styles from './YarmCard.css'

/** The contract: the top 25 Yarmers of a project get allocations. */
const TOP_YARMERS = 25

export interface MyAllocationProps {
  yarm: Pick<Yarm, 'me' | 'asset'>
  signedIn: boolean
}

/** The viewer's own place in a Yarm: their rank and, as a top Yarmer, their allocation and how full it is. */
export function MyAllocation({ yarm, signedIn }: MyAllocationProps) {
  if (!signedIn) {
    return (
      <section className={styles.standing} aria-label="Your standing">
        <p>Top Yarmers get an allocation in every Yarm. Connect X to see yours.</p>
        <Button size="small" className={styles.more} onClick={() => void startSignIn()}>
          Connect X to see your allocation
        </Button>
      </section>
    )
  }
  const { me, asset } = yarm
  if (!me) return null
  let text: string
  if (me.rank === null) text = "You're not on the 30-day Yarmerboard yet, so you have no allocation here."
  else if (me.isTopYarmer)
    text = `You're #${formatNumber(me.rank)}, a top Yarmer: this Yarm holds an allocation for you.`
  else
    text = `You're #${formatNumber(me.rank)} on the 30-day Yarmerboard. The top ${TOP_YARMERS} get an allocation.`
  const filled = ratio(me.filled, me.allocationCap)
  return (
    <section className={styles.standing} aria-label="Your standing">
      <p>{text}</p>
      {me.isTopYarmer && (
        <>
          <p className={styles.line}>
            <span>
              <span className={styles.strong}>{formatAmount(me.filled)}</span> of{' '}
              {formatAmount(me.allocationCap)} {asset.symbol} filled
            </span>
            <span>{formatPercent(filled, 'en-US', 0)}</span>
          </p>
          <Meter
            value={filled}
            label="Your allocation filled"
            valueText={formatPercent(filled, 'en-US', 0)}
            tone="success"
          />
        </>
      )}
    </section>
  )
}
