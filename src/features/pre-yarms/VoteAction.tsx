import { Link } from '@tanstack/react-router'
import type { Project } from '@/api/projects'
import { config } from '@/config'
import { startSignIn } from '@/features/auth/signIn'
import { OfflineReason } from '@/features/pwa/OfflineReason'
import { ShareButton } from '@/features/share/ShareButton'
import { useI18n } from '@/i18n/useI18n'
import { Button } from '@/ui/Button/Button'
import { button } from '@/ui/Button/Button.css'
import { useOnline } from '@/ui/hooks/useOnline'
import * as styles from './ProjectCard.css'
import { VoteButton } from './VoteButton'
import '@/i18n/lazy/projects'
import '@/i18n/lazy/share'

export type Voter =
  | { kind: 'signedOut' }
  /** Signed in; their account or their votes are still loading. */
  | { kind: 'checking'; xId?: string }
  | { kind: 'notActivated' }
  /** `xHandle`, when known, lets them share a card of their vote. */
  | { kind: 'activated'; xId: string; xHandle?: string | null }

export interface VoteActionProps {
  project: Pick<Project, 'id' | 'name' | 'status'>
  roundOpen: boolean
  voter: Voter
  voted: boolean
  queued?: boolean
}

export function VoteAction({ project, roundOpen, voter, voted, queued = false }: VoteActionProps) {
  const i18n = useI18n()
  const { t } = i18n
  const online = useOnline()
  const open = roundOpen && project.status === 'voting'
  // While the account is checked, the Vote button the user will be able to use, not yet offered: the
  // same element then, not one put in the place of another as the check ends.
  if (voter.kind === 'checking' && voter.xId && open)
    return <VoteButton xId={voter.xId} project={project} voted={false} checking />
  if (voter.kind === 'activated' && (open || voted)) {
    const { xHandle } = voter
    return (
      <>
        <VoteButton xId={voter.xId} project={project} voted={voted} queued={queued} />
        {voted && xHandle && (
          <ShareButton
            title={t('share.shareVote')}
            label={t('share.shareVoteFor', { name: project.name })}
            request={() =>
              import('@/features/share/requests').then(({ voteShareRequest }) =>
                voteShareRequest(i18n, {
                  xHandle,
                  projectName: project.name,
                  url: `${config.siteUrl}/pre-yarms`,
                }),
              )
            }
          />
        )}
      </>
    )
  }
  if (!open) return <span className={styles.closed}>{t('projects.votingClosed')}</span>
  switch (voter.kind) {
    case 'signedOut':
      return (
        <Button
          size="small"
          aria-label={t('projects.connectToVoteFor', { name: project.name })}
          onClick={() => void startSignIn()}
        >
          {t('projects.connectToVote')}
        </Button>
      )
    case 'notActivated':
      return (
        <Link
          to="/"
          className={button({ variant: 'secondary', size: 'small' })}
          aria-label={t('projects.activateToVoteFor', { name: project.name })}
        >
          {t('projects.activateToVote')}
        </Link>
      )
    default:
      // Offline, the account may never finish loading: the reason to give is the connection.
      return (
        <>
          <Button
            size="small"
            aria-disabled
            aria-label={t('projects.voteFor', { name: project.name })}
            aria-describedby={online ? undefined : `vote-offline-${project.id}`}
            title={online ? t('projects.checkingAccount') : undefined}
          >
            {t('projects.vote')}
          </Button>
          <OfflineReason id={`vote-offline-${project.id}`} />
        </>
      )
  }
}
