import { style } from '@vanilla-extract/css'
import { media, vars } from '@/styles/theme.css'

export const group = style({ display: 'inline-flex', alignItems: 'center', gap: 8 })

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  height: 40,
  padding: '0 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  fontSize: 14,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  ':hover': { borderColor: vars.color.accentStrong },
})

export const wrongNetwork = style([
  pill,
  { background: vars.color.danger, borderColor: vars.color.danger, color: '#fff' },
])

export const account = style([pill, { paddingInlineStart: 4 }])

export const balance = style({
  color: vars.color.textMuted,
  '@media': { [media.medium]: { display: 'none' } },
})

export const chainName = style({
  '@media': { [media.small]: { maxWidth: 64, overflow: 'hidden', textOverflow: 'ellipsis' } },
})

export const accountName = style({ '@media': { [media.small]: { display: 'none' } } })
