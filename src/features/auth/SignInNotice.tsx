import { useEffect, useState } from 'react'
import { useI18n } from '@/i18n/useI18n'
import { Notice } from '@/ui/Notice/Notice'
import { signInNoticeStore } from './signIn'

export function SignInNotice() {
  const { t } = useI18n()
  const [notice, setNotice] = useState<'cancelled' | 'failed' | null>(null)
  useEffect(() => {
    const read = () => setNotice(signInNoticeStore.read())
    read()
    return signInNoticeStore.subscribe(read)
  }, [])
  if (!notice) return null
  return (
    <Notice tone="warning" onDismiss={() => signInNoticeStore.remove()}>
      {notice === 'cancelled' ? t('auth.signInCancelled') : t('auth.signInFailed')}
    </Notice>
  )
}
