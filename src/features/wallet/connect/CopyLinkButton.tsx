import { useEffect, useState } from 'react'
import type { MessageKey } from '@/i18n/catalog'
import { useI18n } from '@/i18n/useI18n'
import { Button } from '@/ui/Button/Button'
import '@/i18n/lazy/connect'

/** Spec section 9: a copy confirmation lasts 1.5 s. */
export const COPIED_MS = 1500

type CopyState = 'idle' | 'copied' | 'failed'

const LABELS = {
  idle: 'connect.copyLink',
  copied: 'common.copied',
  failed: 'connect.copyFailed',
} as const satisfies Record<CopyState, MessageKey>

export interface CopyLinkButtonProps {
  value: string
}

export function CopyLinkButton({ value }: CopyLinkButtonProps) {
  const { t } = useI18n()
  const [state, setState] = useState<CopyState>('idle')
  useEffect(() => {
    if (state === 'idle') return
    const timer = setTimeout(() => setState('idle'), COPIED_MS)
    return () => clearTimeout(timer)
  }, [state])
  return (
    <Button
      variant="secondary"
      size="small"
      onClick={() => {
        const clipboard = navigator.clipboard
        if (!clipboard) return setState('failed')
        clipboard.writeText(value).then(
          () => setState('copied'),
          () => setState('failed'),
        )
      }}
    >
      <span aria-live="polite">{t(LABELS[state])}</span>
    </Button>
  )
}
