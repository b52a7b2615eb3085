import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { useSession } from '@/features/auth/useSession'
import { PageFrame } from '@/features/shell/PageFrame'
import { fill, slots } from '@/i18n/fill'
import { useI18n } from '@/i18n/useI18n'
import { formatDateTime, formatNumber, relativeTime } from '@/lib/format'
import { Button } from '@/ui/Button/Button'
import { EmptyState } from '@/ui/EmptyState/EmptyState'
import { useHydrated } from '@/ui/hooks/useHydrated'
import { QueryError } from '@/ui/LoadError/LoadError'
import { Pagination, pageCount } from '@/ui/Pagination/Pagination'
import { Skeleton } from '@/ui/Skeleton/Skeleton'
import { BoardTable } from './BoardTable'
import { BoardToolbar } from './BoardToolbar'
import type { BoardSearch } from './boardSearch'
import { BOARD_PAGE_SIZE, boardQueries } from './queries'
import { RankPrompt } from './RankPrompt'
import { useSinceLastVisit } from './useSinceLastVisit'
import * as styles from './YarmerboardPage.css'
import { TIMEFRAME_NAMES, YouCard } from './YouCard'
import '@/i18n/lazy/boards'

export interface YarmerboardPageProps {
  search: BoardSearch
  onSearchChange: (patch: Partial<BoardSearch>) => void
}

export function YarmerboardPage({ search, onSearchChange }: YarmerboardPageProps) {
  // The prerendered HTML has no data and no URL state: draw both only once the page is live.
  const { t } = useI18n()
  const hydrated = useHydrated()
  return (
    <PageFrame title={t('boards.title')} lead={t('boards.lead')}>
      {hydrated ? <Board search={search} onSearchChange={onSearchChange} /> : <BoardSkeleton />}
    </PageFrame>
  )
}

function Board({ search, onSearchChange }: YarmerboardPageProps) {
  const session = useSession()
  const xId = session.status === 'signedIn' ? session.xId : null
  // The same queries as the table's and the You card's: read here to compare with the last visit.
  const board = useQuery({ ...boardQueries.page(search), placeholderData: keepPreviousData })
  const standing = useQuery({ ...boardQueries.me(xId ?? '', search.timeframe), enabled: !!xId })
  const since = useSinceLastVisit({
    xId,
    xHandle: session.xHandle,
    timeframe: search.timeframe,
    board: board.data,
    shown: board.isSuccess && !board.isPlaceholderData,
    standing: standing.data,
  })
  return (
    <div className={styles.layout}>
      <div className={styles.toolbar}>
        <BoardToolbar
          timeframe={search.timeframe}
          search={search.search}
          onTimeframe={(timeframe) => onSearchChange({ timeframe, page: 1 })}
          onSearch={(text) => onSearchChange({ search: text, page: 1 })}
        />
      </div>
      <div className={styles.side}>
        {session.status === 'signedIn' && session.xId ? (
          <YouCard
            xId={session.xId}
            xHandle={session.xHandle}
            timeframe={search.timeframe}
            sinceLastVisit={since.myMove}
            nextUpdateAt={board.data?.nextUpdateAt}
          />
        ) : (
          <RankPrompt />
        )}
      </div>
      <div className={styles.main}>
        <Ranking
          search={search}
          myHandle={session.xHandle}
          moves={since.moves}
          onSearchChange={onSearchChange}
        />
      </div>
    </div>
  )
}

function Ranking({
  search,
  myHandle,
  moves,
  onSearchChange,
}: YarmerboardPageProps & { myHandle: string | null; moves: ReadonlyMap<string, number> }) {
  const { t, tn, locale } = useI18n()
  // The previous page stays on screen (dimmed) while the next one loads, instead of a blank table.
  const query = useQuery({ ...boardQueries.page(search), placeholderData: keepPreviousData })
  if (query.isPending) return <TableSkeleton />
  if (query.isError && !query.data) {
    return <QueryError query={query} />
  }
  const board = query.data
  const timeframe = t(TIMEFRAME_NAMES[search.timeframe])
  const caption = search.search
    ? t('boards.captionSearch', { timeframe, search: search.search })
    : t('boards.caption', { timeframe })
  const pages = pageCount(board.total, BOARD_PAGE_SIZE)
  // A page number as a page number: no grouping ("page 1200", not "page 1,200").
  const pageNumber = (value: number) => formatNumber(value, locale, { useGrouping: false })

  let body: ReactNode
  if (board.total === 0) {
    body = search.search ? (
      <EmptyState
        title={t('boards.noMatchTitle', { search: search.search })}
        action={
          <Button variant="secondary" size="small" onClick={() => onSearchChange({ search: '', page: 1 })}>
            {t('boards.clearSearch')}
          </Button>
        }
      >
        {t('boards.noMatchText')}
      </EmptyState>
    ) : (
      <EmptyState title={t('boards.emptyTitle')}>{t('boards.emptyText', { timeframe })}</EmptyState>
    )
  } else if (board.items.length === 0) {
    body = (
      <EmptyState
        title={t('boards.noPageTitle', { page: pageNumber(search.page) })}
        action={
          <Button variant="secondary" size="small" onClick={() => onSearchChange({ page: pages })}>
            {t('boards.noPageAction', { pages: pageNumber(pages) })}
          </Button>
        }
      >
        {tn<'boards.noPageText_other'>('boards.noPageText', pages, { count: pageNumber(pages) })}
      </EmptyState>
    )
  } else {
    body = (
      <>
        <BoardTable
          caption={caption}
          rows={board.items}
          myHandle={myHandle}
          busy={query.isPlaceholderData}
          moves={moves}
        />
        <Pagination
          label={t('boards.pages')}
          page={search.page}
          pageSize={BOARD_PAGE_SIZE}
          total={board.total}
          onPage={(page) => onSearchChange({ page })}
        />
      </>
    )
  }

  return (
    <>
      <p className={styles.updated}>
        {fill(t('boards.updated', slots('updated', 'next')), {
          updated: <RelativeTime value={board.updatedAt} locale={locale} />,
          next: <RelativeTime value={board.nextUpdateAt} locale={locale} />,
        })}
      </p>
      {moves.size > 0 && <p className={styles.updated}>{t('boards.sinceVisitLegend')}</p>}
      {query.isError && <QueryError query={query} />}
      {body}
    </>
  )
}

/** The title is filled in once the rows are on screen: the first date formatter costs ~70 ms on a phone (measured at 4x slowdown). */
function RelativeTime({ value, locale }: { value: string; locale: string }) {
  const [title, setTitle] = useState<string>()
  useEffect(() => {
    const timer = window.setTimeout(() => setTitle(formatDateTime(value, locale)), 0)
    return () => window.clearTimeout(timer)
  }, [value, locale])
  return (
    <time dateTime={value} title={title}>
      {relativeTime(new Date(value), Date.now(), locale)}
    </time>
  )
}

function TableSkeleton() {
  const { t } = useI18n()
  return (
    <div className={styles.skeletonRows} aria-busy="true">
      <span role="status" className={styles.updated}>
        {t('boards.loading')}
      </span>
      {Array.from({ length: 8 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to be keyed by
        <Skeleton key={index} height={32} />
      ))}
    </div>
  )
}

function BoardSkeleton() {
  return (
    <div className={styles.layout}>
      <div className={styles.toolbar}>
        <Skeleton width="280px" height={36} />
      </div>
      <div className={styles.side}>
        <Skeleton height={120} />
      </div>
      <div className={styles.main}>
        <TableSkeleton />
      </div>
    </div>
  )
}
