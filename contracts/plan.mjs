// @ts-check
// What the local chains hold, computed without a chain: which Yarm vaults each chain gets, their
// parameters, and every contract's address. Addresses come from a fixed deployer's nonces on a fresh
// chain, so they are the same on every machine and every restart (and the same on both chains).
import { getContractAddress, keccak256, parseUnits, toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { PROJECTS, YARMS } from '../server/data/projects.js'
import { createDemoData } from '../server/data/seed.js'
import { topYarmers } from '../server/domain/allocations.js'
import { HEADLINE_TIMEFRAME } from '../server/domain/users.js'
import { WEEK, weekStart } from '../server/time.js'

/** anvil's default mnemonic. Public knowledge: these keys are for local chains only. */
export const MNEMONIC = 'test test test test test test test test test test test junk'

/** The chains `npm start` runs, standing in for Base and Arbitrum One. */
export const LOCAL_CHAINS = [
  { chainId: 8453, name: 'Base', port: 8545 },
  { chainId: 42161, name: 'Arbitrum One', port: 8546 },
]

/** The ten accounts anvil funds (indexes 0–9), each given USDC: the demo's people. */
export const DEMO_ACCOUNT_COUNT = 10
export const DEMO_USDC = parseUnits('100000', 6)

/**
 * Deploys, mints and keeps the yield going. Index 10 of the mnemonic: not one of the ten demo accounts,
 * so deploying does not move their nonces or balances.
 */
export const deployer = mnemonicToAccount(MNEMONIC, { addressIndex: 10 })
/** Make the deposits a live Yarm already has when the stack starts (indexes 11–13). */
export const seeders = [11, 12, 13].map((addressIndex) => mnemonicToAccount(MNEMONIC, { addressIndex }))

/** @type {ReturnType<typeof createDemoData> | undefined} */
let demoData

/**
 * The seed deposits of a live Yarm on one chain: what each top Yarmer has filled as the local API shows it
 * (server/domain/allocations.js), this chain's part of it (its share of the Yarm's TVL), each credited to
 * that Yarmer; the rest of the chain's TVL came through no one. So the vaults' `filled` agree with the API
 * until someone deposits.
 * @param {import('../server/data/projects.js').YarmSeed} yarm
 * @param {number} chainId
 * @returns {{ yarmer: string | null, amount: bigint }[]}
 */
export function seedDeposits(yarm, chainId) {
  const chain = yarm.chains.find((candidate) => candidate.chainId === chainId)
  if (!chain || yarm.status !== 'live') return []
  const units = (/** @type {number} */ value) => BigInt(Math.floor(value * 1e6))
  const chainTvl = chain.tvlCap * chain.fill
  const yarmTvl = yarm.chains.reduce((sum, each) => sum + each.tvlCap * each.fill, 0)
  const total = (parseUnits(String(chain.tvlCap), 6) * BigInt(Math.round(chain.fill * 10_000))) / 10_000n
  demoData ??= createDemoData()
  const parts = topYarmers(yarm, demoData.boards[HEADLINE_TIMEFRAME].rows)
    .map(({ xHandle, filled }) => ({ yarmer: xHandle, amount: units((filled * chainTvl) / yarmTvl) }))
    .filter((part) => part.amount > 0n)
  const credited = parts.reduce((sum, part) => sum + part.amount, 0n)
  // The top Yarmers' fills are within the part of the cap kept for them, below any live Yarm's TVL.
  if (credited > total) throw new Error(`${yarm.id} on ${chainId}: seeded fills exceed its TVL`)
  return [...parts, { yarmer: null, amount: total - credited }]
}

/** A Yarmer's on-chain id: keccak256 of their lower-case X handle. */
export const yarmerId = (/** @type {string} */ xHandle) => keccak256(toHex(xHandle.toLowerCase()))

const DAY_SECONDS = 86_400

/**
 * The live and upcoming USDC Yarms of the local API's demo data on `chainId`, in a fixed order (it sets
 * the vaults' nonces). Times follow the API: weeks counted from the current score week of `now` (ms).
 * @param {number} chainId
 * @param {number} [now]
 */
export function yarmsOn(chainId, now = Date.now()) {
  const week = weekStart(now)
  return YARMS.filter((yarm) => yarm.status !== 'ended' && yarm.asset === 'USDC').flatMap((yarm) => {
    const chain = yarm.chains.find((candidate) => candidate.chainId === chainId)
    if (!chain) return []
    const startsAtMs = week + yarm.startWeek * WEEK
    const project = PROJECTS.find((candidate) => candidate.id === yarm.projectId)
    return [
      {
        id: yarm.id,
        name: `Yarm ${project?.name ?? yarm.projectId}`,
        symbol: `y${yarm.id.replace(/^yarm-/, '').toUpperCase()}`,
        status: yarm.status,
        startsAt: BigInt(startsAtMs / 1000),
        endsAt: BigInt((startsAtMs + yarm.weeks * WEEK) / 1000),
        tvlCap: parseUnits(String(chain.tvlCap), 6),
        /** The share of the cap already deposited when the stack starts (live Yarms only). */
        fill: yarm.status === 'live' ? chain.fill : 0,
        /** Those deposits, each with the Yarmer it came through (live Yarms only). */
        seedDeposits: seedDeposits(yarm, chainId),
        withdrawalDelay: BigInt(yarm.withdrawalDelayDays * DAY_SECONDS),
        apy: yarm.apy.base + yarm.apy.bonus,
      },
    ]
  })
}

/**
 * The addresses `deploy` puts the contracts at on a fresh chain: USDC at the deployer's nonce 0, the
 * smart-account factory at 1, then one vault per Yarm.
 * @param {number} chainId
 * @returns {{ usdc: `0x${string}`, factory: `0x${string}`, vaults: Record<string, `0x${string}`> }}
 */
export function addressesOn(chainId) {
  const at = (/** @type {number} */ nonce) =>
    getContractAddress({ from: deployer.address, nonce: BigInt(nonce) })
  return {
    usdc: at(0),
    factory: at(1),
    vaults: Object.fromEntries(yarmsOn(chainId).map((yarm, i) => [yarm.id, at(2 + i)])),
  }
}

/** The content of contracts/out/deployments.json: `{ [chainId]: { usdc, factory, vaults: { yarmId: address } } }`. */
export function deployments() {
  return Object.fromEntries(LOCAL_CHAINS.map(({ chainId }) => [String(chainId), addressesOn(chainId)]))
}
