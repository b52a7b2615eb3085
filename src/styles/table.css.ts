import { style } from '@vanilla-extract/css'
import { vars } from './theme.css'

/** The small data tables of cards and panels: uppercase headers, ruled rows, start-aligned. */
export const headerCell = style({
  paddingInline: '0 8px',
  textAlign: 'start',
  fontSize: 11,
  fontWeight: 600,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
})

export const cell = style({
  paddingInline: '0 8px',
  textAlign: 'start',
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
})
