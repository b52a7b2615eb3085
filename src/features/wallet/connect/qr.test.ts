import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { qrMatrix, qrShape } from './qr'

const WC_URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1705000000'

/** The error-correction level written in the symbol's format information (ISO/IEC 18004, 7.9). */
function readEccLevel(matrix: boolean[][]): 'L' | 'M' | 'Q' | 'H' {
  const dark = (x: number, y: number) => (matrix[y]?.[x] ? 1 : 0)
  let bits = 0
  for (let i = 0; i <= 5; i++) bits |= dark(8, i) << i
  bits |= dark(8, 7) << 6
  bits |= dark(8, 8) << 7
  bits |= dark(7, 8) << 8
  for (let i = 9; i < 15; i++) bits |= dark(14 - i, 8) << i
  const unmasked = bits ^ 0x5412
  const data = unmasked >> 10
  // The 10 check bits are a BCH(15,5) code: recompute them to be sure the bits were read right.
  let remainder = data
  for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537)
  expect(unmasked & 0x3ff).toBe(remainder & 0x3ff)
  return (['M', 'L', 'H', 'Q'] as const)[data >> 3] as 'L' | 'M' | 'Q' | 'H'
}

/** Reads the SVG path back into the set of dark modules it draws. */
function modulesOf(path: string): Set<string> {
  const modules = new Set<string>()
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let dx = 0; dx < Number(width); dx++) modules.add(`${Number(x) + dx},${y}`)
  }
  return modules
}

describe('QR codes', () => {
  it.each(['L', 'M', 'Q', 'H'] as const)('(the format reader tells level %s apart)', (ecc) => {
    expect(readEccLevel(encode(WC_URI, { ecc, border: 0 }).data)).toBe(ecc)
  })

  it('use error correction M (spec section 9)', () => {
    expect(readEccLevel(qrMatrix(WC_URI))).toBe('M')
    expect(readEccLevel(qrMatrix('https://rainbow.download'))).toBe('M')
  })

  it('draw every dark module and nothing else', () => {
    const matrix = qrMatrix(WC_URI)
    const { size, path, hole } = qrShape(WC_URI)
    expect(size).toBe(matrix.length)
    expect(hole).toBeNull()
    const expected = new Set<string>()
    matrix.forEach((row, y) => {
      row.forEach((isDark, x) => {
        if (isDark) expected.add(`${x},${y}`)
      })
    })
    expect(modulesOf(path)).toEqual(expected)
    // The path is well-formed: nothing but rectangles of whole modules.
    expect(path.replace(/M\d+ \d+h(\d+)v1h-\1z/g, '')).toBe('')
  })

  it('leave a centred square for the wallet icon, small enough for level M to recover', () => {
    const matrix = qrMatrix(WC_URI)
    const { size, path, hole } = qrShape(WC_URI, { withHole: true })
    expect(hole).not.toBeNull()
    if (!hole) return
    expect(hole.start * 2 + hole.size).toBe(size)
    // Level M restores about 15% of the codewords; the icon hides under 6% of the area.
    expect((hole.size * hole.size) / (size * size)).toBeLessThan(0.06)
    const drawn = modulesOf(path)
    matrix.forEach((row, y) => {
      row.forEach((isDark, x) => {
        const inside =
          x >= hole.start && x < hole.start + hole.size && y >= hole.start && y < hole.start + hole.size
        expect(drawn.has(`${x},${y}`)).toBe(isDark && !inside)
      })
    })
  })
})
