import { useSyncExternalStore } from 'react'
import type { Readable } from './createStore'

export type { Readable } from './createStore'

const itself = <T>(value: T) => value

/** The app's one use of useSyncExternalStore. `select` must answer the same object for the same value, or the component renders for ever. */
export function useStore<T>(store: Readable<T>, serverValue?: () => T): T
export function useStore<T, S>(
  store: Readable<T>,
  serverValue: (() => S) | undefined,
  select: (value: T) => S,
): S
export function useStore<T, S>(
  store: Readable<T>,
  serverValue?: () => S,
  select: (value: T) => S = itself as (value: T) => S,
): S {
  const read = () => select(store.get())
  return useSyncExternalStore(store.subscribe, read, serverValue ?? read)
}
