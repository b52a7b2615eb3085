import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const steps = style({ display: 'grid', gap: 18, margin: 0, padding: 0, listStyle: 'none' })

export const step = style({
  display: 'grid',
  gridTemplateColumns: '40px 1fr',
  alignItems: 'start',
  gap: 14,
})

export const number = style({
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.medium,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: 700,
})

export const stepText = style({ display: 'grid', gap: 2 })
