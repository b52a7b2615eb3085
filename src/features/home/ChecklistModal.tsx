import { useUserInfo } from '@/features/auth/useUserInfo'
import { useI18n } from '@/i18n/useI18n'
import { Dialog } from '@/ui/Dialog/Dialog'
import { useIsSmallScreen } from '@/ui/hooks/useIsSmallScreen'
import { ActivationChecklist } from './ActivationChecklist'

export interface ChecklistModalProps {
  onClose: () => void
}

export function ChecklistModal({ onClose }: ChecklistModalProps) {
  const { t } = useI18n()
  const { data: user } = useUserInfo()
  const phone = useIsSmallScreen()
  return (
    <Dialog open onClose={onClose} title={t('home.checklistTitle')} placement={phone ? 'bottom' : 'center'}>
      <ActivationChecklist user={user} />
    </Dialog>
  )
}
