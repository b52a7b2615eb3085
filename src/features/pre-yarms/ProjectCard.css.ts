import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import * as cardBase from '@/styles/card.css'
import { vars } from '@/styles/theme.css'

export const card = style([
  cardBase.surface,
  { display: 'flex', flexDirection: 'column', gap: 12, padding: 16 },
])

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: 12, minWidth: 0 })

export const heading = style({ display: 'grid', gap: 4, flex: 1, minWidth: 0 })

export const name = style({ fontSize: 18, fontWeight: 800, lineHeight: 1.25, overflowWrap: 'anywhere' })

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 4,
  padding: 0,
  margin: 0,
  listStyle: 'none',
})

export const tag = style({
  padding: '1px 8px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: 12,
  fontWeight: 600,
})

const badge = style([cardBase.badge, { whiteSpace: 'nowrap' }])

export const status = styleVariants({
  voting: [badge, { background: vars.color.accentSoft, color: vars.color.accentStrong }],
  shortlisted: [badge, { background: vars.color.surfaceSunken, color: vars.color.warning }],
  onboarding: [badge, { background: vars.color.surfaceSunken, color: vars.color.text }],
  launched: [badge, { background: vars.color.successSoft, color: vars.color.success }],
})

export const description = style({ fontSize: 14, color: vars.color.textMuted })

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: 12,
  margin: 0,
})

export const fact = cardBase.fact

export const factLabel = cardBase.factLabel

export const factValue = style({
  margin: 0,
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: 6,
  fontSize: 15,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
})

export const factDetail = style({ fontSize: 12, fontWeight: 600 })

export const up = style([factDetail, { color: vars.color.success }])
export const down = style([factDetail, { color: vars.color.danger }])
export const flat = style([factDetail, { color: vars.color.textMuted }])

export const votes = style({ display: 'grid', gap: 6 })

export const votesLine = cardBase.figureLine

export const strong = cardBase.strong

const bump = keyframes({
  '0%': { backgroundColor: vars.color.accentSoft, transform: 'scale(1.15)' },
  '100%': { backgroundColor: 'transparent', transform: 'scale(1)' },
})

/** A count that just changed (a vote here or elsewhere): a short glow, left out for reduced motion. */
export const changed = style({
  fontWeight: 700,
  display: 'inline-block',
  borderRadius: vars.radius.small,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${bump} 700ms ease-out` },
  },
})

export const muted = cardBase.muted

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  flexWrap: 'wrap',
  // Cards in a row share a height: the links and the vote sit at the bottom of each.
  marginTop: 'auto',
  paddingTop: 4,
})

export const links = style({
  display: 'flex',
  gap: 12,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  fontSize: 14,
})

export const link = style({
  color: vars.color.accentStrong,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
})

export const vote = style({ display: 'grid', gap: 8, justifyItems: 'end', marginInlineStart: 'auto' })

export const closed = style({ fontSize: 14, fontWeight: 600, color: vars.color.textMuted })

export const queued = style({
  margin: 0,
  fontSize: 13,
  color: vars.color.textMuted,
  textAlign: 'end',
  maxWidth: 240,
})
