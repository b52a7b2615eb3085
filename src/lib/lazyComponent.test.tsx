import { act, render, renderHook, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { lazyComponent, usePrefetchAtIdle } from './lazyComponent'

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>

describe('lazyComponent', () => {
  it('fetches once, and once loaded gives the component itself (rendering it never suspends)', async () => {
    const load = vi.fn(() => Promise.resolve(Hello))
    const lazyHello = lazyComponent(load)
    expect(lazyHello.loaded()).toBe(false)
    expect(lazyHello.current()).not.toBe(Hello)
    lazyHello.prefetch()
    await lazyHello.load()
    expect(load).toHaveBeenCalledTimes(1)
    expect(lazyHello.loaded()).toBe(true)
    expect(lazyHello.current()).toBe(Hello)
  })

  it('before the code is there, renders through Suspense and shows the component when it arrives', async () => {
    let arrive: (component: typeof Hello) => void = () => {}
    const lazyHello = lazyComponent(() => new Promise<typeof Hello>((resolve) => (arrive = resolve)))
    const View = lazyHello.current()
    render(
      <Suspense fallback={<p>Loading</p>}>
        <View name="Ada" />
      </Suspense>,
    )
    expect(screen.getByText('Loading')).toBeTruthy()
    await act(async () => arrive(Hello))
    expect(await screen.findByText('Hello Ada')).toBeTruthy()
  })

  it('a failed fetch can be tried again', async () => {
    const load = vi
      .fn<() => Promise<typeof Hello>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Hello)
    const lazyHello = lazyComponent(load)
    lazyHello.prefetch()
    await expect(lazyHello.load()).rejects.toThrow('offline')
    await expect(lazyHello.load()).resolves.toBe(Hello)
    expect(load).toHaveBeenCalledTimes(2)
  })
})

describe('usePrefetchAtIdle', () => {
  it('fetches once the page is idle while wanted, once, and not at all before it is wanted', async () => {
    vi.useFakeTimers()
    try {
      const load = vi.fn(() => Promise.resolve(Hello))
      const lazyHello = lazyComponent(load)
      const { rerender, unmount } = renderHook(({ wanted }) => usePrefetchAtIdle(lazyHello, wanted), {
        initialProps: { wanted: false },
      })
      await act(() => vi.advanceTimersByTimeAsync(10_000))
      expect(load).not.toHaveBeenCalled()
      rerender({ wanted: true })
      expect(load).not.toHaveBeenCalled()
      await act(() => vi.advanceTimersByTimeAsync(10_000))
      expect(load).toHaveBeenCalledTimes(1)
      rerender({ wanted: false })
      rerender({ wanted: true })
      await act(() => vi.advanceTimersByTimeAsync(10_000))
      expect(load).toHaveBeenCalledTimes(1)
      unmount()
    } finally {
      vi.useRealTimers()
    }
  })

  it('gone before the page is idle: nothing is fetched', async () => {
    vi.useFakeTimers()
    try {
      const load = vi.fn(() => Promise.resolve(Hello))
      const { unmount } = renderHook(() => usePrefetchAtIdle(lazyComponent(load), true))
      unmount()
      await act(() => vi.advanceTimersByTimeAsync(10_000))
      expect(load).not.toHaveBeenCalled()
    } finally {
      vi.useRealTimers()
    }
  })
})
