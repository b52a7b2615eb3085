import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const reason = style({ fontSize: 13, color: vars.color.warning })
