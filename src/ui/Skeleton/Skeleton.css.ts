import { createVar, keyframes, style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const widthVar = createVar()
export const heightVar = createVar()

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } })

export const skeleton = style({
  vars: { [widthVar]: '100%', [heightVar]: '14px' },
  display: 'block',
  width: widthVar,
  maxWidth: '100%',
  height: heightVar,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
  animation: `${pulse} 1.4s ease-in-out infinite`,
})
