import { readFileSync } from 'node:fs'
import { IDBFactory } from 'fake-indexeddb'
import { createStore, get, set } from 'idb-keyval'
import { beforeEach, describe, expect, it } from 'vitest'
import { persistedHint, takeEarlyPersisted } from './earlyPersisted'
import { PERSISTED_KEY } from './persistedStore'

/** public/early.js as the page runs it: a plain script, before the app's code. */
const earlyScript = readFileSync('public/early.js', 'utf8')
const runEarlyScript = () => new Function(earlyScript)()
const early = window as { yarmPersisted?: unknown }
/** The store as the app writes it (persistedStore.ts, with idb-keyval). */
const appStore = () => createStore('yarm-cache', 'queries')

beforeEach(() => {
  // A browser profile of its own for each test.
  globalThis.indexedDB = new IDBFactory()
  localStorage.clear()
  delete early.yarmPersisted
})

/** A copy saved as the app saves it: the entry, and the hint that there is one. */
async function saveCopy(value: unknown) {
  await set(PERSISTED_KEY, value, appStore())
  persistedHint.write(true)
}

describe('the early read of the persisted cache (public/early.js) and takeEarlyPersisted', () => {
  it('hands over the copy the app saved, once', async () => {
    await saveCopy('{"clientState":{"queries":[]}}')
    runEarlyScript()
    expect(await takeEarlyPersisted()).toBe('{"clientState":{"queries":[]}}')
    expect(takeEarlyPersisted()).toBeNull()
  })

  it('does not open the store without the hint that a copy was saved', async () => {
    await set(PERSISTED_KEY, 'saved before the hint existed', appStore())
    runEarlyScript()
    expect(await takeEarlyPersisted()).toBeNull()
  })

  it('finds nothing when the hint is stale, and creates no database that would keep the app from saving', async () => {
    persistedHint.write(true)
    runEarlyScript()
    expect(await takeEarlyPersisted()).toBeNull()
    expect(await indexedDB.databases()).toEqual([])
    // The app's first save creates the database with its store, as without the early read.
    await set(PERSISTED_KEY, 'saved', appStore())
    expect(await get(PERSISTED_KEY, appStore())).toBe('saved')
  })

  it('takes anything but a string in the store for no copy', async () => {
    await saveCopy({ clientState: {} })
    runEarlyScript()
    expect(await takeEarlyPersisted()).toBeNull()
  })

  it('ignores what is not the early read: nothing there, or not a promise', async () => {
    expect(takeEarlyPersisted()).toBeNull()
    early.yarmPersisted = 'a string planted on the window'
    expect(takeEarlyPersisted()).toBeNull()
    early.yarmPersisted = Promise.resolve(42)
    expect(await takeEarlyPersisted()).toBeNull()
    early.yarmPersisted = Promise.reject(new Error('storage blocked'))
    expect(await takeEarlyPersisted()).toBeNull()
  })
})
