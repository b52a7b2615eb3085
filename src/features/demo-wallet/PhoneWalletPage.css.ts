import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const page = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: 560,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
})

export const heading = style({ margin: 0, fontSize: 24 })

export const muted = style({ margin: 0, color: vars.color.textMuted })

export const form = style({ display: 'grid', gap: vars.space.sm })

export const field = style({ display: 'flex', gap: vars.space.sm })

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  padding: '0 12px',
  fontFamily: 'monospace',
  fontSize: 14,
  color: 'inherit',
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
})

export const sessions = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const session = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceSunken,
})

export const sessionText = style({ display: 'grid', gap: 2, flex: 1, minWidth: 0, overflowWrap: 'anywhere' })

export const subheading = style({ margin: 0, fontSize: 18 })
