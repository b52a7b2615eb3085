import { assignVars, createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css'

import { breakpoints } from './breakpoints'

export const media = {
  small: `screen and (max-width: ${breakpoints.small}px)`,
  medium: `screen and (max-width: ${breakpoints.medium}px)`,
  wide: `screen and (min-width: ${breakpoints.medium + 1}px)`,
  dark: '(prefers-color-scheme: dark)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const

export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    border: null,
    text: null,
    textMuted: null,
    accent: null,
    accentStrong: null,
    accentText: null,
    accentSoft: null,
    danger: null,
    dangerSoft: null,
    success: null,
    successSoft: null,
    warning: null,
    backdrop: null,
    focus: null,
  },
  radius: { small: null, medium: null, large: null, modal: null, pill: null },
  font: { body: null, mono: null },
  shadow: { popup: null, modal: null, header: null },
  space: { xs: null, sm: null, md: null, lg: null, xl: null },
  zIndex: { header: null, popup: null, modal: null, toast: null },
})

const shared = {
  radius: { small: '8px', medium: '12px', large: '16px', modal: '24px', pill: '999px' },
  font: {
    body: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px' },
  zIndex: { header: '10', popup: '20', modal: '40', toast: '50' },
}

createGlobalTheme(':root', vars, {
  ...shared,
  color: {
    background: '#f6fbfc',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#eef5f7',
    border: '#d9e6ea',
    text: '#0d1b20',
    textMuted: '#4e6670',
    // The spec's pale cyan accent; the strong variant keeps text on it above 4.5:1.
    accent: '#9be9f2',
    accentStrong: '#0b7285',
    accentText: '#06343c',
    accentSoft: '#e3f8fb',
    danger: '#c92a2a',
    dangerSoft: '#ffe8e8',
    // Dark enough for 4.5:1 on white at small sizes (rank changes are 13px).
    success: '#1f7a33',
    successSoft: '#e6f6ea',
    warning: '#a35c00',
    backdrop: 'rgba(6, 20, 26, 0.45)',
    focus: '#0b7285',
  },
  shadow: {
    popup: '0 8px 24px rgba(6, 20, 26, 0.14)',
    modal: '0 16px 48px rgba(6, 20, 26, 0.22)',
    header: '0 1px 0 rgba(6, 20, 26, 0.08)',
  },
})

globalStyle(':root', {
  colorScheme: 'light dark',
  '@media': {
    [media.dark]: {
      vars: assignVars(vars.color, {
        background: '#071215',
        surface: '#0e1d22',
        surfaceRaised: '#13272d',
        surfaceSunken: '#0a171b',
        border: '#1f3a42',
        text: '#e8f6f8',
        textMuted: '#9bb6bd',
        accent: '#9be9f2',
        accentStrong: '#9be9f2',
        accentText: '#06343c',
        accentSoft: '#123a41',
        danger: '#ff8787',
        dangerSoft: '#3b1619',
        success: '#69db7c',
        successSoft: '#123020',
        warning: '#ffc078',
        backdrop: 'rgba(0, 0, 0, 0.6)',
        focus: '#9be9f2',
      }),
    },
  },
})
