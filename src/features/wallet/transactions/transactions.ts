import { createTransactionStore } from './transactionStore'

/** The app's one transaction store (browser only: it reads localStorage when first used). */
export const transactionStore = createTransactionStore(
  typeof window === 'undefined'
    ? { getItem: () => null, setItem: () => {}, removeItem: () => {} }
    : localStorage,
)
