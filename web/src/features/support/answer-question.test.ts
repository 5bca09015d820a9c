import { describe, expect, it } from 'vitest'
import { answerQuestion, type KnowledgeEntry, normalise } from './answer-question.ts'

const knowledge: KnowledgeEntry[] = [
  {
    id: 'design',
    question: '¿Cómo cambio el diseño de mi catálogo?',
    answer: 'En Diseño puedes cambiar el logo, los colores y la tipografía.',
  },
  {
    id: 'share',
    question: '¿Cómo comparto mi menú?',
    answer: 'Pulsa Compartir: verás el enlace público y el código QR.',
    keywords: 'qr enlace link imprimir',
  },
  {
    id: 'languages',
    question: 'Which languages is it available in?',
    answer: 'Vitrina is in Spanish and English.',
  },
]

const matchOf = (question: string) => {
  const answer = answerQuestion(question, knowledge)
  return answer.kind === 'match' ? answer.entry.id : 'unknown'
}

describe('normalise', () => {
  it('lower-cases, strips accents and stop words, and meets plurals and endings', () => {
    expect(normalise('¿Cómo CAMBIO el Diseño de mis catálogos?')).toEqual(['cambi', 'disen', 'catalog'])
    expect(normalise('cambiar diseños catálogo')).toEqual(['cambi', 'disen', 'catalog'])
    expect(normalise('How do I change the prices?')).toEqual(['chang', 'pric'])
    expect(normalise('¿?¡! de la y')).toEqual([])
  })
})

describe('answerQuestion', () => {
  it('finds the entry whose question says the same, whatever the accents, case and plurals', () => {
    expect(matchOf('¿cómo cambio el diseño?')).toBe('design')
    expect(matchOf('COMO CAMBIAR LOS DISENOS')).toBe('design')
    expect(matchOf('Which languages?')).toBe('languages')
  })

  it('also matches on an entry’s keywords and, at half weight, on its answer', () => {
    expect(matchOf('¿Dónde está mi QR?')).toBe('share')
    expect(matchOf('tipografía y colores')).toBe('design')
  })

  it('answers with the entry and how much of the question it covered', () => {
    expect(answerQuestion('¿Cómo comparto mi menú?', knowledge)).toEqual({
      kind: 'match',
      entry: knowledge[1],
      score: 1,
    })
  })

  it('says it does not know when too little of the question is covered, or there is nothing to match', () => {
    expect(matchOf('asdf qwerty zxcv')).toBe('unknown')
    expect(matchOf('¿Cuál es la capital de Francia?')).toBe('unknown')
    // One word of four is not enough.
    expect(matchOf('diseño de cohetes espaciales baratos')).toBe('unknown')
    expect(matchOf('¿?')).toBe('unknown')
    expect(matchOf('de la y')).toBe('unknown')
    expect(answerQuestion('diseño', [])).toEqual({ kind: 'unknown' })
  })
})
