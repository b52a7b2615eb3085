import { style } from '@vanilla-extract/css'

/** The "opens elsewhere" arrow points toward the line's end, so it turns round in right-to-left text. */
export const arrow = style({
  display: 'inline-block',
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
})
