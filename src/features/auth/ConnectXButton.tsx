import { Button } from '@/ui/Button/Button'
import * as styles from './ConnectXButton.css'

export interface ConnectXButtonProps {
  onClick?: () => void
}

export function ConnectXButton({ onClick }: ConnectXButtonProps) {
  return (
    <Button className={styles.connectX} onClick={onClick}>
      Connect X
    </Button>
  )
}
