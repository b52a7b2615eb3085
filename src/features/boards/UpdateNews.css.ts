import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const news = style({ display: 'grid', gap: 4, fontSize: 14 })

const line = style({ margin: 0, fontWeight: 700 })

export const move = styleVariants({
  up: [line, { color: vars.color.success }],
  down: [line, { color: vars.color.danger }],
  same: [line, { color: vars.color.textMuted }],
})

export const next = style({ margin: 0, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' })
