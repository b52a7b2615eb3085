import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  padding: 16,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  minWidth: 0,
})

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

const badge = style({
  flexShrink: 0,
  padding: '2px 10px',
  borderRadius: vars.radius.pill,
  fontSize: 12,
  fontWeight: 700,
  whiteSpace: 'nowrap',
})

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

export const fact = style({ display: 'grid', gap: 2, minWidth: 0 })

export const factLabel = style({
  fontSize: 11,
  fontWeight: 600,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
})

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

export const votesLine = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: 8,
  fontSize: 14,
  fontVariantNumeric: 'tabular-nums',
})

export const strong = style({ fontWeight: 700 })

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

export const muted = style({ color: vars.color.textMuted })

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
