import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const card = style({
  display: 'grid',
  gap: 16,
  alignContent: 'start',
  padding: 16,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
})

export const header = style({ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0 })

export const who = style({ display: 'grid', minWidth: 0, lineHeight: 1.3 })

export const title = style({ fontSize: 18, fontWeight: 800 })

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: 12,
  margin: 0,
})

export const stat = style({ display: 'grid', gap: 2 })

export const statLabel = style({
  fontSize: 12,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
})

export const statValue = style({
  margin: 0,
  display: 'flex',
  alignItems: 'baseline',
  gap: 6,
  fontSize: 20,
  fontWeight: 800,
  fontVariantNumeric: 'tabular-nums',
})

export const subheading = style({ fontSize: 14, fontWeight: 700, marginBottom: 8 })

export const caption = style([subheading, { textAlign: 'start' }])

export const breakdown = style({ display: 'grid', gap: 8, padding: 0, margin: 0, listStyle: 'none' })

export const breakdownItem = style({ display: 'grid', gap: 4, fontSize: 13 })

export const breakdownLine = style({ display: 'flex', justifyContent: 'space-between', gap: 8 })

export const muted = style({ color: vars.color.textMuted, fontSize: 14 })

export const neighbours = style({ width: '100%', borderCollapse: 'collapse', fontSize: 13 })

export const neighbourCell = style({
  padding: '6px 4px',
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  fontVariantNumeric: 'tabular-nums',
})

export const neighbourHead = style([
  neighbourCell,
  { fontSize: 11, fontWeight: 600, color: vars.color.textMuted, textTransform: 'uppercase' },
])

export const neighbourMe = style({ background: vars.color.accentSoft, fontWeight: 700 })

export const share = style({ justifySelf: 'start' })

export const actions = style({ display: 'flex', gap: 8, flexWrap: 'wrap' })

export const details = style({ display: 'grid', gap: 16, selectors: { '&[hidden]': { display: 'none' } } })
