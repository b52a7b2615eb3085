import { startSignIn } from '@/features/auth/signIn'
import { useI18n } from '@/i18n/useI18n'
import { Button } from '@/ui/Button/Button'
import * as styles from './YouCard.css'
import '@/i18n/lazy/boards'

export function RankPrompt() {
  const { t } = useI18n()
  return (
    <section className={styles.card} aria-label={t('boards.rankPromptLabel')}>
      <p className={styles.title}>{t('boards.rankPromptTitle')}</p>
      <p className={styles.muted}>{t('boards.rankPromptText')}</p>
      <Button className={styles.share} onClick={() => void startSignIn()}>
        {t('boards.rankPromptAction')}
      </Button>
    </section>
  )
}
