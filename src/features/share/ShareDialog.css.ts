import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const body = style({ display: 'grid', gap: 16 })

export const preview = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1200 / 630',
  borderRadius: 12,
  background: vars.color.accentSoft,
  display: 'grid',
  placeItems: 'center',
  margin: 0,
})

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: 14 })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 8 })

export const option = style({ display: 'flex', alignItems: 'center', gap: 8, fontSize: 14 })
