import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const list = style({
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  padding: 0,
  margin: 0,
  listStyle: 'none',
})

export const item = style({
  display: 'grid',
  gap: 4,
  alignContent: 'start',
  padding: 16,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
})

export const title = style({ fontSize: 16, fontWeight: 700 })

export const text = style({ fontSize: 14, color: vars.color.textMuted })

export const meanwhile = style({ fontSize: 14, color: vars.color.textMuted })

export const link = style({ color: vars.color.accentStrong, fontWeight: 600 })
