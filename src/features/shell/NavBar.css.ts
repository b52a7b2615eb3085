import { style } from '@vanilla-extract/css'
import { compactHeader } from '@/styles/containers.css'
import { media, vars } from '@/styles/theme.css'

/** Gives up width before anything wraps or overflows: each pill then cuts its label. */
export const nav = style({ minWidth: 0 })

/**
 * A grid rather than a flex row: when the row is short, tracks of `minmax(0, max-content)` share the
 * room equally and each stops growing at its label's full width, so short labels stay whole and only
 * the long ones are cut (a flex row would cut every label by the same fraction).
 */
export const bar = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, max-content)',
  alignItems: 'center',
  gap: 2,
  padding: 4,
  margin: 0,
  marginInline: 'auto',
  minWidth: 0,
  listStyle: 'none',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [media.medium]: { display: 'none' } },
})

export const item = style({ display: 'flex', minWidth: 0 })

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  minWidth: 0,
  height: 36,
  padding: '0 14px',
  borderRadius: vars.radius.pill,
  fontSize: 14,
  fontWeight: 600,
  color: vars.color.textMuted,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"]': {
      background: vars.color.accent,
      color: vars.color.accentText,
      cursor: 'default',
    },
    '&[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
  },
  '@media': { [media.wide]: { '@container': { [compactHeader]: { padding: '0 10px' } } } },
})

/** The visible label, cut with an ellipsis when the row is short; the link keeps the full text as its name. */
export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' })
