// @ts-check
import { generatePeople } from './names.js'
import { createRandom, hashString } from './prng.js'

/** @typedef {'7d' | '30d' | '3m' | 'all'} Timeframe */
/**
 * @typedef {{ rank: number, rankChange: number, isNew: boolean, xHandle: string, xName: string,
 *   score: number, mindshare: number }} Row
 */
/** @typedef {{ rank: number, change: number, isNew?: boolean }} Placement */
/**
 * A demo account's fixed place on each board; `null` keeps it off that board.
 * @typedef {{ xHandle: string, xName: string, board: Record<Timeframe, Placement | null> }} PlacedYarmer
 */
/** @typedef {{ rows: Row[], byHandle: Map<string, Row> }} Board */

/** @type {readonly Timeframe[]} */
export const TIMEFRAMES = ['7d', '30d', '3m', 'all']

/** How the boards differ: shorter windows are noisier, miss more inactive people and churn more. */
const PROFILES = /** @type {const} */ ({
  '7d': { noise: 0.55, inactive: 0.07, churn: 0.35, newcomers: 0.04 },
  '30d': { noise: 0.35, inactive: 0.02, churn: 0.2, newcomers: 0.02 },
  '3m': { noise: 0.2, inactive: 0, churn: 0.1, newcomers: 0.01 },
  all: { noise: 0.08, inactive: 0, churn: 0.04, newcomers: 0.005 },
})

const GENERATED_COUNT = 5200

/**
 * Display scores follow rank on a fixed curve (a steep head, then a long tail down to ≈ 5), so that
 * a demo account placed at a rank gets a believable score without knowing its neighbours.
 * @param {number} rank
 * @param {number} total
 */
export const scoreAt = (rank, total) => {
  const position = (rank - 1) / total
  return Math.round(1000 * (0.55 * rank ** -0.35 + 0.45 * (1 - position) ** 2) * 10) / 10
}

/**
 * @param {{ seed: number, placed: readonly PlacedYarmer[] }} options
 */
export function createYarmerboards({ seed, placed }) {
  const people = generatePeople(
    GENERATED_COUNT,
    seed,
    placed.map((yarmer) => yarmer.xHandle),
  )
  const random = createRandom(seed ^ 0x5eed)
  // One underlying "talent" per person keeps the boards related; momentum favours recent windows.
  const talent = people.map((person) => ({ person, quality: random.gaussian(), momentum: random.gaussian() }))
  const boards = /** @type {Record<Timeframe, Board>} */ (
    Object.fromEntries(
      TIMEFRAMES.map((timeframe, index) => [
        timeframe,
        buildBoard(timeframe, createRandom(seed + 101 * (index + 1)), talent, placed),
      ]),
    )
  )
  return { people, boards }
}

/**
 * @param {Timeframe} timeframe
 * @param {import('./prng.js').Random} random
 * @param {{ person: { xHandle: string, xName: string }, quality: number, momentum: number }[]} talent
 * @param {readonly PlacedYarmer[]} placed
 * @returns {Board}
 */
function buildBoard(timeframe, random, talent, placed) {
  const profile = PROFILES[timeframe]
  const entries = talent
    .map(({ person, quality, momentum }) => ({
      person,
      value: quality + profile.noise * (random.gaussian() + momentum),
      active: !random.chance(profile.inactive),
      isNew: random.chance(profile.newcomers),
      drift: profile.churn * random.gaussian(),
    }))
    .filter((entry) => entry.active)
  const previousRank = new Map(
    entries
      .filter((entry) => !entry.isNew)
      .sort((a, b) => b.value + b.drift - (a.value + a.drift))
      .map((entry, i) => [entry, i + 1]),
  )

  /** @type {{ xHandle: string, xName: string, isNew: boolean, previousRank: number | null }[]} */
  const order = [...entries]
    .sort((a, b) => b.value - a.value)
    .map((entry) => ({ ...entry.person, isNew: entry.isNew, previousRank: previousRank.get(entry) ?? null }))
  const demo = placed
    .flatMap((yarmer) => {
      const placement = yarmer.board[timeframe]
      return placement ? [{ yarmer, placement }] : []
    })
    .sort((a, b) => a.placement.rank - b.placement.rank)
  for (const { yarmer, placement } of demo) {
    order.splice(placement.rank - 1, 0, {
      xHandle: yarmer.xHandle,
      xName: yarmer.xName,
      isNew: placement.isNew ?? false,
      previousRank: placement.isNew ? null : placement.rank + placement.change,
    })
  }

  // Mindshare is far more concentrated than score: a Zipf-like curve with per-person jitter.
  const weights = order.map((_, i) => (1 / (i + 1) ** 0.8) * (0.85 + 0.3 * random.next()))
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0)
  const rows = order.map((entry, i) => {
    const rank = i + 1
    return {
      rank,
      rankChange: entry.previousRank === null ? 0 : entry.previousRank - rank,
      isNew: entry.isNew,
      xHandle: entry.xHandle,
      xName: entry.xName,
      score: scoreAt(rank, order.length),
      mindshare: Math.round(((weights[i] ?? 0) / totalWeight) * 1e8) / 1e8,
    }
  })
  return { rows, byHandle: new Map(rows.map((row) => [row.xHandle.toLowerCase(), row])) }
}

/** @typedef {ReturnType<typeof createYarmerboards>} Yarmerboards */

const BREAKDOWN = [
  { key: 'engagement', label: 'Engagement', min: 0.32, spread: 0.12 },
  { key: 'reach', label: 'Reach', min: 0.2, spread: 0.1 },
  { key: 'originality', label: 'Originality', min: 0.12, spread: 0.1 },
]

/**
 * How a score splits into its parts; the last part takes the remainder so the parts add up.
 * @param {string} xHandle
 * @param {Timeframe} timeframe
 * @param {number} score
 */
export function scoreBreakdown(xHandle, timeframe, score) {
  const random = createRandom(hashString(`${xHandle.toLowerCase()}:${timeframe}`))
  let remaining = score
  const parts = BREAKDOWN.map(({ key, label, min, spread }) => {
    const value = Math.round(score * (min + spread * random.next()) * 10) / 10
    remaining -= value
    return { key, label, value }
  })
  parts.push({ key: 'consistency', label: 'Consistency', value: Math.round(remaining * 10) / 10 })
  return parts
}
