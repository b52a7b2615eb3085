// @ts-check

/**
 * Adds `value` under `key`, first dropping the owner's oldest entries beyond `perOwner` and then the
 * oldest entries of anyone beyond `total`. A Map iterates in insertion order, so the first entries
 * found are the oldest; anything a client can make the server store must be bounded like this.
 * @template V
 * @param {Map<string, V>} map
 * @param {string} key
 * @param {V} value
 * @param {{ sameOwner: (other: V) => boolean, perOwner: number, total: number }} limits
 */
export function addBounded(map, key, value, { sameOwner, perOwner, total }) {
  map.delete(key)
  let mine = 0
  for (const other of map.values()) if (sameOwner(other)) mine++
  for (const [otherKey, other] of map) {
    if (mine < perOwner) break
    if (!sameOwner(other)) continue
    map.delete(otherKey)
    mine--
  }
  for (const otherKey of map.keys()) {
    if (map.size < total) break
    map.delete(otherKey)
  }
  map.set(key, value)
}
