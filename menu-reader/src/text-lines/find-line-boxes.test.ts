import { describe, expect, it } from 'vitest'
import { findLineBoxes } from './find-line-boxes.ts'

const WIDTH = 200
const HEIGHT = 100

// A probability map with solid text regions: each a rectangle, optionally turned by `angle` radians.
function mapWith(regions: { x: number; y: number; width: number; height: number; angle?: number }[]) {
  const map = new Float32Array(WIDTH * HEIGHT)
  for (const { x, y, width, height, angle = 0 } of regions) {
    const [cx, cy] = [x + width / 2, y + height / 2]
    for (let row = 0; row < HEIGHT; row++) {
      for (let column = 0; column < WIDTH; column++) {
        const [dx, dy] = [column - cx, row - cy]
        const along = dx * Math.cos(angle) + dy * Math.sin(angle)
        const across = -dx * Math.sin(angle) + dy * Math.cos(angle)
        if (Math.abs(along) <= width / 2 && Math.abs(across) <= height / 2) map[row * WIDTH + column] = 0.9
      }
    }
  }
  return map
}

describe('findLineBoxes', () => {
  it('finds each text region as a level box grown back around its kernel', () => {
    const boxes = findLineBoxes(
      mapWith([
        { x: 20, y: 10, width: 100, height: 6 },
        { x: 20, y: 40, width: 60, height: 6 },
      ]),
      WIDTH,
      HEIGHT,
    )
    expect(boxes).toHaveLength(2)
    const [first] = boxes.sort((a, b) => a.centreY - b.centreY)
    expect(first?.angle).toBeCloseTo(0, 3)
    expect(first?.centreX).toBeCloseTo(70, 5)
    expect(first?.centreY).toBeCloseTo(13, 5)
    // A kernel of 101 × 7 pixels grows by 1.5 × area / perimeter (4.9) on every side.
    expect(first?.height).toBeCloseTo(7 + 2 * 4.91, 1)
    expect(first?.width).toBeCloseTo(101 + 2 * 4.91, 1)
    expect(first?.score).toBeCloseTo(0.9, 5)
  })

  it('keeps the slope of a tilted line and measures it along the slope', () => {
    const [box] = findLineBoxes(mapWith([{ x: 40, y: 40, width: 120, height: 6, angle: 0.1 }]), WIDTH, HEIGHT)
    expect(box?.angle).toBeCloseTo(0.1, 1)
    expect(box?.height).toBeLessThan(20)
    expect(box?.width).toBeGreaterThan(120)
  })

  it('cuts two lines that touch into one box each', () => {
    const lines = [0, 12, 24, 36].map((y) => ({ x: 10, y: 10 + y, width: 150, height: 6 }))
    // Lines 3 and 4 joined by a bridge of text pixels.
    const joined = [...lines, { x: 50, y: 44, width: 20, height: 6 }]
    const boxes = findLineBoxes(mapWith(joined), WIDTH, HEIGHT)
    expect(boxes).toHaveLength(4)
  })

  it('drops faint regions and specks', () => {
    const map = mapWith([{ x: 20, y: 10, width: 100, height: 6 }])
    for (let index = 0; index < map.length; index++) if ((map[index] ?? 0) > 0.5) map[index] = 0.4
    map[50 * WIDTH + 50] = 0.9
    expect(findLineBoxes(map, WIDTH, HEIGHT)).toEqual([])
  })
})
