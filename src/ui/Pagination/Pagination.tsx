import { useI18n } from '@/i18n/useI18n'
import { formatNumber } from '@/lib/format'
import { Button } from '@/ui/Button/Button'
import * as styles from './Pagination.css'
import '@/i18n/lazy/boards'

export interface PaginationProps {
  label: string
  page: number
  pageSize: number
  total: number
  onPage: (page: number) => void
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

/** Previous / Next with where we are: "51–100 of 4,817 · page 2 of 97". */
export function Pagination({ label, page, pageSize, total, onPage }: PaginationProps) {
  const { t, locale } = useI18n()
  const pages = pageCount(total, pageSize)
  if (total <= pageSize && page === 1) return null
  const first = Math.min(total, (page - 1) * pageSize + 1)
  const last = Math.min(total, page * pageSize)
  return (
    <nav aria-label={label} className={styles.nav}>
      <p className={styles.status}>
        {t('boards.pageStatus', {
          first: formatNumber(first, locale),
          last: formatNumber(last, locale),
          total: formatNumber(total, locale),
          page: formatNumber(page, locale),
          pages: formatNumber(pages, locale),
        })}
      </p>
      <div className={styles.buttons}>
        {/* aria-disabled rather than disabled: the button keeps focus when the last page is reached. */}
        <Button
          variant="secondary"
          size="small"
          aria-disabled={page <= 1}
          onClick={() => page > 1 && onPage(Math.min(page - 1, pages))}
        >
          {t('boards.previous')}
        </Button>
        <Button
          variant="secondary"
          size="small"
          aria-disabled={page >= pages}
          onClick={() => page < pages && onPage(page + 1)}
        >
          {t('boards.next')}
        </Button>
      </div>
    </nav>
  )
}
