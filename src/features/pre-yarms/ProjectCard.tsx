import { useEffect, useId, useRef, useState } from 'react'
import type { Project, ProjectStatus } from '@/api/projects'
import { chainName } from '@/chains/ids'
import { ProjectLogo } from '@/features/projects/ProjectLogo'
import type { MessageKey } from '@/i18n/catalog'
import { fill, slots } from '@/i18n/fill'
import { useI18n } from '@/i18n/useI18n'
import { formatNumber, formatPercent } from '@/lib/format'
import { visuallyHidden } from '@/styles/utils.css'
import { Meter } from '@/ui/Meter/Meter'
import * as styles from './ProjectCard.css'
import { VoteAction, type Voter } from './VoteAction'
import '@/i18n/lazy/projects'

const PROJECT_STATUS_LABELS = {
  voting: 'projects.statusVoting',
  shortlisted: 'projects.statusShortlisted',
  onboarding: 'projects.statusOnboarding',
  launched: 'projects.statusLaunched',
} as const satisfies Record<ProjectStatus, MessageKey>

export interface ProjectCardProps {
  project: Project
  roundOpen: boolean
  voter: Voter
  voted: boolean
  /** Voted on this device, waiting to be sent. */
  queued?: boolean
}

export function ProjectCard({ project, roundOpen, voter, voted, queued = false }: ProjectCardProps) {
  const { t, tn, locale } = useI18n()
  const titleId = useId()
  const { mindshare, votes } = project
  const share = formatPercent(votes.share, locale, 1)
  const change = mindshare.change
  const changes = useChanges(votes.count)
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.header}>
        <ProjectLogo name={project.name} src={project.logoUrl} />
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.name}>
            <bdi>{project.name}</bdi>
          </h2>
          {project.categories.length > 0 && (
            <ul className={styles.tags} aria-label={t('projects.categories')}>
              {project.categories.map((category) => (
                <li key={category} className={styles.tag} dir="auto">
                  {category}
                </li>
              ))}
            </ul>
          )}
        </div>
        <span className={styles.status[project.status]}>{t(PROJECT_STATUS_LABELS[project.status])}</span>
      </div>

      {/* Its own direction: an English description on an Arabic page ends with its full stop. */}
      <p className={styles.description} dir="auto">
        {project.description}
      </p>

      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t('projects.mindshare')}</dt>
          <dd className={styles.factValue}>
            {formatPercent(mindshare.value, locale, 1)}
            <span className={change > 0 ? styles.up : change < 0 ? styles.down : styles.flat}>
              <span className={visuallyHidden}>{t('projects.mindshareChange')} </span>
              {formatNumber(change, locale, {
                style: 'percent',
                maximumFractionDigits: 1,
                signDisplay: 'exceptZero',
              })}
            </span>
          </dd>
        </div>
        {project.chainIds.length > 0 && (
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{t('projects.chains')}</dt>
            <dd className={styles.factValue}>
              <span className={styles.factDetail}>
                {project.chainIds
                  .map((chainId) => chainName(chainId, (id) => t('projects.unknownChain', { id })))
                  .join(' · ')}
              </span>
            </dd>
          </div>
        )}
      </dl>

      <div className={styles.votes}>
        <p className={styles.votesLine}>
          <span>
            {/* In full: one vote has to show, the moment it is cast. */}
            {fill(tn<'projects.votes_other'>('projects.votes', votes.count, slots('count')), {
              count: (
                // A new key starts the animation again at each change.
                <span key={changes} className={changes > 0 ? styles.changed : styles.strong}>
                  {formatNumber(votes.count, locale)}
                </span>
              ),
            })}
          </span>
          <span className={styles.muted}>
            {votes.rank > 0
              ? t('projects.voteShareRank', { share, rank: formatNumber(votes.rank, locale) })
              : t('projects.voteShare', { share })}
          </span>
        </p>
        <Meter
          value={votes.share}
          label={t('projects.voteShareLabel', { name: project.name })}
          valueText={share}
        />
      </div>

      <div className={styles.footer}>
        {(project.links.website || project.links.x) && (
          <ul className={styles.links} aria-label={t('projects.links')}>
            {project.links.website && (
              <li>
                <a
                  className={styles.link}
                  href={project.links.website}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('projects.website')}
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
        <VoteAction project={project} roundOpen={roundOpen} voter={voter} voted={voted} queued={queued} />
      </div>
    </article>
  )
}

/** How many times `value` changed since the card appeared (not counting its first value). */
function useChanges(value: number): number {
  const previous = useRef(value)
  const [changes, setChanges] = useState(0)
  useEffect(() => {
    if (value === previous.current) return
    previous.current = value
    setChanges((count) => count + 1)
  }, [value])
  return changes
}
