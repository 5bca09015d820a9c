import { describe, expect, it } from 'vitest'
import { isLightOnDark, toDarkOnLight } from './page-polarity.ts'
import type { RgbImage } from './rgb-image.ts'

// A page of `ground` grey with strokes of `type` grey: every 10th row, 4 in 10 of its pixels (about 4 %).
// `edge` greys a frame around the middle (a table around a photographed page).
function page(ground: number, type: number, edge?: number): RgbImage {
  const [width, height] = [200, 300]
  const data = new Uint8Array(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const isEdge = x < 40 || x >= 160 || y < 60 || y >= 240
      const isStroke = y % 10 === 0 && x % 10 < 4
      const grey = edge !== undefined && isEdge ? edge : isStroke ? type : ground
      data.fill(grey, (y * width + x) * 3, (y * width + x) * 3 + 3)
    }
  }
  return { data, width, height }
}

describe('isLightOnDark', () => {
  it('tells a board or a black menu (light type on a dark ground)', () => {
    expect(isLightOnDark(page(45, 235))).toBe(true)
    expect(isLightOnDark(page(90, 200))).toBe(true)
  })

  it('leaves printed paper alone: white, dimly lit, or photographed on a dark table', () => {
    expect(isLightOnDark(page(245, 20))).toBe(false)
    expect(isLightOnDark(page(110, 15))).toBe(false)
    expect(isLightOnDark(page(235, 30, 25))).toBe(false)
  })
})

describe('toDarkOnLight', () => {
  it('turns a light-on-dark page into its negative and leaves paper as it was', () => {
    const board = toDarkOnLight(page(45, 235))
    expect([board.data[600], board.data[0]]).toEqual([210, 20])
    const paper = page(245, 20)
    expect(toDarkOnLight(paper).data).toEqual(page(245, 20).data)
  })
})
