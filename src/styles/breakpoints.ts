/** Spec section 9. Shared by styles (media queries) and by code (debounced width checks). */
export const breakpoints = { small: 600, medium: 960, large: 1640, modalCompact: 768 } as const
