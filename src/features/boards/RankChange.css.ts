import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  fontSize: 13,
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
})

export const change = styleVariants({
  up: [base, { color: vars.color.success }],
  down: [base, { color: vars.color.danger }],
  same: [base, { color: vars.color.textMuted }],
  new: [
    base,
    {
      padding: '0 6px',
      borderRadius: vars.radius.pill,
      background: vars.color.accentSoft,
      color: vars.color.accentStrong,
      fontSize: 12,
      textTransform: 'uppercase',
      letterSpacing: '0.04em',
    },
  ],
})
