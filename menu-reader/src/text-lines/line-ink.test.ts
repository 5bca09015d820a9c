import { describe, expect, it } from 'vitest'
import { measureInk, restoreSpaces } from './line-ink.ts'
import { LINE_HEIGHT } from './line-tensor.ts'

// A one-line batch tensor, white (1) with black (−1) columns where `ink` says.
function lineImage(ink: string): Float32Array {
  const width = ink.length
  const tensor = new Float32Array(3 * LINE_HEIGHT * width).fill(1)
  for (let channel = 0; channel < 3; channel++) {
    for (let row = 12; row < 36; row++) {
      for (let column = 0; column < width; column++) {
        if (ink[column] === '#') tensor[channel * LINE_HEIGHT * width + row * width + column] = -1
      }
    }
  }
  return tensor
}

const character = (text: string, at: number) => ({
  text,
  at,
  step: 0,
  probability: 0.9,
  runnerUp: '',
  runnerUpProbability: 0,
})

describe('measureInk', () => {
  it('finds the empty column runs and the strokes of a line', () => {
    const ink = `##..##${'.'.repeat(10)}##`
    const measured = measureInk(lineImage(ink), 0, ink.length, ink.length)
    expect(measured.gaps).toEqual([
      { from: 2, to: 3 },
      { from: 6, to: 15 },
    ])
    expect(measured.inkPerColumn[0]).toBe(24)
    expect(measured.strokesPerColumn[0]).toBe(24)
    expect(measured.strokesPerColumn[1]).toBe(0)
  })
})

describe('restoreSpaces', () => {
  it('puts a space where a word-wide gap parts two characters', () => {
    const read = [character('a', 0.1), character('b', 0.2), character('c', 0.8)]
    // Letters a few pixels apart, and one gap of 21 pixels: a word space at a line height of 48.
    const gaps = [
      { from: 5, to: 6 },
      { from: 10, to: 12 },
      { from: 30, to: 31 },
      { from: 40, to: 60 },
    ]
    const spaced = restoreSpaces(read, gaps, 100)
    expect(spaced.map((c) => c.text).join('')).toBe('ab c')
  })

  it('keeps numbers and dot leaders whole', () => {
    const read = [character('1', 0.1), character('6', 0.5), character('.', 0.7), character('.', 0.9)]
    const gaps = [
      { from: 2, to: 3 },
      { from: 20, to: 40 },
      { from: 55, to: 56 },
      { from: 75, to: 85 },
    ]
    const spaced = restoreSpaces(read, gaps, 100)
    expect(spaced.map((c) => c.text).join('')).toBe('16..')
  })
})
