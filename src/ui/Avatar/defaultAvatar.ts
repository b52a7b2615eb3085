/** A neutral silhouette, inlined so that it shows before any request and when the service fails. */
export const DEFAULT_AVATAR_SRC = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#cfe9ee"/><circle cx="20" cy="16" r="7" fill="#7fa9b3"/><path d="M7 36c2-8 8-11 13-11s11 3 13 11" fill="#7fa9b3"/></svg>',
)}`
