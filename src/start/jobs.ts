import { readSession, subscribeSession } from '@/api/session'
import { withModule } from '@/lib/withModule'

/**
 * When a background job starts: at once, once the page is idle, once someone is signed in, or when a
 * promise settles. A job with several starts at the first of them; one with none never starts.
 */
export type When = 'now' | 'idle' | 'signedIn' | Promise<unknown>

/** Work that nothing on screen waits for: its code is fetched only once it has work to do. */
export interface Job<M> {
  name: string
  when: readonly When[]
  load(): Promise<M>
  start(module: M): void
}

function whenSignedIn(start: () => void) {
  if (readSession().xId) {
    start()
    return
  }
  const off = subscribeSession(() => {
    if (!readSession().xId) return
    off()
    start()
  })
}

function whenIdle(start: () => void) {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 5000 }) : setTimeout(start, 1)
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}

function at(when: When, start: () => void) {
  if (when === 'now') start()
  else if (when === 'idle') whenIdle(start)
  else if (when === 'signedIn') whenSignedIn(start)
  else void when.then(start)
}

/** Starts each job once, at the first of its `when`; code out of reach is left as `withModule` says. */
export function runJobs(jobs: readonly Job<unknown>[]): void {
  for (const job of jobs) {
    let started = false
    const start = () => {
      if (started) return
      started = true
      void withModule(job.load(), (module) => job.start(module))
    }
    for (const when of job.when) at(when, start)
  }
}
