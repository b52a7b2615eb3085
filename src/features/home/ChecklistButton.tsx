import { useRouterState } from '@tanstack/react-router'
import { useUserInfo } from '@/features/auth/useUserInfo'
import { useI18n } from '@/i18n/useI18n'
import { Button } from '@/ui/Button/Button'
import * as styles from './ChecklistButton.css'
import { checklistDialog } from './ChecklistHost'
import { checklistModal } from './checklistModal'

export interface ChecklistButtonProps {
  /** In the header: compact, its text hidden on phones (the name stays). */
  placement: 'header' | 'page'
}

export function ChecklistButton({ placement }: ChecklistButtonProps) {
  const { t } = useI18n()
  const { session, data: user } = useUserInfo()
  const here = useRouterState({ select: (state) => `${state.location.pathname}${state.location.searchStr}` })
  const notActivated = session.status === 'signedOut' || (user !== undefined && user.status !== 'activated')
  // The static page is drawn signed out, with the button; a signed-in account shows it once known.
  if (!notActivated) return null
  return (
    <Button
      variant={placement === 'header' ? 'secondary' : undefined}
      className={styles.button[placement]}
      aria-label={t('home.checklistButton')}
      aria-haspopup="dialog"
      onPointerEnter={checklistDialog.prefetch}
      onFocus={checklistDialog.prefetch}
      onClick={() => checklistModal.open(here)}
    >
      <svg className={styles.icon} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <path
          d="M2 4l1.5 1.5L6 3M2 9l1.5 1.5L6 8M8 4.5h6M8 9.5h6M8 13h6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
      </svg>
      <span className={styles.label[placement]}>{t('home.getStarted')}</span>
    </Button>
  )
}
