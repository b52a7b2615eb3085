import { keyframes, style } from '@vanilla-extract/css'
import { media, vars } from '@/styles/theme.css'

/** Spec section 2: the connect modal is at most 504px tall, 468px in compact mode (below 768px). */
export const walletDialog = style({
  width: 'min(calc(100vw - 32px), 420px)',
  maxHeight: 504,
  '@media': { 'screen and (max-width: 767px)': { maxHeight: 468 } },
})

export const stack = style({ display: 'grid', gap: 12 })

export const centered = style({
  display: 'grid',
  justifyItems: 'center',
  gap: 8,
  textAlign: 'center',
  padding: '8px 0',
})

export const name = style({ fontSize: 20, fontWeight: 700, wordBreak: 'break-all' })

export const muted = style({ color: vars.color.textMuted, fontSize: 14 })

export const actions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))',
  gap: 8,
})

export const list = style({ display: 'grid', gap: 4, padding: 0, margin: 0, listStyle: 'none' })

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  width: '100%',
  minHeight: 48,
  padding: '8px 12px',
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  textAlign: 'start',
  fontSize: 15,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceSunken },
    '&[aria-current="true"]': { background: vars.color.accentSoft, cursor: 'default' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
})

export const rowEnd = style({
  marginInlineStart: 'auto',
  fontSize: 13,
  fontWeight: 600,
  color: vars.color.accentStrong,
})

export const icon = style({ width: 32, height: 32, borderRadius: 8, flexShrink: 0, objectFit: 'cover' })

export const error = style({ color: vars.color.danger, fontSize: 14, fontWeight: 500 })

export const sectionTitle = style({ fontSize: 14, fontWeight: 700, color: vars.color.textMuted })

export const txRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  fontSize: 14,
  padding: '6px 0',
  borderTop: `1px solid ${vars.color.border}`,
})

export const txStatus = style({
  marginInlineStart: 'auto',
  fontSize: 12,
  fontWeight: 700,
  selectors: {
    // en-US writes the statuses in lower case; other languages capitalise them in their catalogues.
    ':lang(en) &': { textTransform: 'capitalize' },
    '&[data-status="confirmed"]': { color: vars.color.success },
    '&[data-status="failed"]': { color: vars.color.danger },
    '&[data-status="pending"]': { color: vars.color.warning },
  },
})

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const spinner = style({
  width: 20,
  height: 20,
  borderRadius: '50%',
  border: `3px solid ${vars.color.accentSoft}`,
  borderTopColor: vars.color.accentStrong,
  animation: 'none',
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${spin} 0.8s linear infinite` } },
})

export const compactHidden = style({ '@media': { [media.small]: { display: 'none' } } })
