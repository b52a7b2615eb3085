import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const pane = style({
  display: 'grid',
  alignContent: 'start',
  gap: 16,
  padding: '4px 0 8px',
})

export const centered = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: 12,
  textAlign: 'center',
  minHeight: '100%',
  padding: '8px 0',
})

export const heading = style({ fontSize: 16, fontWeight: 700, lineHeight: 1.3 })

export const text = style({ fontSize: 14, lineHeight: 1.5, color: vars.color.textMuted })

export const status = style({ fontSize: 15, fontWeight: 600 })

export const error = style({ fontSize: 14, fontWeight: 500, color: vars.color.danger, maxWidth: 320 })

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
})

export const link = style({
  color: vars.color.accentStrong,
  fontWeight: 600,
  fontSize: 14,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
})

export const linkButton = style([
  link,
  { border: 'none', background: 'none', padding: 0, cursor: 'pointer', font: 'inherit' },
])

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const spinner = style({
  width: 28,
  height: 28,
  borderRadius: '50%',
  border: `3px solid ${vars.color.accentSoft}`,
  borderTopColor: vars.color.accentStrong,
  animation: `${spin} 0.8s linear infinite`,
})

/** Holds the place of the QR code while its URI is made, so nothing jumps when it arrives. */
export const qrPlaceholder = style({
  display: 'grid',
  placeItems: 'center',
  width: 'min(260px, 62vw)',
  aspectRatio: '1',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceSunken,
})
