import { createStore } from '@/lib/createStore'
import { endHangingTry, type Relayer, relayerOf } from './sdkInternals'

/** Whether the SDK's socket to the relay is up: 'down' while it has lost it (and keeps trying). */
export type RelayState = 'unknown' | 'up' | 'down'

export const relayConnection = createStore<RelayState>('unknown')

let relayer: Relayer | undefined

export function watchRelay(provider: unknown) {
  const watched = relayerOf(provider)
  relayer = watched
  if (!watched) return
  relayConnection.set(watched.connected ? 'up' : 'unknown')
  watched.on('relayer_connect', () => {
    if (relayer === watched) relayConnection.set('up')
  })
  watched.on('relayer_disconnect', () => {
    if (relayer === watched) relayConnection.set('down')
  })
}

export function forgetRelay() {
  relayer = undefined
  relayConnection.set('unknown')
}

/**
 * Asks the relay again at once: a socket a phone suspended is opened again, a live one restarted (it may
 * be dead without knowing it); either way the SDK subscribes again and the relay hands over what it held.
 */
export async function refreshRelay(): Promise<void> {
  const current = relayer
  if (!current) return
  if (current.connected) {
    await current.restartTransport()
    return
  }
  endHangingTry(current)
  await current.transportOpen()
}
