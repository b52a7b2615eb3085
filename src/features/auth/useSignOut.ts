import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { clearSession } from '@/api/session'
import { ME } from './queries'

/** Signs out of X: tokens, X info and every cached query of the user go. */
export function useSignOut() {
  const queryClient = useQueryClient()
  return useCallback(() => {
    clearSession()
    queryClient.removeQueries({ queryKey: [ME] })
  }, [queryClient])
}
