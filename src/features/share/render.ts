import { avatarUrl } from '@/ui/Avatar/Avatar'
import { CARD_HEIGHT, CARD_WIDTH, drawShareCard } from './card'
import type { ShareCardContent } from './content'

/** How long the card waits for the avatar before drawing the initial instead (slow network, offline). */
const AVATAR_WAIT_MS = 3_000

/**
 * Fetched through the service worker (offline, from its cache) and decoded from a blob URL of our own: a
 * cross-origin <img> would taint the canvas. An <img>, since createImageBitmap does not decode SVG.
 */
async function loadAvatar(xHandle: string): Promise<HTMLImageElement | null> {
  let objectUrl: string | undefined
  try {
    const response = await fetch(avatarUrl(xHandle), { signal: AbortSignal.timeout(AVATAR_WAIT_MS) })
    if (!response.ok) return null
    const blob = await response.blob()
    if (!blob.type.startsWith('image/')) return null
    objectUrl = URL.createObjectURL(blob)
    const image = new Image()
    image.src = objectUrl
    await image.decode()
    return image
  } catch {
    return null
  } finally {
    // The decoded image keeps its pixels; the URL is not needed once decode() has settled.
    if (objectUrl) URL.revokeObjectURL(objectUrl)
  }
}

export async function renderShareCard(content: ShareCardContent): Promise<Blob> {
  const avatar = await loadAvatar(content.xHandle)
  const canvas = document.createElement('canvas')
  canvas.width = CARD_WIDTH
  canvas.height = CARD_HEIGHT
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('This browser cannot draw images.')
  drawShareCard(ctx, content, avatar)
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be made.'))),
      'image/png',
    ),
  )
}
