import { useQuery } from '@tanstack/react-query'
import { PRE_YARM_SORTS, type PreYarmSort } from '@/api/projects'
import { useUserInfo } from '@/features/auth/useUserInfo'
import { projectQueries } from '@/features/projects/queries'
import type { PreYarmSearch } from '@/features/projects/search'
import { useQueuedVotes } from '@/features/projects/useQueuedVotes'
import { PageFrame } from '@/features/shell/PageFrame'
import type { MessageKey } from '@/i18n/catalog'
import { fill, slots } from '@/i18n/fill'
import { i18nStore } from '@/i18n/i18nStore'
import { useI18n } from '@/i18n/useI18n'
import { formatDateTime, relativeTime } from '@/lib/format'
import { Dropdown } from '@/ui/Dropdown/Dropdown'
import { EmptyState } from '@/ui/EmptyState/EmptyState'
import { useHydrated } from '@/ui/hooks/useHydrated'
import { QueryError } from '@/ui/LoadError/LoadError'
import { Skeleton } from '@/ui/Skeleton/Skeleton'
import * as styles from './PreYarmsPage.css'
import { ProjectCard } from './ProjectCard'
import { POLL_MS, useLiveVotes } from './useLiveVotes'
import type { Voter } from './VoteAction'
import '@/i18n/lazy/projects'

const SORT_LABELS = {
  votes: 'projects.sortVotes',
  newest: 'projects.sortNewest',
  mindshare: 'projects.sortMindshare',
} as const satisfies Record<PreYarmSort, MessageKey>
const ROUND_END_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
}

// The page's first Intl.DateTimeFormat and RelativeTimeFormat load the locale's calendar data (about
// 55 ms on a 4x slower phone, in the profile of a load): built ahead, each in a task of its own while the
// page hydrates, instead of inside the render that draws the round's end and the cards.
if (typeof window !== 'undefined') {
  const now = Date.now()
  const locale = () => i18nStore.get().locale
  setTimeout(() => formatDateTime(now, locale(), ROUND_END_FORMAT), 0)
  setTimeout(() => formatDateTime(now, locale()), 0)
  setTimeout(() => relativeTime(new Date(now + 3_600_000), now, locale()), 0)
}

export interface PreYarmsPageProps {
  search: PreYarmSearch
  onSearchChange: (patch: Partial<PreYarmSearch>) => void
}

export function PreYarmsPage({ search, onSearchChange }: PreYarmsPageProps) {
  // The prerendered HTML has no data, session or URL state: draw them once the page is live.
  const { t } = useI18n()
  const hydrated = useHydrated()
  return (
    <PageFrame title={t('projects.preYarmsTitle')} lead={t('projects.preYarmsLead')}>
      {hydrated ? <Candidates search={search} onSearchChange={onSearchChange} /> : <CardsSkeleton />}
    </PageFrame>
  )
}

function Candidates({ search, onSearchChange }: PreYarmsPageProps) {
  const { t, locale } = useI18n()
  const sortOptions = PRE_YARM_SORTS.map((key) => ({ key, label: t(SORT_LABELS[key]) }))
  const user = useUserInfo()
  const xId = user.session.status === 'signedIn' ? user.session.xId : null
  const votes = useQuery({ ...projectQueries.userVotes(xId ?? ''), enabled: !!xId })
  const queued = useQueuedVotes(xId)
  const live = useLiveVotes(queued)
  const list = useQuery({
    ...projectQueries.preYarms(search.sort),
    // The stream brings every change; without it, the counts are fetched again now and then.
    refetchInterval: live === 'live' ? false : POLL_MS,
  })

  let voter: Voter
  if (!xId) voter = { kind: 'signedOut' }
  else if (user.data && user.data.status !== 'activated') voter = { kind: 'notActivated' }
  // Until the user's votes are known, Vote is not offered: it could be one they already cast.
  else if ((!user.data && !user.isError) || !votes.isSuccess) voter = { kind: 'checking', xId }
  // Should the account fail to load, the server still decides whether a vote counts.
  else voter = { kind: 'activated', xId, xHandle: user.session.xHandle }
  const voted = new Set(votes.data?.votes.map((vote) => vote.projectId))

  return (
    <div className={styles.body}>
      <div className={styles.toolbar}>
        {list.data ? (
          <p className={styles.round}>
            {list.data.round.status === 'open' ? (
              fill(t('projects.roundEnds', slots('open', 'relative', 'date')), {
                open: <span className={styles.roundStrong}>{t('projects.votingOpen')}</span>,
                relative: (
                  <time
                    dateTime={list.data.round.endsAt}
                    title={formatDateTime(list.data.round.endsAt, locale)}
                  >
                    {relativeTime(new Date(list.data.round.endsAt), Date.now(), locale)}
                  </time>
                ),
                date: formatDateTime(list.data.round.endsAt, locale, ROUND_END_FORMAT),
              })
            ) : (
              <span className={styles.roundStrong}>{t('projects.roundClosed')}</span>
            )}
          </p>
        ) : (
          <Skeleton width="240px" />
        )}
        <Dropdown
          label={t('projects.sortBy')}
          options={sortOptions}
          value={search.sort}
          onSelect={(sort) => onSearchChange({ sort })}
        />
      </div>
      {votes.isError && <QueryError query={votes} />}
      {/* The API out of reach: the copy already shown (or restored) stays, under the reason it may be old. */}
      {list.isError && list.data && <QueryError query={list} />}
      {list.isPending ? (
        <CardsSkeleton />
      ) : !list.data ? (
        <QueryError query={list} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t('projects.noCandidatesTitle')}>{t('projects.noCandidatesText')}</EmptyState>
      ) : (
        <div className={styles.grid}>
          {list.data.items.map((project) => (
            <ProjectCard
              key={project.id}
              project={project}
              roundOpen={list.data.round.status === 'open'}
              voter={voter}
              voted={voted.has(project.id) || queued.has(project.id)}
              queued={queued.has(project.id)}
            />
          ))}
        </div>
      )}
    </div>
  )
}

function CardsSkeleton() {
  return (
    <div className={styles.grid} aria-busy="true">
      {Array.from({ length: 4 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to be keyed by
        <Skeleton key={index} height={280} />
      ))}
    </div>
  )
}
