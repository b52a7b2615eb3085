import { style } from '@vanilla-extract/css'
import { media, vars } from '@/styles/theme.css'

export const frame = style({ display: 'grid', gap: 24 })

export const heading = style({ display: 'grid', gap: 6 })

export const title = style({
  fontSize: 32,
  lineHeight: 1.15,
  fontWeight: 800,
  letterSpacing: '-0.02em',
  '@media': { [media.small]: { fontSize: 26 } },
})

export const lead = style({ color: vars.color.textMuted, maxWidth: 640 })
