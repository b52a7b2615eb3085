import { useQuery } from '@tanstack/react-query'
import { YARM_STATUSES, type YarmStatus } from '@/api/projects'
import { useSession } from '@/features/auth/useSession'
import { useYarmChainReads } from '@/features/chain/queries'
import { projectQueries } from '@/features/projects/queries'
import type { YarmSearch } from '@/features/projects/search'
import { PageFrame } from '@/features/shell/PageFrame'
import { useWallet } from '@/features/wallet/useWallet'
import type { MessageKey } from '@/i18n/catalog'
import { useI18n } from '@/i18n/useI18n'
import { Button } from '@/ui/Button/Button'
import { EmptyState } from '@/ui/EmptyState/EmptyState'
import { useHydrated } from '@/ui/hooks/useHydrated'
import { QueryError } from '@/ui/LoadError/LoadError'
import { SegmentedControl } from '@/ui/SegmentedControl/SegmentedControl'
import { Skeleton } from '@/ui/Skeleton/Skeleton'
import { YARM_STATUS_LABELS, YarmCard } from './YarmCard'
import * as styles from './YarmsPage.css'
import '@/i18n/lazy/projects'

interface Empty {
  title: MessageKey
  text: MessageKey
  next?: { status: YarmStatus; label: MessageKey }
}

const EMPTY = {
  live: {
    title: 'projects.noLiveTitle',
    text: 'projects.noLiveText',
    next: { status: 'upcoming', label: 'projects.seeUpcoming' },
  },
  upcoming: { title: 'projects.noUpcomingTitle', text: 'projects.noUpcomingText' },
  ended: { title: 'projects.noEndedTitle', text: 'projects.noEndedText' },
} as const satisfies Record<YarmStatus, Empty>

export interface YarmsPageProps {
  search: YarmSearch
  onSearchChange: (patch: Partial<YarmSearch>) => void
}

export function YarmsPage({ search, onSearchChange }: YarmsPageProps) {
  // The prerendered HTML has no data, session or URL state: draw them once the page is live.
  const { t } = useI18n()
  const hydrated = useHydrated()
  return (
    <PageFrame title={t('projects.yarmsTitle')} lead={t('projects.yarmsLead')}>
      {hydrated ? (
        <YarmList search={search} onSearchChange={onSearchChange} />
      ) : (
        // The list's frame as it will be drawn (the status control, then a card), so nothing moves on hydration.
        <div className={styles.body}>
          <Skeleton width="224px" height={STATUS_CONTROL_HEIGHT} />
          <ListSkeleton />
        </div>
      )}
    </PageFrame>
  )
}

function YarmList({ search, onSearchChange }: YarmsPageProps) {
  const { t } = useI18n()
  const session = useSession()
  const xId = session.status === 'signedIn' ? session.xId : null
  const query = useQuery(projectQueries.yarms(search.status, xId))
  const wallet = useWallet()
  const account = (wallet.address as `0x${string}` | null) ?? null
  const items = query.data?.items ?? []
  // One multicall per chain for every Yarm on the page.
  const reads = useYarmChainReads(
    items.map((yarm) => ({
      id: yarm.id,
      chainIds: yarm.chains.map(({ chainId }) => chainId),
      yarmers: yarm.topYarmers.map(({ xHandle }) => xHandle),
    })),
    account,
  )
  const empty: (typeof EMPTY)[YarmStatus] = EMPTY[search.status]
  const next = 'next' in empty ? empty.next : undefined
  return (
    <div className={styles.body}>
      <SegmentedControl
        label={t('projects.yarmStatus')}
        options={YARM_STATUSES.map((key) => ({ key, label: t(YARM_STATUS_LABELS[key]) }))}
        value={search.status}
        onSelect={(status) => onSearchChange({ status })}
      />
      {query.isError && query.data && <QueryError query={query} />}
      {query.isPending ? (
        <ListSkeleton />
      ) : !query.data ? (
        <QueryError query={query} />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          title={t(empty.title)}
          action={
            next && (
              <Button
                variant="secondary"
                size="small"
                onClick={() => onSearchChange({ status: next.status })}
              >
                {t(next.label)}
              </Button>
            )
          }
        >
          {t(empty.text)}
        </EmptyState>
      ) : (
        <div className={styles.list}>
          {query.data.items.map((yarm) => (
            <YarmCard
              key={yarm.id}
              yarm={yarm}
              signedIn={!!xId}
              myHandle={session.xHandle}
              reads={reads}
              via={search.via ?? null}
            />
          ))}
        </div>
      )}
    </div>
  )
}

/** The status control's height (ui/SegmentedControl: 30 px segments, 3 px padding, 1 px border). */
const STATUS_CONTROL_HEIGHT = 38

function ListSkeleton() {
  return (
    <div className={styles.list} aria-busy="true">
      <div className={styles.cardSkeleton}>
        <Skeleton height={CARD_SKELETON_HEIGHT} />
      </div>
    </div>
  )
}

/** Taller than any card: the box around it (cardSkeleton) sets the height per breakpoint and clips. */
const CARD_SKELETON_HEIGHT = 1000
