import { describe, expect, it } from 'vitest'
import { scoreExtras } from './score-extras.ts'

const item = (name: string, extra: Record<string, unknown> = {}) => ({ name, price: '9', ...extra })

describe('scoreExtras', () => {
  it('counts allergens of found items, contained and traces apart', () => {
    const truth = {
      sections: [
        {
          name: 'Entrantes',
          items: [
            item('Croquetas', { allergens: ['gluten', 'lacteos'], allergenTraces: ['frutos-de-cascara'] }),
            item('Pulpo', { allergens: [], allergenTraces: [] }),
          ],
        },
      ],
    }
    const predicted = {
      sections: [
        {
          name: 'Entrantes',
          items: [
            // A trace read as contained is wrong twice: one missed, one not there.
            item('Croquetas', { allergens: ['gluten', 'frutos-de-cascara'], allergenTraces: [] }),
            item('Pulpo', { allergens: ['moluscos'] }),
            item('Not on the page', { allergens: ['soja'] }),
          ],
        },
      ],
    }
    expect(scoreExtras(truth, predicted)).toMatchObject({
      hasAllergenTruth: true,
      trueAllergens: 3,
      predictedAllergens: 3,
      matchedAllergens: 1,
    })
  })

  it('counts English names, descriptions and headings, and English read on a page of one language', () => {
    const truth = {
      lang: 'es+en',
      sections: [
        {
          name: 'Raciones',
          translations: { en: { name: 'Portions' } },
          items: [
            item('Pez espada', { translations: { en: { name: 'Swordfish', description: 'grilled' } } }),
          ],
        },
      ],
    }
    const predicted = {
      sections: [
        {
          name: 'Raciones',
          translations: { en: { name: 'Portions' } },
          items: [item('Pez espada', { translations: { en: { name: 'Swordfsh' } } })],
        },
      ],
    }
    expect(scoreExtras(truth, predicted)).toMatchObject({
      trueTranslations: 3,
      predictedTranslations: 2,
      matchedTranslations: 1,
    })
    const spanishOnly = { lang: 'es', sections: [{ name: '', items: [item('Pez espada')] }] }
    expect(scoreExtras(spanishOnly, predicted)).toMatchObject({
      trueTranslations: 0,
      predictedTranslations: 1,
    })
  })

  it('takes a real bilingual page’s English line, written as the description, for the English name', () => {
    const truth = {
      lang: 'es+en',
      sections: [{ name: 'RACIONES', items: [item('Pez Espada', { description: 'Swordfish' })] }],
    }
    const predicted = {
      sections: [
        {
          name: 'RACIONES',
          translations: { en: { name: 'PORTIONS' } },
          items: [item('Pez Espada', { translations: { en: { name: 'Swordfish' } } })],
        },
      ],
    }
    // The heading's English is not in such a truth: it is not counted.
    expect(scoreExtras(truth, predicted)).toMatchObject({
      trueTranslations: 1,
      predictedTranslations: 1,
      matchedTranslations: 1,
    })
  })
})
