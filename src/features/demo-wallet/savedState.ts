/** Where the demo wallet keeps the site's permission, the account and the chain across reloads. */
export const DEMO_WALLET_STORAGE_KEY = 'yarm.demoWallet'

export interface SavedState {
  connected: boolean
  account: number
  chainId: number
}

/** What the last visit saved, or null: nothing saved, storage blocked, or not JSON. */
export function readSavedState(storage: Pick<Storage, 'getItem'> | undefined): Partial<SavedState> | null {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(DEMO_WALLET_STORAGE_KEY) ?? 'null')
    return saved !== null && typeof saved === 'object' ? (saved as Partial<SavedState>) : null
  } catch {
    return null
  }
}
