import { Link } from '@tanstack/react-router'
import { useI18n } from '@/i18n/useI18n'
import { PageFrame } from './PageFrame'

export function NotFoundPage() {
  const { t } = useI18n()
  return (
    <PageFrame title={t('shell.notFoundTitle')} lead={t('shell.notFoundLead')}>
      <p>
        <Link to="/">{t('shell.notFoundHomeLink')}</Link>
      </p>
    </PageFrame>
  )
}
