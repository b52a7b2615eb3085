import { useId } from 'react'
import type { Project, ProjectStatus } from '@/api/projects'
import { Meter } from '@/features/boards/Meter'
import { formatNumber, formatPercent } from '@/lib/format'
import { visuallyHidden } from '@/styles/utils.css'
import { chainName } from './chains'
import * as styles from './ProjectCard.css'
import { ProjectLogo } from './ProjectLogo'
import { VoteAction, type Voter } from './VoteAction'

const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  voting: 'Voting',
  shortlisted: 'Shortlisted',
  onboarding: 'Onboarding',
  launched: 'Launched',
}

export interface ProjectCardProps {
  project: Project
  roundOpen: boolean
  voter: Voter
  voted: boolean
}

/** A candidate project: who it is, its mindshare, its votes and what the viewer can do about it. */
export function ProjectCard({ project, roundOpen, voter, voted }: ProjectCardProps) {
  const titleId = useId()
  const { mindshare, votes } = project
  const change = mindshare.change
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.header}>
        <ProjectLogo name={project.name} src={project.logoUrl} />
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.name}>
            {project.name}
          </h2>
          {project.categories.length > 0 && (
            <ul className={styles.tags} aria-label="Categories">
              {project.categories.map((category) => (
                <li key={category} className={styles.tag}>
                  {category}
                </li>
              ))}
            </ul>
          )}
        </div>
        <span className={styles.status[project.status]}>{PROJECT_STATUS_LABELS[project.status]}</span>
      </div>

      <p className={styles.description}>{project.description}</p>

      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Mindshare</dt>
          <dd className={styles.factValue}>
            {formatPercent(mindshare.value, 'en-US', 1)}
            <span className={change > 0 ? styles.up : change < 0 ? styles.down : styles.flat}>
              <span className={visuallyHidden}>change since the last update </span>
              {formatNumber(change, 'en-US', {
                style: 'percent',
                maximumFractionDigits: 1,
                signDisplay: 'exceptZero',
              })}
            </span>
          </dd>
        </div>
        {project.chainIds.length > 0 && (
          <div className={styles.fact}>
            <dt className={styles.factLabel}>Chains</dt>
            <dd className={styles.factValue}>
              <span className={styles.factDetail}>{project.chainIds.map(chainName).join(' · ')}</span>
            </dd>
          </div>
        )}
      </dl>

      <div className={styles.votes}>
        <p className={styles.votesLine}>
          <span>
            {/* In full: one vote has to show, the moment it is cast. */}
            <span className={styles.strong}>{formatNumber(votes.count)}</span>{' '}
            {votes.count === 1 ? 'vote' : 'votes'}
          </span>
          <span className={styles.muted}>
            {formatPercent(votes.share, 'en-US', 1)} of votes
            {votes.rank > 0 && <> · rank #{formatNumber(votes.rank)}</>}
          </span>
        </p>
        <Meter
          value={votes.share}
          label={`${project.name} share of votes`}
          valueText={formatPercent(votes.share, 'en-US', 1)}
        />
      </div>

      <div className={styles.footer}>
        {(project.links.website || project.links.x) && (
          <ul className={styles.links} aria-label="Links">
            {project.links.website && (
              <li>
                <a
                  className={styles.link}
                  href={project.links.website}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Website ↗
                </a>
              </li>
            )}
            {project.links.x && (
              <li>
                <a className={styles.link} href={project.links.x} target="_blank" rel="noopener noreferrer">
                  X ↗
                </a>
              </li>
            )}
          </ul>
        )}
        <VoteAction project={project} roundOpen={roundOpen} voter={voter} voted={voted} />
      </div>
    </article>
  )
}
