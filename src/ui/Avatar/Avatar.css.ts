import { createVar, style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const sizeVar = createVar()

export const root = style({
  vars: { [sizeVar]: '40px' },
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  width: sizeVar,
  height: sizeVar,
  borderRadius: '50%',
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
})

const layer = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' })

export const fallback = layer

export const image = style([
  layer,
  {
    opacity: 0,
    transition: 'opacity 0.3s ease',
    selectors: { '&[data-status="loaded"]': { opacity: 1 } },
  },
])
