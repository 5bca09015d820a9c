import { describe, expect, it } from 'vitest'
import type { ReadCharacter } from './decode-ctc.ts'
import { guessLanguage, type ReadWord, readsMenuMarks, spellPageWords } from './spell-words.ts'

// A line of read words, every character sure, but those given a runner-up in `runnerUps` (word:index → letter).
function line(text: string, runnerUps: Record<string, string> = {}): ReadWord[] {
  return text.split(' ').map((word, wordIndex) =>
    [...word].map(
      (character, index): ReadCharacter => ({
        text: character,
        step: index,
        probability: 0.95,
        runnerUp: runnerUps[`${wordIndex}:${index}`] ?? '',
        runnerUpProbability: runnerUps[`${wordIndex}:${index}`] ? 0.3 : 0,
      }),
    ),
  )
}

describe('guessLanguage', () => {
  it('counts the words only one language’s menus print', () => {
    expect(guessLanguage(['Ensalada', 'de', 'tomate', 'con', 'cebolla'])).toBe('es')
    expect(guessLanguage(['Grilled', 'chicken', 'with', 'chips'])).toBe('en')
    expect(guessLanguage(['12,50', 'Pizza'])).toBe('es')
  })
})

describe('readsMenuMarks', () => {
  it('holds for an alphabet with ñ, Ñ, €, ¿ and ¡, and not for one missing any', () => {
    expect(readsMenuMarks(['', 'a', 'ñ', 'Ñ', '€', '¿', '¡'])).toBe(true)
    expect(readsMenuMarks(['', 'a', 'ñ', 'Ñ', '€', '¿'])).toBe(false)
  })
})

describe('spellPageWords', () => {
  it('takes a recogniser that reads the marks at its word: nothing restored, slips still corrected', () => {
    const page = [
      line('Curos Copa', { '0:0': 'E' }),
      line('Salmon con patatas 14,50E'),
      line('iQuieres postre?'),
    ]
    expect(spellPageWords(page, true)).toEqual([
      ['Euros', 'Copa'],
      ['Salmon', 'con', 'patatas', '14,50E'],
      ['iQuieres', 'postre?'],
    ])
  })

  it('corrects, restores letters in the page’s language and restores signs, line by line', () => {
    const page = [
      line('Curos Copa', { '0:0': 'E' }),
      line('Salmon con patatas 14,50E'),
      line('iQuieres postre?'),
    ]
    expect(spellPageWords(page)).toEqual([
      ['Euros', 'Copa'],
      ['Salmón', 'con', 'patatas', '14,50€'],
      ['¿Quieres', 'postre?'],
    ])
  })

  it('keeps an English page’s words English', () => {
    expect(spellPageWords([line('Smoked salmon with rocket'), line('Salmon and chips')])).toEqual([
      ['Smoked', 'salmon', 'with', 'rocket'],
      ['Salmon', 'and', 'chips'],
    ])
  })
})
