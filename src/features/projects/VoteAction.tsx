import { Link } from '@tanstack/react-router'
import type { Project } from '@/api/projects'
import { startSignIn } from '@/features/auth/signIn'
import { Button } from '@/ui/Button/Button'
import { button } from '@/ui/Button/Button.css'
import * as styles from './ProjectCard.css'
import { VoteButton } from './VoteButton'

/** Who is looking, as far as voting goes. */
export type Voter =
  | { kind: 'signedOut' }
  /** Signed in; their account or their votes are still loading. */
  | { kind: 'checking' }
  | { kind: 'notActivated' }
  | { kind: 'activated'; xId: string }

export interface VoteActionProps {
  project: Pick<Project, 'id' | 'name' | 'status'>
  roundOpen: boolean
  voter: Voter
  voted: boolean
}

/** The one thing a person can do about a candidate project, given who they are. */
export function VoteAction({ project, roundOpen, voter, voted }: VoteActionProps) {
  const open = roundOpen && project.status === 'voting'
  if (voter.kind === 'activated' && (open || voted)) {
    return <VoteButton xId={voter.xId} project={project} voted={voted} />
  }
  if (!open) return <span className={styles.closed}>Voting closed</span>
  switch (voter.kind) {
    case 'signedOut':
      return (
        <Button
          size="small"
          aria-label={`Connect X to vote for ${project.name}`}
          onClick={() => void startSignIn()}
        >
          Connect X to vote
        </Button>
      )
    case 'notActivated':
      return (
        <Link
          to="/"
          className={button({ variant: 'secondary', size: 'small' })}
          aria-label={`Activate your account to vote for ${project.name}`}
        >
          Activate your account to vote
        </Link>
      )
    default:
      return (
        <Button
          size="small"
          aria-disabled
          aria-label={`Vote for ${project.name}`}
          title="Checking your account…"
        >
          Vote
        </Button>
      )
  }
}
