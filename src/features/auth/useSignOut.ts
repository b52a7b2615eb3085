import { useCallback } from 'react'
import { endSession } from '@/api/tokens'

/** Signs out of X: the server forgets the session; the session guard drops the user's data. */
export function useSignOut() {
  return useCallback(() => endSession(), [])
}
