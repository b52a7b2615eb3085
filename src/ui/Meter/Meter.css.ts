import { createVar, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const fillVar = createVar()

export const track = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  height: 6,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
})

const fillBase = style({
  display: 'block',
  height: '100%',
  width: fillVar,
  minWidth: 2,
  borderRadius: 'inherit',
  transition: 'width 0.3s ease',
})

export const fill = styleVariants({
  accent: [fillBase, { background: vars.color.accentStrong }],
  success: [fillBase, { background: vars.color.success }],
  muted: [fillBase, { background: vars.color.textMuted }],
})
