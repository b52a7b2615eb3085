import { visuallyHidden } from '@/styles/utils.css'
import { useOnline } from '@/ui/hooks/useOnline'
import * as styles from './OfflineReason.css'

export const OFFLINE_REASON = "You're offline: this needs a connection."

export interface OfflineReasonProps {
  id: string
  /** Hide the text visually (it still describes the control); for tight spots like card buttons. */
  quiet?: boolean
}

/** The reason beside an action that is disabled offline; reference it with aria-describedby. */
export function OfflineReason({ id, quiet = false }: OfflineReasonProps) {
  const online = useOnline()
  if (online) return null
  return (
    <span id={id} className={quiet ? visuallyHidden : styles.reason}>
      {OFFLINE_REASON}
    </span>
  )
}
