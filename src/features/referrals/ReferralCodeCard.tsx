import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { ReferralInfo } from '@/api/referrals'
import { config } from '@/config'
import { fill, slots } from '@/i18n/fill'
import { useI18n } from '@/i18n/useI18n'
import { formatPercent } from '@/lib/format'
import { xIntentUrl } from '@/lib/xIntent'
import { button } from '@/ui/Button/Button.css'
import { CopyButton } from './CopyButton'
import * as styles from './MyReferralsPage.css'
import '@/i18n/lazy/referrals'

export interface ReferralCodeCardProps {
  info: Pick<ReferralInfo, 'code' | 'rules'>
}

/** The link a friend opens; the Home page's activation reads `ref` to fill in the invite code. */
function referralLink(code: string): string {
  return `${config.siteUrl}/?ref=${encodeURIComponent(code)}`
}

export function ReferralCodeCard({ info }: ReferralCodeCardProps) {
  const { t, locale } = useI18n()
  const titleId = useId()
  const linkId = useId()
  const { code } = info
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('referrals.codeTitle')}
      </h2>
      {code ? (
        <>
          <div className={styles.row}>
            <span className={styles.code}>{code}</span>
            <CopyButton text={code} label={t('referrals.copyCode')} />
          </div>
          <label htmlFor={linkId} className={styles.label}>
            {t('referrals.inviteLink')}
          </label>
          <div className={styles.row}>
            <input
              id={linkId}
              className={styles.field}
              readOnly
              value={referralLink(code)}
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton text={referralLink(code)} label={t('referrals.copyLink')} />
            <a
              className={button({ variant: 'primary', size: 'small' })}
              href={xIntentUrl(t('referrals.shareText', { code, link: referralLink(code) }))}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('referrals.shareOnX')}
            </a>
          </div>
          <p className={styles.muted}>
            {t('referrals.rewardRateText', { rate: formatPercent(info.rules.rewardRate, locale, 1) })}
          </p>
        </>
      ) : (
        <p className={styles.muted}>
          {fill(t('referrals.noCode', slots('home')), {
            home: (
              <Link to="/" className={styles.link}>
                {t('referrals.homeLink')}
              </Link>
            ),
          })}
        </p>
      )}
    </section>
  )
}
