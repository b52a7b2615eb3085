import { style } from '@vanilla-extract/css'
import { media } from '@/styles/theme.css'

export const body = style({ display: 'grid', gap: 16 })

export const list = style({ display: 'grid', gap: 16 })

/** As tall as a card (measured: 876–933 px on a 412 px phone), so the footer does not jump (issue #17: /yarms' whole CLS). */
export const cardSkeleton = style({
  height: 820,
  overflow: 'hidden',
  '@media': { [media.small]: { height: 880 }, [media.wide]: { height: 540 } },
})
