import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '@/styles/theme.css'

const RANK_WIDTH = 64

/** Scrolls sideways on phones; the rank and Yarmer columns stay put (sticky) while the rest moves. */
export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  transition: 'opacity 0.15s ease',
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
})

export const table = style({
  width: '100%',
  minWidth: 560,
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: 14,
  '@media': { [media.small]: { minWidth: 480 } },
})

export const th = style({
  padding: '10px 12px',
  textAlign: 'start',
  fontSize: 12,
  fontWeight: 600,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const td = style({
  padding: '10px 12px',
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
})

globalStyle(`tbody tr:last-child > ${td}`, { borderBottom: 'none' })

export const numeric = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })

export const stickyRank = style({
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  width: RANK_WIDTH,
  minWidth: RANK_WIDTH,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 700,
})

export const stickyName = style({
  position: 'sticky',
  insetInlineStart: RANK_WIDTH,
  zIndex: 1,
  '@media': {
    [media.small]: {
      maxWidth: 168,
      // The shadow falls on the side the rest of the row scrolls under: the right, or the left in RTL.
      boxShadow: `6px 0 6px -6px ${vars.color.border}`,
      selectors: { '[dir="rtl"] &': { boxShadow: `-6px 0 6px -6px ${vars.color.border}` } },
    },
  },
})

export const mine = style({})
globalStyle(`${mine} > ${td}`, { background: vars.color.accentSoft })

export const yarmer = style({ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0 })

export const names = style({ display: 'grid', minWidth: 0, lineHeight: 1.3 })

export const name = style({
  fontWeight: 600,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const handle = style({
  fontSize: 13,
  color: vars.color.textMuted,
  textDecoration: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { color: vars.color.accentStrong, textDecoration: 'underline' } },
})

export const youBadge = style({
  marginInlineStart: 6,
  padding: '0 6px',
  borderRadius: vars.radius.pill,
  background: vars.color.accentStrong,
  color: vars.color.surface,
  fontSize: 11,
  fontWeight: 700,
  verticalAlign: 'middle',
})

/** The move since the user's last visit, beside the week's change: outlined, so it never reads as the week's. */
export const sinceVisit = style({
  marginInlineStart: 6,
  padding: '0 5px',
  border: `1px solid ${vars.color.accentStrong}`,
  borderRadius: vars.radius.pill,
  color: vars.color.accentStrong,
  fontSize: 12,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
})
