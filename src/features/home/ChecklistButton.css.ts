import { style, styleVariants } from '@vanilla-extract/css'
import { compactHeader } from '@/styles/containers.css'
import { media } from '@/styles/theme.css'

export const button = styleVariants({
  header: {
    gap: 6,
    whiteSpace: 'nowrap',
    '@media': {
      [media.small]: { paddingInline: 10 },
      [media.wide]: { '@container': { [compactHeader]: { paddingInline: 10 } } },
    },
  },
  page: { gap: 8, justifySelf: 'start' },
})

export const icon = style({ flex: 'none' })

/** Phones and a short header row keep the icon; the button's name keeps the whole text. */
export const label = styleVariants({
  header: {
    '@media': {
      [media.small]: { display: 'none' },
      [media.wide]: { '@container': { [compactHeader]: { display: 'none' } } },
    },
  },
  page: {},
})
