import { describe, expect, it } from 'vitest'
import { correctWord, countAllowedEdits } from './correct-words.ts'
import type { ReadCharacter } from './decode-ctc.ts'

// A read word: every character sure (0.95) with no runner-up, but for the slips named by their index (a
// runner-up given alone is a close one, 0.3).
function read(text: string, slips: Record<number, Partial<ReadCharacter>> = {}): ReadCharacter[] {
  return [...text].map((character, index) => ({
    text: character,
    step: index,
    probability: 0.95,
    runnerUp: '',
    runnerUpProbability: slips[index]?.runnerUp ? 0.3 : 0,
    ...slips[index],
  }))
}

describe('countAllowedEdits', () => {
  it('counts a letter read for its runner-up, or read unsure', () => {
    expect(
      countAllowedEdits(read('curos', { 0: { runnerUp: 'E', runnerUpProbability: 0.3 } }), 'euros'),
    ).toBe(1)
    expect(countAllowedEdits(read('curos', { 0: { probability: 0.3 } }), 'euros')).toBe(1)
  })

  it('refuses a change the recogniser was sure of and saw no alternative to', () => {
    expect(countAllowedEdits(read('curos'), 'euros')).toBe(Number.POSITIVE_INFINITY)
    expect(
      countAllowedEdits(read('curos', { 0: { runnerUp: 'o', runnerUpProbability: 0.3 } }), 'euros'),
    ).toBe(Number.POSITIVE_INFINITY)
  })

  it('drops an unsure letter, and never puts back a missed one', () => {
    expect(countAllowedEdits(read('patatias', { 5: { probability: 0.2 } }), 'patatas')).toBe(1)
    expect(countAllowedEdits(read('patatias'), 'patatas')).toBe(Number.POSITIVE_INFINITY)
    expect(countAllowedEdits(read('aroz', { 1: { probability: 0.2 } }), 'arroz')).toBe(
      Number.POSITIVE_INFINITY,
    )
  })

  it('takes no runner-up the recogniser all but ruled out', () => {
    expect(
      countAllowedEdits(read('beets', { 3: { runnerUp: 'r', runnerUpProbability: 0.01 } }), 'beers'),
    ).toBe(Number.POSITIVE_INFINITY)
  })
})

describe('correctWord', () => {
  it('puts a read word right against the menu lexicon, in its case and punctuation', () => {
    expect(correctWord(read('Curos', { 0: { runnerUp: 'E' } }))).toBe('Euros')
    expect(correctWord(read('CUROS:', { 0: { runnerUp: 'E' } }))).toBe('EUROS:')
    expect(correctWord(read('Cnoquetas', { 1: { runnerUp: 'r' } }))).toBe('Croquetas')
  })

  it('does not put back a missed letter', () => {
    expect(correctWord(read('Crquetas', { 1: { probability: 0.4 } }))).toBe(undefined)
    expect(correctWord(read('Aroz', { 1: { probability: 0.4 } }))).toBe(undefined)
  })

  it('never changes a menu word, a short word or one with digits', () => {
    expect(correctWord(read('Copa', { 0: { probability: 0.1 } }))).toBe(undefined)
    expect(correctWord(read('limon', { 0: { probability: 0.1 } }))).toBe(undefined)
    expect(correctWord(read('Tla', { 0: { probability: 0.1 } }))).toBe(undefined)
    expect(correctWord(read('C0pas', { 1: { runnerUp: 'o' } }))).toBe(undefined)
  })

  it('leaves a word two menu words fit equally well', () => {
    // With every letter unsure, "pasto" is one slip from "pasta" and from "pasto"'s other neighbours alike.
    const unsure = Object.fromEntries([0, 1, 2, 3, 4].map((index) => [index, { probability: 0.2 }]))
    expect(correctWord(read('pasto', unsure))).toBe(undefined)
  })

  it('leaves a word no lexicon word is near', () => {
    expect(correctWord(read('Zaragozana', { 0: { probability: 0.1 } }))).toBe(undefined)
  })
})
