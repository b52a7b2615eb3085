import { style } from '@vanilla-extract/css'
import { media, vars } from '@/styles/theme.css'

/** Collapsed, not removed, when the header is compact: the bar keeps its natural width for measuring. */
export const nav = style({
  selectors: {
    '[data-compact="true"] &': { width: 0, overflow: 'hidden', visibility: 'hidden' },
  },
})

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: 2,
  padding: 4,
  margin: 0,
  marginInline: 'auto',
  listStyle: 'none',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [media.medium]: { display: 'none' } },
})

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  height: 36,
  padding: '0 14px',
  borderRadius: vars.radius.pill,
  fontSize: 14,
  fontWeight: 600,
  color: vars.color.textMuted,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"]': {
      background: vars.color.accent,
      color: vars.color.accentText,
      cursor: 'default',
    },
    '&[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
  },
})
