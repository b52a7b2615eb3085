import { createContainer } from '@vanilla-extract/css'

/** A size container: off the home page the header is at most 1120px wide, so its controls size themselves by the row. */
export const headerRow = createContainer('header-row')

/** Full form needs up to about 600px, which beside the logo and a long language's pill bar is more than most rows have. */
export const headerCompactWidth = 1280

/** Nest it in `media.wide`: at 960px and below the header has its own narrow layout, as the spec has it. */
export const compactHeader = `${headerRow} (max-width: ${headerCompactWidth - 1}px)`
