import { useQuery } from '@tanstack/react-query'
import { YARM_STATUSES, type YarmStatus } from '@/api/projects'
import { useSession } from '@/features/auth/useSession'
import { EmptyState } from '@/features/boards/EmptyState'
import { LoadError } from '@/features/boards/LoadError'
import { SegmentedControl } from '@/features/boards/SegmentedControl'
import { Skeleton } from '@/features/boards/Skeleton'
import { PageFrame } from '@/features/shell/PageFrame'
import { Button } from '@/ui/Button/Button'
import { useHydrated } from '@/ui/hooks/useHydrated'
import { projectQueries } from './queries'
import type { YarmSearch } from './search'
import { YARM_STATUS_LABELS, YarmCard } from './YarmCard'
import * as styles from './YarmsPage.css'

const STATUS_OPTIONS = YARM_STATUSES.map((key) => ({ key, label: YARM_STATUS_LABELS[key] }))

const EMPTY: Record<YarmStatus, { title: string; text: string; next?: YarmStatus }> = {
  live: { title: 'No Yarm is live right now', text: 'The next one opens soon.', next: 'upcoming' },
  upcoming: { title: 'No Yarm is announced yet', text: 'New Yarms follow the Pre-Yarm vote each round.' },
  ended: { title: 'No Yarm has ended yet', text: 'Finished Yarms and their results will be listed here.' },
}

export interface YarmsPageProps {
  search: YarmSearch
  onSearchChange: (patch: Partial<YarmSearch>) => void
}

export function YarmsPage({ search, onSearchChange }: YarmsPageProps) {
  // The prerendered HTML has no data, session or URL state: draw them once the page is live.
  const hydrated = useHydrated()
  return (
    <PageFrame title="Yarms" lead="Capped liquidity pools unlocked by social ranking.">
      {hydrated ? <YarmList search={search} onSearchChange={onSearchChange} /> : <ListSkeleton />}
    </PageFrame>
  )
}

function YarmList({ search, onSearchChange }: YarmsPageProps) {
  const session = useSession()
  const xId = session.status === 'signedIn' ? session.xId : null
  const query = useQuery(projectQueries.yarms(search.status, xId))
  const empty = EMPTY[search.status]
  return (
    <div className={styles.body}>
      <SegmentedControl
        label="Yarm status"
        options={STATUS_OPTIONS}
        value={search.status}
        onSelect={(status) => onSearchChange({ status })}
      />
      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          title={empty.title}
          action={
            empty.next && (
              <Button variant="secondary" size="small" onClick={() => onSearchChange({ status: empty.next })}>
                See {YARM_STATUS_LABELS[empty.next].toLowerCase()} Yarms
              </Button>
            )
          }
        >
          {empty.text}
        </EmptyState>
      ) : (
        <div className={styles.list}>
          {query.data.items.map((yarm) => (
            <YarmCard key={yarm.id} yarm={yarm} signedIn={!!xId} myHandle={session.xHandle} />
          ))}
        </div>
      )}
    </div>
  )
}

function ListSkeleton() {
  return (
    <div className={styles.list} aria-busy="true">
      <Skeleton height={360} />
    </div>
  )
}
