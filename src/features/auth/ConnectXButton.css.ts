import { style } from '@vanilla-extract/css'
import { media } from '@/styles/theme.css'

/** Spec section 2: the button narrows to 132px on screens up to 600px. */
export const connectX = style({
  '@media': { [media.small]: { width: 132, padding: '0 10px' } },
})
