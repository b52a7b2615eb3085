import { style } from '@vanilla-extract/css'
import { media } from '@/styles/theme.css'

export const body = style({ display: 'grid', gap: 16 })

export const list = style({ display: 'grid', gap: 16 })

/**
 * Where a Yarm card will be, as tall as one (measured: 876–933 px on a 412 px phone, 809–844 px between
 * the breakpoints, 533–568 px wide), so the footer does not jump when the cards replace it (issue #17:
 * this was /yarms' whole CLS of 0.10 on a phone).
 */
export const cardSkeleton = style({
  height: 820,
  overflow: 'hidden',
  '@media': { [media.small]: { height: 880 }, [media.wide]: { height: 540 } },
})
