import { useEffect, useState } from 'react'
import { Button } from '@/ui/Button/Button'

/** Spec section 9: a copy confirmation lasts 1.5 s. */
export const COPIED_MS = 1500

type CopyState = 'idle' | 'copied' | 'failed'

const LABELS: Record<CopyState, string> = { idle: 'Copy link', copied: 'Copied!', failed: 'Copy failed' }

export interface CopyLinkButtonProps {
  value: string
}

export function CopyLinkButton({ value }: CopyLinkButtonProps) {
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
      <span aria-live="polite">{LABELS[state]}</span>
    </Button>
  )
}
