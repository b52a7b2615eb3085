import { style } from '@vanilla-extract/css'
import { compactHeader } from '@/styles/containers.css'
import { media, vars } from '@/styles/theme.css'

export const account = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  height: 40,
  paddingBlock: 0,
  paddingInline: '4px 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  fontSize: 14,
  fontWeight: 600,
  cursor: 'pointer',
  maxWidth: 200,
  '@media': {
    [media.small]: { maxWidth: 132 },
    // Compact in a short header row: the avatar alone, a 40px circle; the handle stays in the name.
    [media.wide]: { '@container': { [compactHeader]: { paddingInline: 3 } } },
  },
})

export const handle = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [media.wide]: { '@container': { [compactHeader]: { display: 'none' } } } },
})
