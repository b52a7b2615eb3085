import type { ErrorComponentProps } from '@tanstack/react-router'
import { errorMessage } from '@/api/errorMessage'
import { useI18n } from '@/i18n/useI18n'
import { Button } from '@/ui/Button/Button'
import { PageFrame } from './PageFrame'

export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useI18n()
  return (
    <PageFrame title={t('shell.errorTitle')} lead={errorMessage(error)}>
      <div>
        <Button onClick={reset}>{t('shell.tryAgain')}</Button>
      </div>
    </PageFrame>
  )
}
