import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { color: vars.color.accentStrong, textDecoration: 'underline' } },
})

export const plain = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' })
