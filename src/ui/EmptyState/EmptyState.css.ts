import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  gap: 8,
  padding: '32px 16px',
  textAlign: 'center',
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.large,
  color: vars.color.textMuted,
})

export const title = style({ fontSize: 16, fontWeight: 700, color: vars.color.text })

export const text = style({ maxWidth: 420, fontSize: 14 })

export const action = style({ marginTop: 8 })
