import { style } from '@vanilla-extract/css'
import { vars } from './theme.css'

/** The bordered surface of a project's card (Pre-Yarms, Yarms); each card sets its own layout on top. */
export const surface = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  minWidth: 0,
})

export const badge = style({
  flexShrink: 0,
  padding: '2px 10px',
  borderRadius: vars.radius.pill,
  fontSize: 12,
  fontWeight: 700,
})

/** One figure of a card's facts list: a small uppercase label over its value. */
export const fact = style({ display: 'grid', gap: 2, minWidth: 0 })

export const factLabel = style({
  fontSize: 11,
  fontWeight: 600,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
})

export const figureLine = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: 8,
  fontSize: 14,
  fontVariantNumeric: 'tabular-nums',
})

export const strong = style({ fontWeight: 700 })

export const muted = style({ color: vars.color.textMuted })
