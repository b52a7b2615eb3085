import { style, styleVariants } from '@vanilla-extract/css'
import { media, vars } from '@/styles/theme.css'

export const hero = style({ display: 'grid', gap: 12, padding: '24px 0 8px' })

export const tagline = style({
  fontSize: 44,
  lineHeight: 1.05,
  fontWeight: 800,
  letterSpacing: '-0.03em',
  '@media': { [media.small]: { fontSize: 32 } },
})

export const lead = style({ fontSize: 18, color: vars.color.textMuted, maxWidth: 640 })

export const card = style({
  display: 'grid',
  gap: 16,
  padding: 24,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [media.small]: { padding: 16 } },
})

export const cardTitle = style({ fontSize: 20, fontWeight: 700 })

export const steps = style({
  display: 'grid',
  gap: 4,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  counterReset: 'step',
})

export const step = style({
  display: 'grid',
  gridTemplateColumns: '32px 1fr auto',
  alignItems: 'start',
  gap: 12,
  padding: '12px 0',
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.small]: { gridTemplateColumns: '28px 1fr', rowGap: 8 } },
})

const markerBase = style({
  display: 'grid',
  placeItems: 'center',
  width: 28,
  height: 28,
  borderRadius: '50%',
  fontSize: 13,
  fontWeight: 700,
})

export const marker = styleVariants({
  done: [markerBase, { background: vars.color.success, color: '#fff' }],
  current: [markerBase, { background: vars.color.accent, color: vars.color.accentText }],
  blocked: [markerBase, { background: vars.color.dangerSoft, color: vars.color.danger }],
  todo: [markerBase, { background: vars.color.surfaceSunken, color: vars.color.textMuted }],
})

export const stepTitle = style({ fontWeight: 700 })

export const stepDetail = style({ color: vars.color.textMuted, fontSize: 14 })

export const stepAction = style({ '@media': { [media.small]: { gridColumn: '2' } } })

export const criteria = style({
  display: 'grid',
  gap: 4,
  padding: 0,
  margin: '8px 0 0',
  listStyle: 'none',
  fontSize: 14,
})

export const criterion = styleVariants({
  met: { color: vars.color.success },
  unmet: { color: vars.color.danger },
})

export const form = style({ display: 'grid', gap: 8, maxWidth: 420 })

export const input = style({
  height: 44,
  padding: '0 14px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  fontSize: 16,
  textTransform: 'uppercase',
})

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: 12,
  '@media': { [media.small]: { gridTemplateColumns: '1fr' } },
})

export const stat = style({
  display: 'grid',
  gap: 2,
  padding: 16,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
})

export const statValue = style({ fontSize: 28, fontWeight: 800 })

export const statLabel = style({ fontSize: 13, color: vars.color.textMuted })

export const shortcuts = style({ display: 'flex', flexWrap: 'wrap', gap: 8 })

export const shortcut = style({
  padding: '10px 16px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  fontWeight: 600,
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.accentStrong },
})

export const howItWorks = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: 12,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '@media': { [media.small]: { gridTemplateColumns: '1fr' } },
})
