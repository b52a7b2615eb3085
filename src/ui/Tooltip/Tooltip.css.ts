import { createVar, keyframes, style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const offsetVar = createVar()

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })

// minWidth: in a flex row the anchor may shrink with its content, which can then cut its own text.
export const anchor = style({ position: 'relative', display: 'inline-flex', minWidth: 0 })

export const tooltip = style({
  vars: { [offsetVar]: '8px' },
  position: 'absolute',
  bottom: `calc(100% + ${offsetVar})`,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.popup,
  width: 'max-content',
  maxWidth: 320,
  padding: '6px 10px',
  borderRadius: vars.radius.small,
  background: vars.color.text,
  color: vars.color.background,
  fontSize: 13,
  lineHeight: 1.4,
  fontWeight: 500,
  pointerEvents: 'none',
  boxShadow: vars.shadow.popup,
  animation: `${fadeIn} 0.2s ease`,
})
