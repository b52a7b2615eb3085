import { type RecipeVariants, recipe } from '@vanilla-extract/recipes'
import { vars } from '@/styles/theme.css'

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 8,
    border: '1px solid transparent',
    borderRadius: vars.radius.pill,
    fontWeight: 600,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    transition: 'background-color 0.15s ease, border-color 0.15s ease, opacity 0.15s ease',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.accentText,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentStrong, color: '#fff' } },
      },
      secondary: {
        background: vars.color.surface,
        borderColor: vars.color.border,
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.accentStrong } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceSunken } },
      },
      danger: {
        background: vars.color.dangerSoft,
        color: vars.color.danger,
        selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.danger } },
      },
    },
    size: {
      small: { height: 32, padding: '0 12px', fontSize: 14 },
      medium: { height: 40, padding: '0 16px', fontSize: 15 },
      large: { height: 48, padding: '0 22px', fontSize: 16 },
    },
    block: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'medium' },
})

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>
