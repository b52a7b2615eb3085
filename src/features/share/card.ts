/** 1200×630, the size X and others show in full, drawn on the device: nothing is sent anywhere to make it. */

import { cardTexts, type ShareCardContent } from './content'

export const CARD_WIDTH = 1200
export const CARD_HEIGHT = 630

/** The part of CanvasRenderingContext2D the card uses (a fake one records it in the unit tests). */
export type CardContext = Pick<
  CanvasRenderingContext2D,
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
  | 'direction'
  | 'fillRect'
  | 'fillText'
  | 'measureText'
  | 'beginPath'
  | 'arc'
  | 'closePath'
  | 'fill'
  | 'stroke'
  | 'save'
  | 'restore'
  | 'clip'
  | 'drawImage'
  | 'createLinearGradient'
>

const COLORS = {
  top: '#06343c',
  bottom: '#0b7285',
  accent: '#9be9f2',
  text: '#ffffff',
  muted: '#c9eef3',
}
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", sans-serif'
const MARGIN = 80
const AVATAR = 120

/** The largest font size (down to `min`) at which `text` fits in `width`. */
function fitFont(ctx: CardContext, text: string, weight: string, size: number, min: number, width: number) {
  let current = size
  for (; current > min; current -= 4) {
    ctx.font = `${weight} ${current}px ${FONT}`
    if (ctx.measureText(text).width <= width) break
  }
  ctx.font = `${weight} ${current}px ${FONT}`
  return current
}

/** `avatar` may be missing (offline): the card then shows the handle's first letter in a circle. */
export function drawShareCard(ctx: CardContext, content: ShareCardContent, avatar: CanvasImageSource | null) {
  cardTexts(content)
  const rtl = content.dir === 'rtl'
  // x of the reading start and its direction: from the left in LTR, from the right in RTL.
  const start = rtl ? CARD_WIDTH - MARGIN : MARGIN
  const along = rtl ? -1 : 1
  const textWidth = CARD_WIDTH - 2 * MARGIN

  const background = ctx.createLinearGradient(0, 0, CARD_WIDTH, CARD_HEIGHT)
  background.addColorStop(0, COLORS.top)
  background.addColorStop(1, COLORS.bottom)
  ctx.fillStyle = background
  ctx.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT)
  ctx.fillStyle = COLORS.accent
  ctx.fillRect(0, CARD_HEIGHT - 12, CARD_WIDTH, 12)

  ctx.direction = content.dir
  ctx.textAlign = 'start'
  ctx.textBaseline = 'alphabetic'

  const avatarCenter = start + (along * AVATAR) / 2
  const avatarTop = MARGIN
  ctx.save()
  ctx.beginPath()
  ctx.arc(avatarCenter, avatarTop + AVATAR / 2, AVATAR / 2, 0, Math.PI * 2)
  ctx.closePath()
  ctx.clip()
  if (avatar) {
    ctx.drawImage(avatar, avatarCenter - AVATAR / 2, avatarTop, AVATAR, AVATAR)
  } else {
    ctx.fillStyle = COLORS.accent
    ctx.fillRect(avatarCenter - AVATAR / 2, avatarTop, AVATAR, AVATAR)
    ctx.fillStyle = COLORS.top
    ctx.textAlign = 'center'
    ctx.font = `700 56px ${FONT}`
    ctx.fillText(content.xHandle.slice(0, 1).toUpperCase(), avatarCenter, avatarTop + AVATAR / 2 + 20)
    ctx.textAlign = 'start'
  }
  ctx.restore()

  const besideAvatar = start + along * (AVATAR + 32)
  ctx.fillStyle = COLORS.muted
  fitFont(ctx, content.eyebrow, '600', 34, 20, textWidth - AVATAR - 32)
  ctx.fillText(content.eyebrow, besideAvatar, avatarTop + AVATAR / 2 + 12)

  ctx.fillStyle = COLORS.text
  const headlineSize = fitFont(ctx, content.headline, '800', 120, 48, textWidth)
  let y = avatarTop + AVATAR + 24 + headlineSize
  ctx.fillText(content.headline, start, y)
  y += 16
  content.lines.slice(0, 3).forEach((line, index) => {
    ctx.fillStyle = index === 0 ? COLORS.accent : COLORS.muted
    const size = fitFont(ctx, line, index === 0 ? '700' : '500', index === 0 ? 40 : 36, 22, textWidth)
    y += size + 12
    ctx.fillText(line, start, y)
  })

  ctx.fillStyle = COLORS.muted
  fitFont(ctx, content.footer, '600', 28, 18, textWidth)
  ctx.fillText(content.footer, start, CARD_HEIGHT - 48)
}
