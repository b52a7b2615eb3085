import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

/** Spec section 2. `dialog&` outranks the Dialog primitive's own size, whatever the stylesheet order. */
export const wide = style({
  selectors: {
    'dialog&': { width: 'min(calc(100vw - 32px), 720px)', maxHeight: 'min(504px, calc(100dvh - 32px))' },
  },
})

export const compact = style({
  selectors: {
    'dialog&': { width: 'min(calc(100vw - 32px), 400px)', maxHeight: 'min(468px, calc(100dvh - 32px))' },
  },
})

export const sheet = style({
  selectors: { 'dialog&': { maxHeight: 'min(468px, calc(100dvh - 48px))' } },
})

/** Header (56px) and body padding (20px) come off the 504px: the panes scroll on their own. */
export const panes = style({
  display: 'grid',
  gridTemplateColumns: '248px 1px minmax(0, 1fr)',
  gap: 16,
  height: 'min(428px, calc(100dvh - 108px))',
})

export const listPane = style({ overflowY: 'auto', marginInlineStart: -8, paddingInlineEnd: 4 })

export const divider = style({ background: vars.color.border })

export const detailPane = style({
  overflowY: 'auto',
  outline: 'none',
  display: 'grid',
  alignContent: 'stretch',
})

export const singlePane = style({ display: 'grid', gap: 16, outline: 'none' })

export const learnFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  paddingTop: 12,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: 14,
  color: vars.color.textMuted,
})

export const back = style({ width: 32, height: 32, padding: 0, fontSize: 18 })

/** The Back arrow points to where the reading starts: right in right-to-left languages. */
export const backArrow = style({
  display: 'inline-block',
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
})
