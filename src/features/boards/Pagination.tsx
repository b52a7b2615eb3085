import { formatNumber } from '@/lib/format'
import { Button } from '@/ui/Button/Button'
import * as styles from './Pagination.css'

export interface PaginationProps {
  /** Names the navigation landmark ("Yarmerboard pages"). */
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
  const pages = pageCount(total, pageSize)
  if (total <= pageSize && page === 1) return null
  const first = Math.min(total, (page - 1) * pageSize + 1)
  const last = Math.min(total, page * pageSize)
  return (
    <nav aria-label={label} className={styles.nav}>
      <p className={styles.status}>
        {formatNumber(first)}–{formatNumber(last)} of {formatNumber(total)} · page {formatNumber(page)} of{' '}
        {formatNumber(pages)}
      </p>
      <div className={styles.buttons}>
        {/* aria-disabled rather than disabled: the button keeps focus when the last page is reached. */}
        <Button
          variant="secondary"
          size="small"
          aria-disabled={page <= 1}
          onClick={() => page > 1 && onPage(Math.min(page - 1, pages))}
        >
          Previous
        </Button>
        <Button
          variant="secondary"
          size="small"
          aria-disabled={page >= pages}
          onClick={() => page < pages && onPage(page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  )
}
