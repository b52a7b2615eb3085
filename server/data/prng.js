// @ts-check

/**
 * A small seeded PRNG (mulberry32). The demo data must be identical on every start and on every
 * machine, so nothing here may touch Math.random.
 * @param {number} seed
 */
export function createRandom(seed) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    /** An integer in [min, max]. */
    int: (/** @type {number} */ min, /** @type {number} */ max) => min + Math.floor(next() * (max - min + 1)),
    /** True with the given probability. */
    chance: (/** @type {number} */ probability) => next() < probability,
    /**
     * @template T
     * @param {readonly T[]} items
     * @returns {T}
     */
    pick(items) {
      const item = items[Math.floor(next() * items.length)]
      if (item === undefined) throw new Error('pick() from an empty list')
      return item
    },
    /** Roughly normal (Irwin–Hall with 6 terms), mean 0 and deviation 1. */
    gaussian() {
      let sum = 0
      for (let i = 0; i < 6; i++) sum += next()
      return (sum - 3) * Math.SQRT2
    },
  }
}

/** @typedef {ReturnType<typeof createRandom>} Random */

/**
 * A stable 32-bit hash for things keyed by text (avatar colours, demo ENS names): FNV-1a, then
 * murmur3's finaliser, because FNV alone leaves the low bits nearly constant for similar inputs.
 * @param {string} text
 */
export function hashString(text) {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  hash ^= hash >>> 16
  hash = Math.imul(hash, 0x85ebca6b)
  hash ^= hash >>> 13
  hash = Math.imul(hash, 0xc2b2ae35)
  hash ^= hash >>> 16
  return hash >>> 0
}
