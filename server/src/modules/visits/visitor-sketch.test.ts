import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  addToSketch,
  estimateVisitors,
  listSetRegisters,
  mergeSketches,
  newSketch,
  SKETCH_REGISTERS,
} from './visitor-sketch.ts'

// The sketch against exact counts, with hashes anyone can make again (SHA-256 of `visitor-<i>`).

const hashOf = (i: number) => createHash('sha256').update(`visitor-${i}`).digest()

/** A sketch of the visitors numbered `from` up to (not including) `to`. */
function sketchOf(from: number, to: number): Uint8Array {
  const registers = newSketch()
  for (let i = from; i < to; i++) addToSketch(registers, hashOf(i))
  return registers
}

describe('estimateVisitors', () => {
  it('answers 0 for an empty sketch', () => {
    expect(estimateVisitors(newSketch())).toBe(0)
  })

  it.each([1, 10, 100])('counts a small day of %i visitors within one', (visitors) => {
    expect(Math.abs(estimateVisitors(sketchOf(0, visitors)) - visitors)).toBeLessThanOrEqual(1)
  })

  it.each([
    [1000, 0.03],
    [50_000, 0.04],
  ])('counts %i visitors within %d of the truth', (visitors, tolerance) => {
    const estimate = estimateVisitors(sketchOf(0, visitors))
    expect(Math.abs(estimate - visitors) / visitors).toBeLessThanOrEqual(tolerance)
  })
})

describe('addToSketch', () => {
  it('counts a visitor once however many times they come', () => {
    const once = sketchOf(0, 50)
    const twice = sketchOf(0, 50)
    for (let i = 0; i < 50; i++) addToSketch(twice, hashOf(i))
    expect(twice).toEqual(once)
    expect(estimateVisitors(twice)).toBe(estimateVisitors(once))
  })

  it('reads the first 64 bits: the first 12 choose the register, the rank is where the next 1-bit sits', () => {
    const registers = newSketch()
    // Register 0xABC; after it 0x8… : the first bit is 1, rank 1.
    addToSketch(registers, Buffer.from('abc8000000000000', 'hex'))
    // Register 0x001; twenty zero bits, then a 1: rank 21.
    addToSketch(registers, Buffer.from('0010000080000000', 'hex'))
    // Register 0xFFF; all 52 bits zero: the highest rank, 53.
    addToSketch(registers, Buffer.from('fff0000000000000ff', 'hex'))
    expect(registers[0xabc]).toBe(1)
    expect(registers[0x001]).toBe(21)
    expect(registers[0xfff]).toBe(53)
    expect(registers.filter((rank) => rank > 0)).toHaveLength(3)
    expect(registers).toHaveLength(SKETCH_REGISTERS)
  })
})

describe('mergeSketches', () => {
  it('makes of two disjoint halves the sketch of the whole', () => {
    const merged = sketchOf(0, 5000)
    mergeSketches(merged, sketchOf(5000, 10_000))
    expect(merged).toEqual(sketchOf(0, 10_000))
    expect(Math.abs(estimateVisitors(merged) - 10_000) / 10_000).toBeLessThanOrEqual(0.03)
  })

  it('counts a visitor in both sketches once', () => {
    const merged = sketchOf(0, 300)
    mergeSketches(merged, sketchOf(200, 400))
    expect(Math.abs(estimateVisitors(merged) - 400)).toBeLessThanOrEqual(2)
  })
})

describe('listSetRegisters', () => {
  it('packs each set register with its rank, in register order, and nothing of the empty ones', () => {
    const registers = newSketch()
    registers[0] = 2
    registers[7] = 1
    registers[4095] = 53
    expect(listSetRegisters(registers)).toEqual([0 * 64 + 2, 7 * 64 + 1, 4095 * 64 + 53])
    expect(listSetRegisters(newSketch())).toEqual([])
  })
})
