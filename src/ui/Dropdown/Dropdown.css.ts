import { createVar, style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const ITEM_HEIGHT = 28
export const COUNT_PADDING = 8
export const SCROLL_HEIGHT = 400

export const popupHeightVar = createVar()

export const root = style({ position: 'relative', display: 'inline-block' })

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  minWidth: 120,
  height: 36,
  padding: '0 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  cursor: 'pointer',
  fontSize: 14,
  fontWeight: 600,
})

export const chevron = style({
  fontSize: 10,
  transition: 'transform 0.15s ease',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
})

export const popup = style({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  insetInlineStart: 0,
  zIndex: vars.zIndex.popup,
  minWidth: '100%',
  maxHeight: SCROLL_HEIGHT,
  height: popupHeightVar,
  overflowY: 'auto',
  padding: 4,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.popup,
  outline: 'none',
})

export const sheetList = style({ outline: 'none' })

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  minHeight: ITEM_HEIGHT,
  padding: '4px 10px',
  borderRadius: vars.radius.small,
  fontSize: 14,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&[data-active="true"]': { background: vars.color.surfaceSunken },
    '&[aria-selected="true"]': { fontWeight: 700, color: vars.color.accentStrong },
  },
})

export const sheetOption = style([option, { minHeight: 44, fontSize: 16 }])
