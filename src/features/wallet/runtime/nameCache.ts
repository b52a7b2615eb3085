import { createStore, del, get, set } from 'idb-keyval'

/** Spec section 9: a resolved name is kept for 180 minutes; "no name" is never cached. */
export const NAME_CACHE_TTL_MS = 180 * 60_000

interface Entry {
  name: string
  expiresAt: number
}

let store: ReturnType<typeof createStore> | undefined
const names = () => {
  store ??= createStore('yarm-names', 'names')
  return store
}

const keyFor = (address: string) => address.toLowerCase()

export async function readCachedName(address: string, now = Date.now()): Promise<string | undefined> {
  try {
    const entry = await get<Entry>(keyFor(address), names())
    if (!entry || typeof entry.name !== 'string' || typeof entry.expiresAt !== 'number') return undefined
    if (entry.expiresAt <= now) {
      await del(keyFor(address), names())
      return undefined
    }
    return entry.name
  } catch {
    // No IndexedDB (private mode, blocked): ask the service every time.
    return undefined
  }
}

export async function writeCachedName(address: string, name: string, now = Date.now()): Promise<void> {
  try {
    await set(keyFor(address), { name, expiresAt: now + NAME_CACHE_TTL_MS } satisfies Entry, names())
  } catch {
    // As above: the cache is an optimisation only.
  }
}
