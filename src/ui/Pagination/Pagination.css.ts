import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  flexWrap: 'wrap',
})

export const status = style({ fontSize: 14, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' })

export const buttons = style({ display: 'flex', gap: 8 })
