import { style, styleVariants } from '@vanilla-extract/css'
import { headerRow } from '@/styles/containers.css'
import { media, vars } from '@/styles/theme.css'

export const HEADER_HEIGHT = 64

const headerBase = style({
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  height: HEADER_HEIGHT,
  padding: '0 24px',
  '@media': { [media.small]: { padding: '0 12px' } },
})

/** Spec section 2: fixed and full width on the home page; in flow, at most 1120px, elsewhere. */
export const header = styleVariants({
  home: [
    headerBase,
    {
      position: 'fixed',
      top: 0,
      insetInline: 0,
      width: '100%',
      background: `color-mix(in srgb, ${vars.color.background} 85%, transparent)`,
      backdropFilter: 'blur(12px)',
      boxShadow: vars.shadow.header,
    },
  ],
  page: [headerBase, { position: 'relative', width: '100%', maxWidth: 1120, margin: '0 auto' }],
})

export const inner = style({
  containerName: headerRow,
  containerType: 'inline-size',
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  width: '100%',
})

export const logoLink = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.text,
  borderRadius: 6,
})

export const logo = style({
  // The wordmark is drawn left to right in every language (the SVG text would otherwise follow dir="rtl").
  direction: 'ltr',
  width: 111,
  height: 27,
  '@media': { [media.small]: { width: 82, height: 21 } },
})

/** Never squeezed: its controls cap their own labels, and the pill bar gives way instead. */
export const actions = style({
  display: 'flex',
  flexShrink: 0,
  alignItems: 'center',
  gap: 8,
  marginInlineStart: 'auto',
})

export const wideOnly = style({ '@media': { [media.medium]: { display: 'none' } } })

export const narrowOnly = style({ '@media': { [media.wide]: { display: 'none' } } })
