import { style } from '@vanilla-extract/css'
import { compactHeader } from '@/styles/containers.css'
import { media } from '@/styles/theme.css'

/** Spec section 2: 132px on screens up to 600px; at most that in a short header row above 960px. */
export const connectX = style({
  '@media': {
    [media.small]: { width: 132, padding: '0 10px' },
    [media.wide]: { '@container': { [compactHeader]: { maxWidth: 132, paddingInline: 12 } } },
  },
})

/** Cut with an ellipsis where the header is short of room; the button's name keeps the whole text. */
export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' })
