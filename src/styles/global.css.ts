import { globalStyle } from '@vanilla-extract/css'
import { media, vars } from './theme.css'

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })

globalStyle('html', { WebkitTextSizeAdjust: '100%' })

globalStyle('body', {
  margin: 0,
  minHeight: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: 16,
  lineHeight: 1.5,
  WebkitFontSmoothing: 'antialiased',
})

globalStyle('a', { color: 'inherit' })

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' })

globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: 2,
})

globalStyle('h1, h2, h3, p', { margin: 0 })

// Motion is decoration here: people who ask for less get none.
globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
})
