import { style } from '@vanilla-extract/css'
import { compactHeader } from '@/styles/containers.css'
import { media, vars } from '@/styles/theme.css'

export const group = style({ display: 'inline-flex', alignItems: 'center', gap: 8 })

/** Capped in a short header row: the label is cut, the button's name keeps the whole text. */
export const connect = style({
  selectors: { '&[aria-busy="true"]': { cursor: 'progress' } },
  '@media': { [media.wide]: { '@container': { [compactHeader]: { maxWidth: 160, paddingInline: 12 } } } },
})

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' })

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  height: 40,
  padding: '0 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  fontSize: 14,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  ':hover': { borderColor: vars.color.accentStrong },
  // A wallet wagmi is still reconnecting: shown, not yet answering (no motion, so nothing to reduce).
  selectors: { '&[aria-busy="true"]': { borderStyle: 'dashed', cursor: 'progress' } },
})

export const wrongNetwork = style([
  pill,
  {
    background: vars.color.danger,
    borderColor: vars.color.danger,
    color: '#fff',
    '@media': { [media.wide]: { '@container': { [compactHeader]: { maxWidth: 160 } } } },
  },
])

export const account = style([pill, { paddingInlineStart: 4 }])

export const balance = style({
  color: vars.color.textMuted,
  '@media': {
    [media.medium]: { display: 'none' },
    [media.wide]: { '@container': { [compactHeader]: { display: 'none' } } },
  },
})

export const chainName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  '@media': {
    [media.small]: { maxWidth: 64 },
    [media.wide]: { '@container': { [compactHeader]: { maxWidth: 96 } } },
  },
})

export const accountName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  '@media': {
    [media.small]: { display: 'none' },
    [media.wide]: { '@container': { [compactHeader]: { maxWidth: 120 } } },
  },
})
