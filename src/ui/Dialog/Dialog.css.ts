import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { media, vars } from '@/styles/theme.css'

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const popIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1 },
})
const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } })

const base = style({
  padding: 0,
  border: 'none',
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.modal,
  overflow: 'hidden',
  selectors: {
    '&::backdrop': { background: vars.color.backdrop, animation: `${fadeIn} 0.2s ease` },
  },
})

export const dialog = styleVariants({
  center: [
    base,
    {
      width: 'min(calc(100vw - 32px), 480px)',
      maxHeight: 'calc(100dvh - 32px)',
      borderRadius: vars.radius.modal,
      animation: `${popIn} 0.2s ease`,
    },
  ],
  bottom: [
    base,
    {
      margin: 0,
      marginTop: 'auto',
      top: 'auto',
      bottom: 0,
      width: '100%',
      maxWidth: '100%',
      maxHeight: 'calc(100dvh - 48px)',
      borderRadius: `${vars.radius.modal} ${vars.radius.modal} 0 0`,
      paddingBottom: 'env(safe-area-inset-bottom)',
      animation: `${slideUp} 0.25s ease`,
    },
  ],
})

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  maxHeight: 'inherit',
  outline: 'none',
})

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  paddingBlock: '16px 8px',
  paddingInline: '20px 16px',
})

export const title = style({ flex: 1, fontSize: 18, fontWeight: 700, lineHeight: 1.3 })

export const close = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  border: 'none',
  borderRadius: '50%',
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  cursor: 'pointer',
  fontSize: 18,
  lineHeight: 1,
  ':hover': { color: vars.color.text },
})

export const body = style({
  padding: '0 20px 20px',
  overflowY: 'auto',
  '@media': { [media.small]: { padding: '0 16px 16px' } },
})
