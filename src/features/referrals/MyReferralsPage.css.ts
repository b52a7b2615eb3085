import { style, styleVariants } from '@vanilla-extract/css'
import * as tableCells from '@/styles/table.css'
import { media, vars } from '@/styles/theme.css'

export const layout = style({ display: 'grid', gap: 16 })

/** At least a viewport high, so the footer does not jump when the 416 px skeleton gives way to a 200 px prompt (CLS 0.077). */
export const region = style({
  // 64: the header's height (the shell's own style, not imported across features).
  minHeight: ['calc(100vh - 64px)', 'calc(100svh - 64px)'],
})

export const top = style({
  display: 'grid',
  gap: 16,
  '@media': { [media.wide]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
})

export const bottom = style({
  display: 'grid',
  gap: 16,
  alignItems: 'start',
  '@media': { [media.wide]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
})

export const card = style({
  display: 'grid',
  gap: 12,
  alignContent: 'start',
  padding: 16,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  minWidth: 0,
})

export const form = style({ display: 'grid', gap: 8 })

export const cardTitle = style({ fontSize: 16, fontWeight: 800 })

export const muted = style({ fontSize: 14, color: vars.color.textMuted })

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: 28,
  fontWeight: 800,
  letterSpacing: '0.08em',
  overflowWrap: 'anywhere',
})

export const row = style({ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' })

export const field = style({
  flex: '1 1 200px',
  minWidth: 0,
  height: 36,
  padding: '0 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  fontSize: 14,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
})

export const editable = style([field, { background: vars.color.surface, textTransform: 'uppercase' }])

export const label = style({ fontSize: 13, fontWeight: 600 })

export const error = style({ fontSize: 14, color: vars.color.danger })

export const success = style({ fontSize: 14, color: vars.color.success })

export const link = style({ color: vars.color.accentStrong, fontWeight: 600 })

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: 12,
  margin: 0,
  '@media': { [media.small]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const stat = style([card, { gap: 2 }])

export const statLabel = style({
  fontSize: 12,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
})

export const statValue = style({
  margin: 0,
  fontSize: 24,
  fontWeight: 800,
  fontVariantNumeric: 'tabular-nums',
})

export const scroller = style({ overflowX: 'auto' })

/** The friend's handle stays put while the rest of the row scrolls sideways on phones. */
export const sticky = style({
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  background: vars.color.surface,
  '@media': {
    [media.small]: {
      // The shadow falls on the side the rest of the row scrolls under: the right, or the left in RTL.
      boxShadow: `6px 0 6px -6px ${vars.color.border}`,
      selectors: { '[dir="rtl"] &': { boxShadow: `-6px 0 6px -6px ${vars.color.border}` } },
    },
  },
})

export const table = style({ width: '100%', minWidth: 520, borderCollapse: 'collapse', fontSize: 14 })

export const compactTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: 14 })

export const caption = style({ textAlign: 'start', fontSize: 16, fontWeight: 800, paddingBottom: 8 })

export const th = style([tableCells.headerCell, { paddingBlock: 8 }])

export const td = style([tableCells.cell, { paddingBlock: 9 }])

export const numeric = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })

export const nowrap = style({ whiteSpace: 'nowrap' })

export const who = style({ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 })

export const reason = style({ minWidth: 180, fontSize: 13, color: vars.color.textMuted })

const badge = style({
  display: 'inline-block',
  padding: '1px 8px',
  borderRadius: vars.radius.pill,
  fontSize: 12,
  fontWeight: 700,
  whiteSpace: 'nowrap',
})

export const status = styleVariants({
  pending: [badge, { background: vars.color.surfaceSunken, color: vars.color.warning }],
  activated: [badge, { background: vars.color.accentSoft, color: vars.color.accentStrong }],
  deposited: [badge, { background: vars.color.successSoft, color: vars.color.success }],
  rejected: [badge, { background: vars.color.dangerSoft, color: vars.color.danger }],
})

export const prompt = style([card, { justifyItems: 'start', padding: 24 }])
