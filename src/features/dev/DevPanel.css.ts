import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const toggle = style({
  position: 'fixed',
  insetInlineEnd: 12,
  bottom: 12,
  zIndex: vars.zIndex.toast,
})

export const form = style({ display: 'grid', gap: 8 })

export const field = style({
  height: 40,
  padding: '0 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
})

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: 8 })

export const section = style({ display: 'grid', gap: 8, paddingTop: 12 })

export const fieldset = style({ display: 'grid', gap: 8, margin: 0, padding: 0, border: 'none' })
