import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const list = style({ display: 'grid', gap: 4, margin: 0, padding: 0, listStyle: 'none' })

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '8px 4px',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
})

export const info = style({ display: 'grid', flex: 1, minWidth: 0 })

export const name = style({ fontSize: 15, fontWeight: 700 })

export const offers = style({ fontSize: 13, color: vars.color.textMuted })
