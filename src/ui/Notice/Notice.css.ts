import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

const base = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  paddingBlock: 10,
  paddingInline: '16px 12px',
  borderRadius: vars.radius.medium,
  fontSize: 14,
  border: '1px solid transparent',
})

export const notice = styleVariants({
  info: [base, { background: vars.color.accentSoft, borderColor: vars.color.border }],
  error: [base, { background: vars.color.dangerSoft, color: vars.color.danger }],
  warning: [
    base,
    { background: vars.color.surfaceSunken, color: vars.color.warning, borderColor: vars.color.border },
  ],
})

export const text = style({ flex: 1 })

export const dismiss = style({
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontSize: 18,
  lineHeight: 1,
  cursor: 'pointer',
  padding: 4,
  borderRadius: vars.radius.small,
})
