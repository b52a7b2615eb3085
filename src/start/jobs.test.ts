import { describe, expect, it, vi } from 'vitest'
import { type Job, runJobs } from './jobs'

describe('runJobs', () => {
  it('starts a job once, at the first of its whens, with its loaded module', async () => {
    let fire = () => {}
    const later = new Promise<void>((resolve) => {
      fire = resolve
    })
    const start = vi.fn()
    const load = vi.fn(async () => 'module')
    const job: Job<string> = { name: 'x', when: ['now', later], load, start }
    runJobs([job])
    await vi.waitFor(() => expect(start.mock.calls).toEqual([['module']]))
    fire()
    await later
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('leaves a job whose code cannot be fetched, and one with no when, unstarted', async () => {
    const start = vi.fn()
    const unreachable = Promise.reject(new Error('offline'))
    const load = vi.fn(async () => 'module')
    runJobs([
      { name: 'offline', when: ['now'], load: () => unreachable, start },
      { name: 'never', when: [], load, start },
    ])
    await expect(unreachable).rejects.toThrow('offline')
    expect(start).not.toHaveBeenCalled()
    expect(load).not.toHaveBeenCalled()
  })
})
