import { config } from '@/config'
import { useI18n } from '@/i18n/useI18n'
import { visuallyHidden } from '@/styles/utils.css'
import * as styles from './DocsLink.css'

export interface DocsLinkProps {
  className?: string
  /** For the visible label (the pill bar cuts it when short of room). */
  labelClassName?: string
  onClick?: () => void
}

export function DocsLink({ className, labelClassName, onClick }: DocsLinkProps) {
  const { t } = useI18n()
  return (
    <a
      className={className}
      href={config.docsUrl}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
    >
      <span className={labelClassName} dir="auto">
        {t('shell.docs')}
      </span>{' '}
      <span className={styles.arrow} aria-hidden="true">
        ↗
      </span>
      <span className={visuallyHidden}>{t('shell.opensInNewTab')}</span>
    </a>
  )
}
