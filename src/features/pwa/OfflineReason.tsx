import common from '@/i18n/en-US/common'
import { useI18n } from '@/i18n/useI18n'
import { visuallyHidden } from '@/styles/utils.css'
import { useOnline } from '@/ui/hooks/useOnline'
import * as styles from './OfflineReason.css'

/** The en-US text; inside React, prefer `t('common.offlineReason')`, which follows the chosen language. */
export const OFFLINE_REASON = common.offlineReason

export interface OfflineReasonProps {
  id: string
  /** Hide the text visually (it still describes the control); for tight spots like card buttons. */
  quiet?: boolean
}

export function OfflineReason({ id, quiet = false }: OfflineReasonProps) {
  const { t } = useI18n()
  const online = useOnline()
  if (online) return null
  return (
    <span id={id} className={quiet ? visuallyHidden : styles.reason}>
      {t('common.offlineReason')}
    </span>
  )
}
