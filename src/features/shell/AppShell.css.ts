import { style, styleVariants } from '@vanilla-extract/css'
import { media, vars } from '@/styles/theme.css'
import { HEADER_HEIGHT } from './Header.css'

export const skipLink = style({
  position: 'absolute',
  top: -48,
  insetInlineStart: 8,
  zIndex: vars.zIndex.toast,
  padding: '8px 12px',
  borderRadius: vars.radius.small,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: 600,
  ':focus': { top: 8 },
})

const mainBase = style({
  width: '100%',
  maxWidth: 1120,
  margin: '0 auto',
  padding: '16px 24px 64px',
  outline: 'none',
  '@media': { [media.small]: { padding: '12px 12px 48px' } },
})

export const main = styleVariants({
  // The home header is fixed, so the page starts below it.
  home: [mainBase, { paddingTop: HEADER_HEIGHT + 24 }],
  page: [mainBase],
})

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 16,
  justifyContent: 'space-between',
  alignItems: 'center',
  maxWidth: 1120,
  margin: '0 auto',
  padding: '24px',
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: 14,
})
