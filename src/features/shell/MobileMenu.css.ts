import { style } from '@vanilla-extract/css'
import { media, vars } from '@/styles/theme.css'

export const menuButton = style({
  display: 'none',
  placeItems: 'center',
  width: 40,
  height: 40,
  border: `1px solid ${vars.color.border}`,
  borderRadius: '50%',
  background: vars.color.surface,
  cursor: 'pointer',
  '@media': { [media.medium]: { display: 'inline-grid' } },
})

/** Spec section 2: the sheet's scroll area is at most the viewport height minus 138px. */
export const scrollArea = style({ maxHeight: 'calc(100vh - 138px)', overflowY: 'auto' })

export const list = style({ display: 'grid', gap: 4, padding: 0, margin: 0, listStyle: 'none' })

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  minHeight: 48,
  padding: '0 14px',
  borderRadius: vars.radius.medium,
  fontSize: 16,
  fontWeight: 600,
  textDecoration: 'none',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': { background: vars.color.accentSoft, cursor: 'default' },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
})

export const check = style({ color: vars.color.accentStrong, fontSize: 18 })

export const badge = style({
  padding: '2px 8px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: 12,
  fontWeight: 600,
})

export const extra = style({
  display: 'grid',
  gap: 8,
  marginTop: 12,
  paddingTop: 12,
  borderTop: `1px solid ${vars.color.border}`,
})
