import { useEffect, useState } from 'react'
import { errorMessage } from '@/api/errorMessage'
import type { Project } from '@/api/projects'
import { useVote } from '@/features/projects/queries'
import { dismissRefusedVote, refusedVote, subscribeVoteQueue } from '@/features/projects/voteQueueState'
import { OfflineReason } from '@/features/pwa/OfflineReason'
import { fill, slots } from '@/i18n/fill'
import { useI18n } from '@/i18n/useI18n'
import { Button } from '@/ui/Button/Button'
import { useOnline } from '@/ui/hooks/useOnline'
import { Notice } from '@/ui/Notice/Notice'
import * as styles from './ProjectCard.css'
import '@/i18n/lazy/projects'

export interface VoteButtonProps {
  xId: string
  project: Pick<Project, 'id' | 'name'>
  voted: boolean
  /** Voted on this device while the API could not take it: sent as soon as it can be. */
  queued?: boolean
  /** Offline, the account may never finish loading: Vote is shown but not offered (it could be a vote already cast). */
  checking?: boolean
}

function useRefusedVote(projectId: string) {
  const [error, setError] = useState<unknown>(() => refusedVote(projectId))
  useEffect(() => {
    const read = () => setError(refusedVote(projectId))
    read()
    return subscribeVoteQueue(read)
  }, [projectId])
  return error
}

/**
 * One focusable button throughout (aria-disabled), so focus is not lost when its label changes, and a tap
 * is not lost to a button put in its place when the account check ends.
 */
export function VoteButton({ xId, project, voted, queued = false, checking = false }: VoteButtonProps) {
  const { t } = useI18n()
  const online = useOnline()
  const vote = useVote(xId)
  const refused = useRefusedVote(project.id)
  const state = vote.isPending
    ? 'voting'
    : queued
      ? 'queued'
      : checking
        ? 'checking'
        : voted
          ? 'voted'
          : 'idle'
  const offlineReasonId = `vote-offline-${project.id}`
  const label = {
    checking: t('projects.vote'),
    idle: t('projects.vote'),
    voting: t('projects.voting'),
    voted: t('projects.voted'),
    queued: t('projects.votedQueued'),
  }[state]
  const spoken = {
    checking: t('projects.voteFor', { name: project.name }),
    idle: t('projects.voteFor', { name: project.name }),
    voting: t('projects.votingFor', { name: project.name }),
    voted: t('projects.votedFor', { name: project.name }),
    queued: t('projects.votedForQueued', { name: project.name }),
  }[state]
  const failure = vote.isError ? vote.error : refused
  return (
    <div className={styles.vote}>
      <Button
        size="small"
        variant={state === 'voted' || state === 'queued' ? 'secondary' : 'primary'}
        aria-disabled={state !== 'idle'}
        aria-label={spoken}
        // Offline, the account may never finish loading: the reason to give is the connection.
        aria-describedby={state === 'checking' && !online ? offlineReasonId : undefined}
        title={state === 'checking' && online ? t('projects.checkingAccount') : undefined}
        onClick={() => {
          if (state === 'idle') vote.mutate(project.id)
        }}
      >
        {label}
      </Button>
      {state === 'checking' && <OfflineReason id={offlineReasonId} />}
      {state === 'queued' && (
        <p role="status" className={styles.queued}>
          {t('projects.voteQueued')}
        </p>
      )}
      {failure !== undefined && (vote.isError || refused !== undefined) && (
        <Notice
          tone="error"
          onDismiss={() => {
            vote.reset()
            dismissRefusedVote(project.id)
          }}
        >
          {fill(t('projects.voteFailed', slots('name', 'reason')), {
            name: <bdi>{project.name}</bdi>,
            reason: errorMessage(failure),
          })}
        </Notice>
      )}
    </div>
  )
}
