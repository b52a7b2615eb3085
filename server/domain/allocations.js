// @ts-check
import { hashString } from '../data/prng.js'

/** @import { YarmSeed } from '../data/projects.js' */

export const TOP_YARMERS = 25
/** The part of a Yarm's cap reserved for its top Yarmers. */
export const TOP_YARMER_SHARE = 0.3

const weights = Array.from({ length: TOP_YARMERS }, (_, i) => 1 / (i + 1) ** 0.6)
const weightSum = weights.reduce((sum, weight) => sum + weight, 0)

/**
 * A top Yarmer's allocation in a Yarm, in the Yarm's asset (numbers, unrounded): allocations shrink with
 * rank, and what each person has filled is stable per person and Yarm (none before the Yarm opens). The
 * API shows these, and the local chain's seed deposits fill the vaults the same way (contracts/deploy.mjs),
 * so the two agree until someone deposits.
 * @param {Pick<YarmSeed, 'id' | 'status' | 'chains'>} yarm
 * @param {number} rank
 * @param {string} xHandle
 */
export function allocation(yarm, rank, xHandle) {
  const tvlCap = yarm.chains.reduce((sum, chain) => sum + chain.tvlCap, 0)
  const cap = (tvlCap * TOP_YARMER_SHARE * (weights[rank - 1] ?? 0)) / weightSum
  const filledShare = yarm.status === 'upcoming' ? 0 : (hashString(`${yarm.id}:${xHandle}`) % 101) / 100
  return { allocationCap: cap, filled: cap * filledShare }
}

/**
 * The Yarm's top Yarmers (the headline board's first rows) with their allocations.
 * @param {Pick<YarmSeed, 'id' | 'status' | 'chains'>} yarm
 * @param {readonly { rank: number, xHandle: string }[]} rows
 */
export function topYarmers(yarm, rows) {
  return rows
    .slice(0, TOP_YARMERS)
    .map((row) => ({ rank: row.rank, xHandle: row.xHandle, ...allocation(yarm, row.rank, row.xHandle) }))
}
