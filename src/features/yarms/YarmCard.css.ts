import { style, styleVariants } from '@vanilla-extract/css'
import * as cardBase from '@/styles/card.css'
import * as tableCells from '@/styles/table.css'
import { media, vars } from '@/styles/theme.css'

export const card = style([
  cardBase.surface,
  { display: 'grid', gap: 20, padding: 20, '@media': { [media.small]: { padding: 16, gap: 16 } } },
])

export const header = style({ display: 'flex', alignItems: 'center', gap: 12, minWidth: 0 })

export const heading = style({ display: 'grid', gap: 2, flex: 1, minWidth: 0 })

export const name = style({ fontSize: 20, fontWeight: 800, lineHeight: 1.2, overflowWrap: 'anywhere' })

export const when = style({ fontSize: 14, color: vars.color.textMuted })

const badge = cardBase.badge

export const status = styleVariants({
  live: [badge, { background: vars.color.successSoft, color: vars.color.success }],
  upcoming: [badge, { background: vars.color.accentSoft, color: vars.color.accentStrong }],
  ended: [badge, { background: vars.color.surfaceSunken, color: vars.color.textMuted }],
})

export const columns = style({
  display: 'grid',
  gap: 20,
  alignItems: 'start',
  '@media': { [media.wide]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: 32 } },
})

export const column = style({ display: 'grid', gap: 16, minWidth: 0 })

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: 12,
  margin: 0,
  '@media': { [media.small]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const fact = cardBase.fact

export const factLabel = cardBase.factLabel

export const factValue = style({
  margin: 0,
  fontSize: 18,
  fontWeight: 800,
  fontVariantNumeric: 'tabular-nums',
})

export const factDetail = style({
  display: 'block',
  fontSize: 12,
  fontWeight: 500,
  color: vars.color.textMuted,
})

export const tvl = style({ display: 'grid', gap: 6 })

export const line = cardBase.figureLine

export const strong = cardBase.strong

export const muted = cardBase.muted

export const subheading = style({ fontSize: 14, fontWeight: 700 })

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: 13 })

export const caption = style({ textAlign: 'start', fontSize: 14, fontWeight: 700, paddingBottom: 6 })

export const th = style([tableCells.headerCell, { paddingBlock: 6 }])

export const td = style([tableCells.cell, { paddingBlock: 7, fontVariantNumeric: 'tabular-nums' }])

export const numeric = style({ textAlign: 'end', whiteSpace: 'nowrap' })

export const barCell = style({ width: '28%', minWidth: 48 })

/** A column the numbers beside it already say; phones drop it for room. */
export const wideOnly = style({ '@media': { [media.small]: { display: 'none' } } })

export const standing = style({
  display: 'grid',
  gap: 8,
  padding: 12,
  borderRadius: vars.radius.medium,
  background: vars.color.accentSoft,
  fontSize: 14,
})

export const more = style({ justifySelf: 'start' })
