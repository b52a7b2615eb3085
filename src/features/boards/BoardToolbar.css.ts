import { style } from '@vanilla-extract/css'
import { media, vars } from '@/styles/theme.css'

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  flexWrap: 'wrap',
})

export const search = style({
  flex: '0 1 280px',
  minWidth: 0,
  height: 36,
  padding: '0 14px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  fontSize: 14,
  '::placeholder': { color: vars.color.textMuted },
  '@media': { [media.small]: { flex: '1 1 160px' } },
})
