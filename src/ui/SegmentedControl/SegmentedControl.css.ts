import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const group = style({
  display: 'inline-flex',
  justifySelf: 'start',
  maxWidth: '100%',
  overflowX: 'auto',
  gap: 2,
  minWidth: 0,
  margin: 0,
  padding: 3,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
})

export const segment = style({
  minWidth: 48,
  height: 30,
  padding: '0 12px',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: 14,
  fontWeight: 600,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-pressed="true"]': {
      background: vars.color.surface,
      color: vars.color.text,
      boxShadow: vars.shadow.header,
    },
  },
})

export const count = style({ marginInlineStart: 6, color: vars.color.textMuted, fontWeight: 500 })
