import { useI18n } from '@/i18n/useI18n'
import { Button } from '@/ui/Button/Button'
import * as styles from './IntroPane.css'
import * as pane from './pane.css'
import '@/i18n/lazy/connect'

export const LEARN_MORE_URL = 'https://ethereum.org/en/wallets/'

export interface IntroPaneProps {
  onGetWallet: () => void
  /** Wide, the pane has its own heading; compact, the dialog title says it already. */
  showHeading: boolean
}

export function IntroPane({ onGetWallet, showHeading }: IntroPaneProps) {
  const { t } = useI18n()
  return (
    <div className={styles.intro}>
      {showHeading && <h3 className={pane.heading}>{t('connect.titleLearn')}</h3>}
      <ul className={styles.points}>
        <li className={styles.point}>
          <span className={styles.badge} aria-hidden="true">
            <svg
              aria-hidden="true"
              width="22"
              height="22"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <rect x="3" y="6" width="18" height="13" rx="3" />
              <path d="M16 12.5h2M3 9h18" strokeLinecap="round" />
            </svg>
          </span>
          <p className={styles.pointTitle}>{t('connect.introHomeTitle')}</p>
          <p className={pane.text}>{t('connect.introHomeText')}</p>
        </li>
        <li className={styles.point}>
          <span className={styles.badge} aria-hidden="true">
            <svg
              aria-hidden="true"
              width="22"
              height="22"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <circle cx="8" cy="12" r="4" />
              <path d="M12 12h9M18 12v3M21 12v2" strokeLinecap="round" />
            </svg>
          </span>
          <p className={styles.pointTitle}>{t('connect.introLoginTitle')}</p>
          <p className={pane.text}>{t('connect.introLoginText')}</p>
        </li>
      </ul>
      <div className={pane.actions}>
        <Button onClick={onGetWallet}>{t('connect.titleGet')}</Button>
        <a
          className={pane.link}
          href={LEARN_MORE_URL}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('connect.learnMoreAboutWallets')}
        >
          {t('connect.learnMore')}
        </a>
      </div>
    </div>
  )
}
