import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const groups = style({ display: 'grid', gap: 12 })

export const groupTitle = style({
  margin: '0 8px 6px',
  fontSize: 13,
  fontWeight: 700,
  color: vars.color.textMuted,
})

export const list = style({ display: 'grid', gap: 2, margin: 0, padding: 0, listStyle: 'none' })

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  width: '100%',
  minHeight: 48,
  padding: '8px 10px',
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'start',
  fontSize: 15,
  fontWeight: 600,
  cursor: 'pointer',
  transition: 'background-color 0.15s ease',
  selectors: {
    '&[aria-current="true"]': { background: vars.color.accent, color: vars.color.accentText },
  },
  // Touch screens keep :hover after a tap; only a real pointer gets the hover shade.
  '@media': {
    '(hover: hover)': {
      selectors: { '&:hover:not([aria-current="true"])': { background: vars.color.surfaceSunken } },
    },
  },
})

export const name = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' })
