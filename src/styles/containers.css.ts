import { createContainer } from '@vanilla-extract/css'

/**
 * The header's row, as a size container. Off the home page the header is at most 1120px wide
 * whatever the window, so its controls size themselves by the row, not by the viewport.
 */
export const headerRow = createContainer('header-row')

/**
 * Below this row width the header's controls take their compact form (no balance, the X avatar
 * without the handle, labels capped and cut with an ellipsis). In full form they need up to about
 * 600px, which beside the logo and a long language's pill bar (up to about 770px) is more than most
 * rows have; the pill bar's labels cut whatever still does not fit.
 */
export const headerCompactWidth = 1280

/**
 * The container query of the compact form. Nest it in `media.wide`: at 960px and below the header has
 * its own narrow layout (the menu sheet, a 132px Connect X on phones) that stays as the spec has it.
 */
export const compactHeader = `${headerRow} (max-width: ${headerCompactWidth - 1}px)`
