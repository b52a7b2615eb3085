import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { announceDemoWallet } from './announce'
import { DEMO_WALLET_STORAGE_KEY } from './savedState'

const started = vi.hoisted(() => ({ requests: [] as string[] }))

vi.mock('./demoWallet', () => ({
  startDemoWallet: () => async (args: { method: string }) => {
    started.requests.push(args.method)
    return args.method === 'eth_accounts' ? ['0xwallet'] : '0x2105'
  },
}))

interface Announced {
  provider: { request(args: { method: string }): Promise<unknown> }
}

function announced(): Announced {
  let detail: Announced | undefined
  const take = (event: Event) => {
    detail = (event as CustomEvent<Announced>).detail
  }
  window.addEventListener('eip6963:announceProvider', take)
  announceDemoWallet()
  window.removeEventListener('eip6963:announceProvider', take)
  if (!detail) throw new Error('the demo wallet did not announce itself')
  return detail
}

describe('the demo wallet as announced in the first load', () => {
  beforeEach(() => {
    started.requests = []
    localStorage.clear()
  })
  afterEach(() => localStorage.clear())

  it('answers no accounts without loading its keys when this site is not connected to it', async () => {
    const { provider } = announced()
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([])
    localStorage.setItem(DEMO_WALLET_STORAGE_KEY, JSON.stringify({ connected: false, account: 2 }))
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([])
    localStorage.setItem(DEMO_WALLET_STORAGE_KEY, '{not json')
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([])
    expect(started.requests).toEqual([])
  })

  it('loads the wallet for a site it is connected to, and for every other request', async () => {
    localStorage.setItem(DEMO_WALLET_STORAGE_KEY, JSON.stringify({ connected: true, account: 0 }))
    const { provider } = announced()
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual(['0xwallet'])
    localStorage.clear()
    // Once loaded, the wallet answers everything itself.
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual(['0xwallet'])
    expect(started.requests).toEqual(['eth_accounts', 'eth_accounts'])
  })

  it('a request other than the accounts loads the wallet even when not connected', async () => {
    const { provider } = announced()
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x2105')
    expect(started.requests).toEqual(['eth_chainId'])
  })
})
