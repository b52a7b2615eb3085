import { useI18n } from '@/i18n/useI18n'
import { truncateName } from '@/lib/format'
import { visuallyHidden } from '@/styles/utils.css'
import { Avatar } from '@/ui/Avatar/Avatar'
import * as styles from './BoardTable.css'
import { XProfileLink } from './XProfileLink'
import '@/i18n/lazy/boards'

export interface YarmerCellProps {
  xHandle: string
  xName: string
  /** The signed-in user's own row: a visible "You" and "(you)" for screen readers. */
  isMe?: boolean
  avatarSize?: number
}

export function YarmerCell({ xHandle, xName, isMe = false, avatarSize = 32 }: YarmerCellProps) {
  const { t } = useI18n()
  return (
    <div className={styles.yarmer}>
      <Avatar xHandle={xHandle} size={avatarSize} />
      <div className={styles.names}>
        <span className={styles.name} title={xName.length > 24 ? xName : undefined}>
          <bdi>{truncateName(xName || xHandle)}</bdi>
          {isMe && (
            <>
              <span className={styles.youBadge} aria-hidden="true">
                {t('boards.you')}
              </span>
              <span className={visuallyHidden}> {t('boards.youSpoken')}</span>
            </>
          )}
        </span>
        <XProfileLink xHandle={xHandle} className={styles.handle} />
      </div>
    </div>
  )
}
