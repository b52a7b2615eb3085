// @ts-check
import { z } from 'zod'
import { PROJECTS, YARMS } from '../data/projects.js'
import { allocation, TOP_YARMERS, topYarmers } from '../domain/allocations.js'
import { currentBoards } from '../domain/boards.js'
import { idempotent, readIdempotencyKey } from '../domain/idempotency.js'
import { boardRow, HEADLINE_TIMEFRAME } from '../domain/users.js'
import { HttpError, ok, validate } from '../http.js'
import { iso, WEEK, weekStart } from '../time.js'

/** @import { App } from '../app.js' */
/** @import { RequestContext } from '../context.js' */
/** @import { ProjectSeed, YarmSeed } from '../data/projects.js' */
/** @import { User } from '../data/seed.js' */
/** @import { Route } from '../router.js' */

/** @param {RequestContext} ctx @param {string} id */
const logoUrl = (ctx, id) => `${ctx.baseUrl}/logo/${id}.svg`

/**
 * Community votes from the seed plus the votes cast here, ranked.
 * @param {App} app
 */
export function tally(app) {
  const counts = new Map(PROJECTS.map((project) => [project.id, project.baseVotes]))
  for (const vote of app.store.votes()) counts.set(vote.projectId, (counts.get(vote.projectId) ?? 0) + 1)
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0)
  const ranked = [...PROJECTS].sort(
    (a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0) || a.name.localeCompare(b.name),
  )
  const rank = new Map(ranked.map((project, i) => [project.id, i + 1]))
  /** @param {string} id */
  return (id) => {
    const count = counts.get(id) ?? 0
    return { count, share: Math.round((count / total) * 10_000) / 10_000, rank: rank.get(id) ?? 0 }
  }
}

/**
 * @param {RequestContext} ctx
 * @param {ProjectSeed} project
 * @param {ReturnType<typeof tally>} votes
 */
function projectView(ctx, project, votes) {
  return {
    id: project.id,
    name: project.name,
    logoUrl: logoUrl(ctx, project.id),
    description: project.description,
    categories: project.categories,
    links: project.links,
    chainIds: project.chainIds,
    mindshare: project.mindshare,
    votes: votes(project.id),
    status: project.status,
  }
}

/** @param {App} app */
function round(app) {
  return { id: 'preyarm-round-3', status: 'open', endsAt: iso(weekStart(app.now()) + WEEK) }
}

/**
 * @param {number} value
 * @param {string} asset
 */
const amount = (value, asset) => value.toFixed(asset === 'ETH' ? 4 : 2)

/**
 * @param {RequestContext} ctx
 * @param {YarmSeed} yarm
 * @param {User | null} user
 */
function yarmView(ctx, yarm, user) {
  const project = PROJECTS.find((candidate) => candidate.id === yarm.projectId)
  const startsAt = weekStart(ctx.app.now()) + yarm.startWeek * WEEK
  const chains = yarm.chains.map((chain) => ({
    chainId: chain.chainId,
    tvlCap: amount(chain.tvlCap, yarm.asset),
    tvl: amount(chain.tvlCap * chain.fill, yarm.asset),
  }))
  const tvlCap = yarm.chains.reduce((sum, chain) => sum + chain.tvlCap, 0)
  const tvl = yarm.chains.reduce((sum, chain) => sum + chain.tvlCap * chain.fill, 0)

  /** @param {{ allocationCap: number, filled: number }} part */
  const shown = (part) => ({
    allocationCap: amount(part.allocationCap, yarm.asset),
    filled: amount(part.filled, yarm.asset),
  })
  const top = topYarmers(yarm, currentBoards(ctx.app)[HEADLINE_TIMEFRAME].rows).map(
    ({ rank, xHandle, ...part }) => ({ rank, xHandle, ...shown(part) }),
  )

  const view = {
    id: yarm.id,
    project: {
      id: yarm.projectId,
      name: project?.name ?? yarm.projectId,
      logoUrl: logoUrl(ctx, yarm.projectId),
    },
    status: yarm.status,
    startsAt: iso(startsAt),
    endsAt: iso(startsAt + yarm.weeks * WEEK),
    asset: { symbol: yarm.asset },
    chains,
    tvl: amount(tvl, yarm.asset),
    tvlCap: amount(tvlCap, yarm.asset),
    apy: yarm.apy,
    withdrawalDelayDays: yarm.withdrawalDelayDays,
    topYarmers: top,
  }
  if (!user) return view
  const row = boardRow(ctx.app, user.xHandle)
  const isTopYarmer = row !== undefined && row.rank <= TOP_YARMERS
  return {
    ...view,
    me: {
      rank: row?.rank ?? null,
      isTopYarmer,
      ...(isTopYarmer && row
        ? shown(allocation(yarm, row.rank, row.xHandle))
        : { allocationCap: amount(0, yarm.asset), filled: amount(0, yarm.asset) }),
    },
  }
}

/**
 * @param {RequestContext} ctx
 * @param {User} user
 */
function castVote(ctx, user) {
  const project = PROJECTS.find((candidate) => candidate.id === ctx.params.projectId)
  if (!project) throw new HttpError(404, 'PROJECT_NOT_FOUND', 'There is no such project in this round')
  if (!user.activatedAt) throw new HttpError(403, 'NOT_ACTIVATED', 'Activate your account to vote')
  // Checked before the round's state: a repeated vote is reported as such even once closed.
  if (ctx.app.store.hasVoted(user.xId, project.id)) {
    throw new HttpError(409, 'ALREADY_VOTED', 'You have already voted for this project')
  }
  if (project.status !== 'voting' || round(ctx.app).status !== 'open') {
    throw new HttpError(409, 'VOTING_CLOSED', `Voting for ${project.name} is closed`)
  }
  ctx.app.store.addVote({ xId: user.xId, projectId: project.id, votedAt: iso(ctx.app.now()) })
  const { count, rank } = tally(ctx.app)(project.id)
  return ok({ projectId: project.id, voted: true, votes: { count, rank } })
}

/** @type {Route<RequestContext>[]} */
export const projectRoutes = [
  {
    method: 'GET',
    path: '/v1/project/preyarm',
    handler(ctx) {
      const { sort } = validate(
        z.object({ sort: z.enum(['votes', 'newest', 'mindshare']).default('votes') }),
        ctx.query,
      )
      const votes = tally(ctx.app)
      /** @type {Record<typeof sort, (a: ProjectSeed, b: ProjectSeed) => number>} */
      const compare = {
        votes: (a, b) => votes(a.id).rank - votes(b.id).rank,
        newest: (a, b) => a.addedDaysAgo - b.addedDaysAgo,
        mindshare: (a, b) => b.mindshare.value - a.mindshare.value,
      }
      const items = [...PROJECTS].sort(compare[sort]).map((project) => projectView(ctx, project, votes))
      return ok({ round: round(ctx.app), items })
    },
  },
  {
    method: 'POST',
    path: '/v1/project/vote/:projectId',
    handler(ctx) {
      const key = readIdempotencyKey(ctx.req.headers['idempotency-key'])
      const user = ctx.user()
      const scope = `vote:${ctx.params.projectId}`
      return idempotent(ctx.app, { xId: user.xId, key, scope }, () => castVote(ctx, user))
    },
  },
  {
    method: 'GET',
    path: '/v1/project/user-votes',
    handler(ctx) {
      const user = ctx.user()
      const votes = ctx.app.store
        .votes()
        .filter((vote) => vote.xId === user.xId)
        .map(({ projectId, votedAt }) => ({ projectId, votedAt }))
      return ok({ votes })
    },
  },
  {
    method: 'GET',
    path: '/v1/project/yarm',
    handler(ctx) {
      const user = ctx.optionalUser()
      const { status } = validate(
        z.object({ status: z.enum(['upcoming', 'live', 'ended']).optional() }),
        ctx.query,
      )
      const items = YARMS.filter((yarm) => !status || yarm.status === status).map((yarm) =>
        yarmView(ctx, yarm, user),
      )
      return ok({ items })
    },
  },
]
