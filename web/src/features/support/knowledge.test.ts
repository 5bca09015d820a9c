import { describe, expect, it } from 'vitest'
import { i18n } from '../../lib/i18n.ts'
import { answerQuestion } from './answer-question.ts'
import { buildKnowledge, KNOWLEDGE_SOURCES } from './knowledge.ts'

const matchOf = (question: string, language: 'es' | 'en') => {
  const answer = answerQuestion(question, buildKnowledge(i18n.getFixedT(language)))
  return answer.kind === 'match' ? answer.entry.id : 'unknown'
}

describe('the support chat’s knowledge', () => {
  it.each(['es', 'en'] as const)('has a question and an answer for every source in %s', (language) => {
    const t = i18n.getFixedT(language)
    for (const source of KNOWLEDGE_SOURCES) {
      for (const key of [source.questionKey, source.answerKey, source.keywordsKey].filter(Boolean)) {
        expect(i18n.exists(key as string, { lng: language, fallbackLng: false }), key).toBe(true)
      }
      expect(t(source.answerKey).length).toBeGreaterThan(20)
    }
  })

  it('answers the owners’ usual questions from the right text, in Spanish and in English', () => {
    expect(matchOf('¿cómo cambio el diseño?', 'es')).toBe('help.design')
    expect(matchOf('¿Cómo agrego una promoción?', 'es')).toBe('help.promotions')
    expect(matchOf('¿Dónde descargo el código QR?', 'es')).toBe('support.share')
    expect(matchOf('¿De qué tamaño debe ser el logo?', 'es')).toBe('support.images')
    expect(matchOf('¿Cómo cambio los precios?', 'es')).toBe('support.prices')
    expect(matchOf('¿Qué formatos de menú puedo subir?', 'es')).toBe('landing.formats')
    expect(matchOf('How do I change the design?', 'en')).toBe('help.design')
    expect(matchOf('Can I have more than one active catalog?', 'en')).toBe('help.activeCatalogues')
    expect(matchOf('where is my public link?', 'en')).toBe('support.publicLink')
  })

  it('does not know what no help text says', () => {
    expect(matchOf('asdfgh qwerty', 'es')).toBe('unknown')
    expect(matchOf('¿Cuál es la capital de Francia?', 'es')).toBe('unknown')
    expect(matchOf('What is the weather tomorrow?', 'en')).toBe('unknown')
  })
})
