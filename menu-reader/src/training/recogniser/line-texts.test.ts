import { describe, expect, it } from 'vitest'
import { rollDice } from '../../synth2/dice.ts'
import { LATIN_ALPHABET } from '../../text-lines/latin-alphabet.ts'
import { drawLineText, inAlphabet } from './line-texts.ts'

describe('drawLineText', () => {
  it('draws the same lines from the same seed, every character in the alphabet', () => {
    const draw = (seed: number) =>
      Array.from({ length: 400 }, (_, index) => drawLineText(rollDice(seed * 1000 + index)))
    const lines = draw(3)
    expect(draw(3)).toEqual(lines)
    const known = new Set(LATIN_ALPHABET)
    for (const line of lines) {
      expect([...line].every((character) => known.has(character))).toBe(true)
      expect(line.length).toBeGreaterThan(0)
      expect(line.length).toBeLessThanOrEqual(48)
    }
  })

  it('teaches the marks a Chinese dictionary lacks, on many lines', () => {
    const lines = Array.from({ length: 2000 }, (_, index) => drawLineText(rollDice(index)))
    for (const mark of ['ñ', 'Ñ', '€', '¿', '¡', 'ª', 'º', 'ç', 'Á', 'Ú'])
      expect(lines.filter((line) => line.includes(mark)).length).toBeGreaterThan(5)
  })
})

describe('inAlphabet', () => {
  it('writes dashes and curly quotes plainly and leaves out what the alphabet lacks', () => {
    expect(inAlphabet('Café – “crème”  ½ ración')).toBe('Café - "crème" ración')
  })
})
