import { style } from '@vanilla-extract/css'
import { media, vars } from '@/styles/theme.css'

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  flexWrap: 'wrap',
})

export const round = style({ fontSize: 14, color: vars.color.textMuted })

export const roundStrong = style({ color: vars.color.text, fontWeight: 700 })

export const grid = style({
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
  '@media': { [media.small]: { gap: 12 } },
})

export const body = style({ display: 'grid', gap: 16 })
