import { style } from '@vanilla-extract/css'

export const body = style({ display: 'grid', gap: 16 })

export const list = style({ display: 'grid', gap: 16 })
