import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { lazyComponent } from './lazyComponent'

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
