import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const withdrawals = style({
  display: 'grid',
  gap: 8,
  margin: 0,
  paddingInlineStart: 0,
  listStyle: 'none',
})

export const withdrawal = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingBlock: 4,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none' } },
})
