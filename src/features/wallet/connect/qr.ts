import { encode } from 'uqr'

export interface QrShape {
  /** Modules per side, quiet zone excluded. */
  size: number
  path: string
  /** The square left clear for a logo, in modules; null when none. */
  hole: { start: number; size: number } | null
}

/**
 * Spec section 9: error correction M, which survives about 15% of lost modules. The logo hides far
 * less than that: a square about a fifth of the side (~4-5% of the area).
 */
export const QR_ECC = 'M' as const
const HOLE_RATIO = 0.22

export function qrMatrix(text: string): boolean[][] {
  return encode(text, { ecc: QR_ECC, border: 0 }).data
}

function holeFor(size: number): { start: number; size: number } {
  // Same parity as the matrix, so the hole sits exactly in the middle.
  let side = Math.round(size * HOLE_RATIO)
  if (side % 2 !== size % 2) side += 1
  return { start: (size - side) / 2, size: side }
}

/** The matrix as one path: each run of dark modules in a row becomes one rectangle. */
export function qrShape(text: string, { withHole = false } = {}): QrShape {
  const data = qrMatrix(text)
  const size = data.length
  const hole = withHole ? holeFor(size) : null
  const inHole = (x: number, y: number) =>
    hole !== null &&
    x >= hole.start &&
    x < hole.start + hole.size &&
    y >= hole.start &&
    y < hole.start + hole.size
  const parts: string[] = []
  for (let y = 0; y < size; y++) {
    const row = data[y] as boolean[]
    let x = 0
    while (x < size) {
      if (!row[x] || inHole(x, y)) {
        x++
        continue
      }
      const start = x
      while (x < size && row[x] && !inHole(x, y)) x++
      parts.push(`M${start} ${y}h${x - start}v1h-${x - start}z`)
    }
  }
  return { size, path: parts.join(''), hole }
}
