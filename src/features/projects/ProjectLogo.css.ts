import { createVar, style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const sizeVar = createVar()

export const logo = style({
  vars: { [sizeVar]: '44px' },
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: sizeVar,
  height: sizeVar,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontWeight: 800,
  objectFit: 'cover',
  overflow: 'hidden',
})
