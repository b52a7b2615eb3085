/** This much goes with the pages that offer sharing; the drawing (card.ts) loads with the share dialog. */

export interface ShareCardContent {
  /** Small line at the top, e.g. "Yarmerboard · week of Nov 23". */
  eyebrow: string
  /** The big figure or phrase: "#12", "I voted for Tidepool". */
  headline: string
  /** Up to three lines under it: the handle, the movement, the score. */
  lines: readonly string[]
  /** X handle (without @) whose avatar and name the card shows; validated by the caller. */
  xHandle: string
  footer: string
  dir: 'ltr' | 'rtl'
}

/** Anything that looks like an EVM address or a transaction hash: never drawn on a card. */
const ADDRESS = /0x[0-9a-f]{40}/i

/** The card's texts, checked: a card is posted publicly, so it must never carry a wallet address. */
export function cardTexts(content: ShareCardContent): string[] {
  const texts = [content.eyebrow, content.headline, ...content.lines, content.footer, content.xHandle]
  if (texts.some((text) => ADDRESS.test(text))) throw new Error('A share card never shows a wallet address.')
  return texts
}

/** Wraps text from others (handles, project names) so it keeps its own direction inside the card's. */
export const isolate = (text: string) => `\u2068${text}\u2069`
