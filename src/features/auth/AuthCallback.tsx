import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import * as z from 'zod/mini'
import { saveSignIn, tokensStore } from '@/api/session'
import { endSession, revokeRefreshToken } from '@/api/tokens'
import { getUserInfoWithToken } from '@/api/user'
import { PageFrame } from '@/features/shell/PageFrame'
import { useI18n } from '@/i18n/useI18n'
import { safeRedirectPath } from '@/lib/safeRedirect'
import { ConnectXButton } from './ConnectXButton'
import { userQueries } from './queries'
import { signInNoticeStore, startSignIn, takeSignInAttempt } from './signIn'

const token = z.string().check(z.minLength(1), z.maxLength(4096))
const state = z.optional(z.string().check(z.maxLength(256)))

const successSchema = z.object({
  accessToken: token,
  refreshToken: token,
  xId: z.string().check(z.regex(/^\d{1,25}$/)),
  state,
})

type CallbackResult =
  | { kind: 'success'; accessToken: string; refreshToken: string; xId: string; state?: string }
  | { kind: 'error'; cancelled: boolean; state?: string }

/** The fragment only: tokens in a query string would have reached a server's logs. The handle is ignored (see completeSignIn). */
export function readCallbackParams(location: Pick<Location, 'hash'>): CallbackResult {
  const values = Object.fromEntries(new URLSearchParams(location.hash.replace(/^#/, '')))
  const success = successSchema.safeParse(values)
  if (success.success) return { kind: 'success', ...success.data }
  const parsedState = state.safeParse(values.state)
  return {
    kind: 'error',
    cancelled: values.error === 'access_denied',
    state: parsedState.success ? parsedState.data : undefined,
  }
}

/** Kept only once the API has said, for this token, who the user is. */
export async function completeSignIn(
  result: Extract<CallbackResult, { kind: 'success' }>,
  queryClient: QueryClient,
): Promise<boolean> {
  try {
    const user = await getUserInfoWithToken(result.xId, result.accessToken)
    if (user.xId !== result.xId) throw new Error('The token belongs to another user')
    // Whoever was signed in here before (another account, or an older session of this one) is signed out.
    if (tokensStore.read()) endSession()
    saveSignIn(result, { xId: user.xId, xHandle: user.xHandle })
    queryClient.setQueryData(userQueries.info(user.xId).queryKey, user)
    return true
  } catch {
    void revokeRefreshToken(result.refreshToken)
    return false
  }
}

type Status = 'working' | 'foreign'

/** Honours only the sign-in this tab started (its `state`, once, within ten minutes); a link made anywhere else stores nothing. */
export function AuthCallback() {
  const { t } = useI18n()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<Status>('working')
  const handled = useRef(false)
  useEffect(() => {
    if (handled.current) return
    handled.current = true
    const result = readCallbackParams(window.location)
    // Out of the address bar (and history) before anything else can read or log it.
    window.history.replaceState(window.history.state, '', '/auth/callback')
    const attempt = takeSignInAttempt(result.state)
    if (!attempt) {
      setStatus('foreign')
      return
    }
    const target = safeRedirectPath(attempt.returnTo)
    const finish = (signedIn: boolean) => {
      if (!signedIn)
        signInNoticeStore.write(result.kind === 'error' && result.cancelled ? 'cancelled' : 'failed')
      void navigate({ href: target, replace: true })
    }
    if (result.kind === 'error') finish(false)
    else void completeSignIn(result, queryClient).then(finish)
  }, [navigate, queryClient])

  if (status === 'foreign') {
    return (
      <PageFrame title={t('auth.foreignLinkTitle')} lead={t('auth.foreignLinkLead')}>
        <ConnectXButton onClick={() => void startSignIn('/')} />
      </PageFrame>
    )
  }
  return <PageFrame title={t('auth.signingInTitle')} lead={t('auth.signingInLead')} />
}
