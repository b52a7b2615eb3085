import { describe, expect, it } from 'vitest'
import { CARD_HEIGHT, CARD_WIDTH, type CardContext, drawShareCard } from './card'
import { cardTexts, isolate, type ShareCardContent } from './content'

const content: ShareCardContent = {
  eyebrow: 'Yarmerboard · 7 days · week of Nov 23',
  headline: '#12',
  lines: [isolate('@carol_ct'), 'Up 3 places since the last update', 'Score 1.2k'],
  xHandle: 'carol_ct',
  footer: 'Yarm · Your Voice becomes Your Yield',
  dir: 'ltr',
}

/** A 2D context that records what is drawn, and where, with the direction in force. */
function recorder() {
  const texts: { text: string; x: number; y: number; direction: string; align: string }[] = []
  const images: unknown[] = []
  const fills: [number, number, number, number][] = []
  const ctx = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    font: '',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    direction: 'inherit',
    fillRect: (x: number, y: number, w: number, h: number) => void fills.push([x, y, w, h]),
    fillText(text: string, x: number, y: number) {
      texts.push({ text, x, y, direction: this.direction, align: this.textAlign })
    },
    // About 0.55 em a character at the current size.
    measureText(text: string) {
      const size = Number(/(\d+)px/.exec(this.font)?.[1] ?? 10)
      return { width: text.length * size * 0.55 } as TextMetrics
    },
    beginPath: () => {},
    arc: () => {},
    closePath: () => {},
    fill: () => {},
    stroke: () => {},
    save: () => {},
    restore: () => {},
    clip: () => {},
    drawImage: (image: unknown) => void images.push(image),
    createLinearGradient: () => ({ addColorStop: () => {} }) as unknown as CanvasGradient,
  }
  return { ctx: ctx as unknown as CardContext, texts, images, fills }
}

describe('share card', () => {
  it('is 1200×630, and draws every text it is given inside it', () => {
    expect([CARD_WIDTH, CARD_HEIGHT]).toEqual([1200, 630])
    const { ctx, texts, fills } = recorder()
    drawShareCard(ctx, content, null)
    expect(fills[0]).toEqual([0, 0, 1200, 630])
    for (const text of [content.eyebrow, content.headline, ...content.lines, content.footer])
      expect(texts.map((drawn) => drawn.text)).toContain(text)
    for (const { x, y } of texts) {
      expect(x).toBeGreaterThanOrEqual(0)
      expect(x).toBeLessThanOrEqual(1200)
      expect(y).toBeGreaterThan(0)
      expect(y).toBeLessThan(630)
    }
  })

  it('draws the avatar when there is one, else the handle’s first letter', () => {
    const withAvatar = recorder()
    const avatar = {} as CanvasImageSource
    drawShareCard(withAvatar.ctx, content, avatar)
    expect(withAvatar.images).toEqual([avatar])
    const without = recorder()
    drawShareCard(without.ctx, content, null)
    expect(without.images).toEqual([])
    expect(without.texts.map((drawn) => drawn.text)).toContain('C')
  })

  it('lays Arabic out from the right, with the texts drawn right to left', () => {
    const { ctx, texts } = recorder()
    drawShareCard(ctx, { ...content, dir: 'rtl', headline: '#١٢' }, null)
    const headline = texts.find((drawn) => drawn.text === '#١٢')
    expect(headline).toMatchObject({ direction: 'rtl', align: 'start' })
    // The reading start is the right margin.
    expect(headline?.x).toBe(1200 - 80)
    const ltr = recorder()
    drawShareCard(ltr.ctx, content, null)
    expect(ltr.texts.find((drawn) => drawn.text === '#12')).toMatchObject({ direction: 'ltr', x: 80 })
  })

  it('never carries a wallet address, wherever one is slipped in', () => {
    const address = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
    expect(cardTexts(content)).toContain('#12')
    for (const hostile of [
      { ...content, headline: address },
      { ...content, lines: ['@carol_ct', `Wallet ${address}`] },
      { ...content, eyebrow: address.toLowerCase() },
    ]) {
      expect(() => cardTexts(hostile)).toThrow('never shows a wallet address')
      expect(() => drawShareCard(recorder().ctx, hostile, null)).toThrow()
    }
  })

  it('isolates text from others so it keeps its own direction', () => {
    expect(isolate('@carol_ct')).toBe('\u2068@carol_ct\u2069')
  })
})
