import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  paddingTop: 12,
  borderTop: `1px solid ${vars.color.border}`,
  width: '100%',
})
