import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { ReferralInfo } from '@/api/referrals'
import { config } from '@/config'
import { xIntentUrl } from '@/features/boards/share'
import { formatPercent } from '@/lib/format'
import { button } from '@/ui/Button/Button.css'
import { CopyButton } from './CopyButton'
import * as styles from './MyReferralsPage.css'

export interface ReferralCodeCardProps {
  info: Pick<ReferralInfo, 'code' | 'rules'>
}

/** The link a friend opens; the Home page's activation reads `ref` to fill in the invite code. */
function referralLink(code: string): string {
  return `${config.siteUrl}/?ref=${encodeURIComponent(code)}`
}

/** The user's own code with Copy, and a link to share (Copy, Share on X); or how to get a code. */
export function ReferralCodeCard({ info }: ReferralCodeCardProps) {
  const titleId = useId()
  const linkId = useId()
  const { code } = info
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        Your referral code
      </h2>
      {code ? (
        <>
          <div className={styles.row}>
            <span className={styles.code}>{code}</span>
            <CopyButton text={code} label="Copy code" />
          </div>
          <label htmlFor={linkId} className={styles.label}>
            Your invite link
          </label>
          <div className={styles.row}>
            <input
              id={linkId}
              className={styles.field}
              readOnly
              value={referralLink(code)}
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton text={referralLink(code)} label="Copy link" />
            <a
              className={button({ variant: 'primary', size: 'small' })}
              href={xIntentUrl(
                `I'm on Yarm, where your voice becomes your yield. Join with my code ${code}: ${referralLink(code)}`,
              )}
              target="_blank"
              rel="noopener noreferrer"
            >
              Share on X
            </a>
          </div>
          <p className={styles.muted}>
            You earn {formatPercent(info.rules.rewardRate, 'en-US', 1)} of the rewards of everyone who joins
            with your code.
          </p>
        </>
      ) : (
        <p className={styles.muted}>
          You get a referral code when your account is activated: connect and verify your wallet, then
          activate on the{' '}
          <Link to="/" className={styles.link}>
            Home page
          </Link>
          .
        </p>
      )}
    </section>
  )
}
