import { Link } from '@tanstack/react-router'
import { PageFrame } from '@/features/shell/PageFrame'
import { fill, slots } from '@/i18n/fill'
import { useI18n } from '@/i18n/useI18n'
import * as styles from './PortfolioPreview.css'
import '@/i18n/lazy/projects'

const COMING = [
  { title: 'projects.positionsTitle', text: 'projects.positionsText' },
  { title: 'projects.allocationsTitle', text: 'projects.allocationsText' },
  { title: 'projects.yieldTitle', text: 'projects.yieldText' },
  { title: 'projects.rewardsTitle', text: 'projects.rewardsText' },
] as const

/** Portfolio is off for everyone for now (spec section 6); this says what it will hold. */
export function PortfolioPreview() {
  const { t } = useI18n()
  return (
    <PageFrame title={t('projects.portfolioTitle')} lead={t('projects.portfolioLead')}>
      <ul className={styles.list}>
        {COMING.map((item) => (
          <li key={item.title} className={styles.item}>
            <h2 className={styles.title}>{t(item.title)}</h2>
            <p className={styles.text}>{t(item.text)}</p>
          </li>
        ))}
      </ul>
      <p className={styles.meanwhile}>
        {fill(t('projects.meanwhile', slots('yarms', 'referrals')), {
          yarms: (
            <Link to="/yarms" className={styles.link}>
              {t('projects.yarmsLink')}
            </Link>
          ),
          referrals: (
            <Link to="/my-referrals" className={styles.link}>
              {t('projects.referralsLink')}
            </Link>
          ),
        })}
      </p>
    </PageFrame>
  )
}
