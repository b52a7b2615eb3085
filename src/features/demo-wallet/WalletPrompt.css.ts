import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const body = style({ overflowY: 'auto', maxHeight: 'min(70dvh, 640px)' })

export const content = style({ display: 'grid', gap: 12, padding: '0 20px 20px' })

export const accounts = style({ display: 'grid', gap: 4, margin: 0, padding: 0, border: 'none' })

export const legend = style({ fontWeight: 600, marginBottom: 4 })

export const account = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 40,
  padding: '0 8px',
  borderRadius: vars.radius.medium,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceSunken },
})

export const address = style({
  marginInlineStart: 'auto',
  fontFamily: 'monospace',
  color: vars.color.textMuted,
})

export const message = style({
  margin: 0,
  padding: 12,
  maxHeight: 240,
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: 13,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
})

export const rows = style({ display: 'grid', gap: 6, margin: 0 })

export const row = style({ display: 'grid', gridTemplateColumns: 'minmax(90px, auto) 1fr', gap: 12 })

export const value = style({ margin: 0, overflowWrap: 'anywhere', fontFamily: 'monospace', fontSize: 13 })

export const calls = style({ display: 'grid', gap: 12, margin: 0, paddingInlineStart: 20 })

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: 8, paddingTop: 4 })
