import { errorMessage } from '@/api/errorMessage'
import type { Project } from '@/api/projects'
import { useVote } from '@/features/projects/queries'
import { OfflineReason } from '@/features/pwa/OfflineReason'
import { useI18n } from '@/i18n/useI18n'
import { Button } from '@/ui/Button/Button'
import { useOnline } from '@/ui/hooks/useOnline'
import { Notice } from '@/ui/Notice/Notice'
import * as styles from './ProjectCard.css'

export interface VoteButtonProps {
  xId: string
  project: Pick<Project, 'id' | 'name'>
  /** From the user's votes (/v1/project/user-votes), optimistic while a vote is in flight. */
  voted: boolean
}

/**
 * Vote → Voting… → Voted. The count moves at once; the button waits for the server, and a refused
 * vote is rolled back with the reason. It stays one focusable button throughout (aria-disabled), so
 * keyboard focus is not lost when its label changes.
 */
export function VoteButton({ xId, project, voted }: VoteButtonProps) {
  const { t } = useI18n()
  const vote = useVote(xId)
  const online = useOnline()
  const state = vote.isPending ? 'voting' : voted ? 'voted' : 'idle'
  const offlineId = `vote-offline-${project.id}`
  // A vote sent just before the connection dropped waits for it rather than failing.
  const label = {
    idle: t('projects.vote'),
    voting: vote.isPaused ? t('projects.waitingForNetwork') : t('projects.voting'),
    voted: t('projects.voted'),
  }[state]
  const spoken = {
    idle: t('projects.voteFor', { name: project.name }),
    voting: t('projects.votingFor', { name: project.name }),
    voted: t('projects.votedFor', { name: project.name }),
  }[state]
  return (
    <div className={styles.vote}>
      <Button
        size="small"
        variant={state === 'voted' ? 'secondary' : 'primary'}
        aria-disabled={state !== 'idle' || (!online && state === 'idle')}
        aria-label={spoken}
        aria-describedby={!online && state === 'idle' ? offlineId : undefined}
        onClick={() => {
          if (state === 'idle' && online) vote.mutate(project.id)
        }}
      >
        {label}
      </Button>
      {state === 'idle' && <OfflineReason id={offlineId} />}
      {vote.isError && (
        <Notice tone="error" onDismiss={() => vote.reset()}>
          {t('projects.voteFailed', { name: project.name, reason: errorMessage(vote.error) })}
        </Notice>
      )}
    </div>
  )
}
