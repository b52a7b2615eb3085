/** An X post composer pre-filled with `text` (X's web intent); opened in a new tab. */
export function xIntentUrl(text: string): string {
  return `https://x.com/intent/tweet?text=${encodeURIComponent(text)}`
}
