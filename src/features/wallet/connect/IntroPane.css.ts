import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const intro = style({
  display: 'grid',
  alignContent: 'center',
  justifyItems: 'center',
  gap: 24,
  minHeight: '100%',
  padding: '8px 4px',
  textAlign: 'center',
})

export const points = style({ display: 'grid', gap: 20, margin: 0, padding: 0, listStyle: 'none' })

export const point = style({ display: 'grid', gap: 4, maxWidth: 320 })

export const pointTitle = style({ fontSize: 15, fontWeight: 700 })

export const badge = style({
  justifySelf: 'center',
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  marginBottom: 4,
  borderRadius: vars.radius.medium,
  background: vars.color.accentSoft,
  color: vars.color.accentStrong,
})
