import { useEffect, useState } from 'react'
import { useI18n } from '@/i18n/useI18n'
import { visuallyHidden } from '@/styles/utils.css'
import { Button } from '@/ui/Button/Button'
import '@/i18n/lazy/referrals'

/** Spec section 9: the copied state shows for 1.5 s. */
const COPY_CONFIRM_MS = 1500

export interface CopyButtonProps {
  text: string
  label: string
}

/** Copies `text`; says "Copied" for 1.5 s, or that it could not (no clipboard permission, insecure page). */
export function CopyButton({ text, label }: CopyButtonProps) {
  const { t } = useI18n()
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle')
  useEffect(() => {
    if (status === 'idle') return
    const timer = setTimeout(() => setStatus('idle'), COPY_CONFIRM_MS)
    return () => clearTimeout(timer)
  }, [status])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setStatus('copied')
    } catch {
      setStatus('failed')
    }
  }
  return (
    <>
      <Button variant="secondary" size="small" onClick={() => void copy()}>
        {status === 'copied'
          ? t('referrals.copied')
          : status === 'failed'
            ? t('referrals.copyFailed')
            : label}
      </Button>
      <span role="status" className={visuallyHidden}>
        {status === 'copied'
          ? t('referrals.copiedStatus')
          : status === 'failed'
            ? t('referrals.copyFailedStatus')
            : ''}
      </span>
    </>
  )
}
