import { errorMessage } from '@/api/errorMessage'
import { useI18n } from '@/i18n/useI18n'
import { Button } from '@/ui/Button/Button'
import { Notice } from '@/ui/Notice/Notice'

export interface LoadErrorProps {
  error: unknown
  onRetry: () => void
  /** Shown while the retry is running, so a second click cannot pile up requests. */
  retrying?: boolean
}

export function LoadError({ error, onRetry, retrying = false }: LoadErrorProps) {
  const { t } = useI18n()
  return (
    <Notice
      tone="error"
      actions={
        <Button size="small" variant="secondary" onClick={onRetry} disabled={retrying}>
          {retrying ? t('common.retrying') : t('common.retry')}
        </Button>
      }
    >
      {errorMessage(error)}
    </Notice>
  )
}

/** A query's failure, with Retry: in place of what it would show, or above the copy it still shows. */
export function QueryError({
  query,
}: {
  query: { error: unknown; refetch: () => unknown; isFetching: boolean }
}) {
  return <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
}
