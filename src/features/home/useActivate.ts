import { useMutation, useQueryClient } from '@tanstack/react-query'
import { activateUser, type UserInfo } from '@/api/user'
import { ME, userQueries } from '@/features/auth/queries'
import { inviteDraftStore } from './inviteDraft'

/** Activation (contract: POST /v1/user/activate): the answer is the new user info, held at once. */
export function useActivate(xId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (inviteCode: string | undefined) => activateUser(inviteCode),
    onSuccess: (user: UserInfo) => {
      inviteDraftStore.remove()
      queryClient.setQueryData(userQueries.info(xId).queryKey, user)
      void queryClient.invalidateQueries({ queryKey: [ME, xId] })
    },
  })
}
