import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const figure = style({ display: 'grid', gap: 6, margin: 0 })

export const heading = style({
  fontSize: 12,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
})

export const chart = style({ width: '100%', height: 'auto', overflow: 'visible' })

export const line = style({
  fill: 'none',
  stroke: vars.color.accentStrong,
  strokeWidth: 2,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
})

export const point = style({ fill: vars.color.accentStrong })

export const best = style({ fill: vars.color.success, stroke: vars.color.surface, strokeWidth: 2 })

export const summary = style({ margin: 0, fontSize: 14 })
