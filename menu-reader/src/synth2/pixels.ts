// Pixel arithmetic for generator 2's photos and scans, on raw 8-bit buffers: plane homographies, bilinear
// sampling and smooth value noise. Small and dependency-free so the degradation stays seeded and exact.
import type { Dice } from './dice.ts'

export type Point = { x: number; y: number }

/** A 3 × 3 projective transform, row-major, mapping (x, y, 1). */
export type Homography = readonly number[]

/** The homography that maps the four points `from` onto the four points `to` (in order). */
export function solveHomography(from: readonly Point[], to: readonly Point[]): Homography {
  // Eight equations in the eight unknowns h0…h7 (h8 = 1), solved by Gaussian elimination.
  const rows: number[][] = []
  for (let index = 0; index < 4; index++) {
    const { x, y } = from[index]!
    const { x: u, y: v } = to[index]!
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u])
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v])
  }
  for (let column = 0; column < 8; column++) {
    let pivot = column
    for (let row = column + 1; row < 8; row++) {
      if (Math.abs(rows[row]![column]!) > Math.abs(rows[pivot]![column]!)) pivot = row
    }
    ;[rows[column], rows[pivot]] = [rows[pivot]!, rows[column]!]
    const lead = rows[column]!
    if (Math.abs(lead[column]!) < 1e-12) throw new Error('the points do not make a quadrilateral')
    for (let row = 0; row < 8; row++) {
      if (row === column) continue
      const factor = rows[row]![column]! / lead[column]!
      for (let k = column; k < 9; k++) rows[row]![k]! -= factor * lead[k]!
    }
  }
  return [...rows.map((row, index) => row[8]! / row[index]!), 1]
}

/** Where a homography sends a point. */
export function applyHomography(h: Homography, x: number, y: number): Point {
  const w = h[6]! * x + h[7]! * y + h[8]!
  return { x: (h[0]! * x + h[1]! * y + h[2]!) / w, y: (h[3]! * x + h[4]! * y + h[5]!) / w }
}

export type Raster = { data: Uint8Array; width: number; height: number; channels: number }

/**
 * The colour at (x, y) (pixel centres at whole numbers), bilinear between the four neighbours, written into
 * `out` at `offset`; false (and nothing written) when the point lies outside the raster.
 */
export function sampleBilinear(
  raster: Raster,
  x: number,
  y: number,
  out: Uint8Array | Uint8ClampedArray,
  offset: number,
): boolean {
  const { data, width, height, channels } = raster
  if (x < 0 || y < 0 || x > width - 1 || y > height - 1) return false
  const x0 = Math.floor(x)
  const y0 = Math.floor(y)
  const x1 = Math.min(x0 + 1, width - 1)
  const y1 = Math.min(y0 + 1, height - 1)
  const fx = x - x0
  const fy = y - y0
  for (let channel = 0; channel < channels; channel++) {
    const a = data[(y0 * width + x0) * channels + channel]!
    const b = data[(y0 * width + x1) * channels + channel]!
    const c = data[(y1 * width + x0) * channels + channel]!
    const d = data[(y1 * width + x1) * channels + channel]!
    const top = a + (b - a) * fx
    const bottom = c + (d - c) * fx
    out[offset + channel] = Math.round(top + (bottom - top) * fy)
  }
  return true
}

/**
 * Smooth noise in [-1, 1] over a width × height field: random values on a coarse grid `cell` pixels apart,
 * blended with a smoothstep. For paper and table textures and uneven light.
 */
export function valueNoise(
  dice: Dice,
  width: number,
  height: number,
  cell: number,
): (x: number, y: number) => number {
  const columns = Math.ceil(width / cell) + 2
  const rows = Math.ceil(height / cell) + 2
  const grid = Float32Array.from({ length: columns * rows }, () => dice.roll() * 2 - 1)
  const smooth = (t: number) => t * t * (3 - 2 * t)
  return (x, y) => {
    const gx = x / cell
    const gy = y / cell
    const x0 = Math.floor(gx)
    const y0 = Math.floor(gy)
    const fx = smooth(gx - x0)
    const fy = smooth(gy - y0)
    const at = (cx: number, cy: number) => grid[cy * columns + cx]!
    const top = at(x0, y0) + (at(x0 + 1, y0) - at(x0, y0)) * fx
    const bottom = at(x0, y0 + 1) + (at(x0 + 1, y0 + 1) - at(x0, y0 + 1)) * fx
    return top + (bottom - top) * fy
  }
}

/** A roughly normal number with mean 0 and standard deviation 1 (the sum of four uniforms, rescaled). */
export function gaussian(dice: Dice): number {
  return (dice.roll() + dice.roll() + dice.roll() + dice.roll() - 2) * Math.sqrt(3)
}
