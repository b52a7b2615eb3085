/**
 * Spec section 9. Shared by styles (media queries) and by code (debounced width checks). Its large
 * breakpoint (1640px) changes no layout here: every page but Home is capped at 1120px (tests/SPEC.md row 161).
 */
export const breakpoints = { small: 600, medium: 960, modalCompact: 768 } as const
