import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import * as z from 'zod/mini'
import { saveSignIn } from '@/api/session'
import { PageFrame } from '@/features/shell/PageFrame'
import { useI18n } from '@/i18n/useI18n'
import { safeRedirectPath } from '@/lib/safeRedirect'
import { isValidXHandle } from '@/lib/xHandle'
import { signInNoticeStore, signInRedirectStore } from './signIn'

const successSchema = z.object({
  accessToken: z.string().check(z.minLength(1), z.maxLength(4096)),
  refreshToken: z.string().check(z.minLength(1), z.maxLength(4096)),
  xId: z.string().check(z.regex(/^\d{1,25}$/)),
  xHandle: z.optional(z.string().check(z.refine(isValidXHandle))),
})

/** Reads the callback parameters from the fragment, or from the query as a fallback. */
export function readCallbackParams(location: Pick<Location, 'hash' | 'search'>) {
  const params = new URLSearchParams(location.hash.replace(/^#/, ''))
  if (![...params.keys()].length) {
    for (const [key, value] of new URLSearchParams(location.search)) params.set(key, value)
  }
  const values = Object.fromEntries(params)
  const success = successSchema.safeParse(values)
  if (success.success) return { kind: 'success', ...success.data } as const
  return { kind: 'error', cancelled: values.error === 'access_denied' } as const
}

/** `/auth/callback`: store the X session, wipe the tokens from the address bar, go back. */
export function AuthCallback() {
  const { t } = useI18n()
  const navigate = useNavigate()
  useEffect(() => {
    const result = readCallbackParams(window.location)
    // Out of the address bar (and history) before anything else can read or log it.
    window.history.replaceState(window.history.state, '', '/auth/callback')
    const target = safeRedirectPath(signInRedirectStore.read())
    signInRedirectStore.remove()
    if (result.kind === 'success') {
      saveSignIn(result, { xId: result.xId, xHandle: result.xHandle ?? null })
    } else {
      signInNoticeStore.write(result.cancelled ? 'cancelled' : 'failed')
    }
    void navigate({ href: target, replace: true })
  }, [navigate])
  return <PageFrame title={t('auth.signingInTitle')} lead={t('auth.signingInLead')} />
}
