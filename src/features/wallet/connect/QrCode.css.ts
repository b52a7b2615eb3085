import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const figure = style({ display: 'grid', justifyItems: 'center', gap: 10, margin: 0 })

export const frame = style({
  // The code itself is black on white in every theme (scanners expect dark on light); the frame
  // around it follows the theme.
  padding: 10,
  borderRadius: vars.radius.large,
  background: '#ffffff',
  boxShadow: `0 0 0 1px ${vars.color.border}`,
  lineHeight: 0,
})

export const svg = style({ display: 'block', width: 'min(240px, 62vw)', height: 'auto' })
