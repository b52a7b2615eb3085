import { useI18n } from '@/i18n/useI18n'
import { useEarlyTap } from '@/lib/earlyTap'
import { Button } from '@/ui/Button/Button'
import * as styles from './ConnectXButton.css'

export interface ConnectXButtonProps {
  onClick?: () => void
  /** A tap on the static page's button before the app started; false when it no longer applies. */
  onEarlyTap?: () => void
}

export function ConnectXButton({ onClick, onEarlyTap = onClick }: ConnectXButtonProps) {
  const { t } = useI18n()
  useEarlyTap('connect-x', onEarlyTap)
  return (
    <Button className={styles.connectX} onClick={onClick} data-early-tap="connect-x">
      <span className={styles.label}>{t('common.connectX')}</span>
    </Button>
  )
}
