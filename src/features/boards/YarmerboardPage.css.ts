import { style } from '@vanilla-extract/css'
import { media, vars } from '@/styles/theme.css'

/** Phones: controls, the You card, the board. Wide screens: the You card pinned at the inline end (left in RTL). */
export const layout = style({
  display: 'grid',
  gap: 16,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"toolbar" "side" "board"',
  '@media': {
    [media.wide]: {
      gridTemplateColumns: 'minmax(0, 1fr) 300px',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"toolbar side" "board side"',
    },
  },
})

export const toolbar = style({ gridArea: 'toolbar', minWidth: 0 })

export const main = style({ gridArea: 'board', display: 'grid', gap: 12, minWidth: 0 })

export const side = style({
  gridArea: 'side',
  minWidth: 0,
  '@media': { [media.wide]: { position: 'sticky', top: 16 } },
})

export const updated = style({ fontSize: 13, color: vars.color.textMuted })

export const skeletonRows = style({ display: 'grid', gap: 10, padding: 16 })
