import { createVar, style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

/** The wallet's own brand colour behind its mark: data, not theme, hence a variable. */
export const background = createVar()
export const size = createVar()

export const icon = style({
  width: size,
  height: size,
  flexShrink: 0,
  borderRadius: `calc(${size} * 0.25)`,
  background,
  objectFit: 'cover',
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
})
