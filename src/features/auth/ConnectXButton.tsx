import { useI18n } from '@/i18n/useI18n'
import { Button } from '@/ui/Button/Button'
import * as styles from './ConnectXButton.css'

export interface ConnectXButtonProps {
  onClick?: () => void
}

export function ConnectXButton({ onClick }: ConnectXButtonProps) {
  const { t } = useI18n()
  return (
    <Button className={styles.connectX} onClick={onClick}>
      <span className={styles.label}>{t('common.connectX')}</span>
    </Button>
  )
}
