import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const root = style({ position: 'relative', display: 'inline-flex' })

export const popup = style({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  insetInlineEnd: 0,
  zIndex: vars.zIndex.popup,
  minWidth: 180,
  padding: 4,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.popup,
})

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  width: '100%',
  minHeight: 36,
  padding: '0 12px',
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  textAlign: 'start',
  fontSize: 14,
  fontWeight: 500,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceSunken },
  ':focus-visible': { background: vars.color.surfaceSunken, outlineOffset: -2 },
})

export const header = style({
  padding: '8px 12px',
  marginBottom: 4,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: 13,
  color: vars.color.textMuted,
})
