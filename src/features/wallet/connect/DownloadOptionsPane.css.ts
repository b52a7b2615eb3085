import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const cards = style({ display: 'grid', gap: 12, margin: 0, padding: 0, listStyle: 'none' })

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  columnGap: 14,
  rowGap: 10,
  padding: 16,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceSunken,
})

export const cardText = style({ display: 'grid', gap: 2 })

export const cardAction = style({ gridColumn: '1 / -1', justifySelf: 'start' })
