import { describe, expect, it } from 'vitest'
import { TruthMenuSchema } from '../eval/corpus.ts'
import { cardTruth } from './card-truth.ts'
import { composeCard } from './test-card.ts'

describe('cardTruth', () => {
  const truth = cardTruth(composeCard('size-table'))

  it('is in the corpus truth format', () => {
    expect(TruthMenuSchema.safeParse(truth).success).toBe(true)
    expect(truth).toMatchObject({ restaurantName: 'Bar Ñandú', lang: 'es', currency: 'EUR' })
  })

  it('names a dish without its dietary tag and keeps its description as printed', () => {
    expect(truth.sections[0]!.items[0]).toEqual({
      name: 'Pan de cristal con tomate',
      price: '4,50',
      description: 'con aceite de la casa',
    })
  })

  it('lists every printed price with its size, and leaves out a size the dish is not sold in', () => {
    const [mencia, godello] = truth.sections[1]!.items
    expect(mencia).toMatchObject({
      price: '3,50',
      prices: [
        { label: 'Copa', price: '3,50' },
        { label: 'Botella', price: '16,00' },
      ],
    })
    // One printed price: the first (and only) price, no list of sizes (the corpus lists them only when several).
    expect(godello).toEqual({ name: 'Godello sobre lías', price: '24,00', description: 'Valdeorras' })
  })
})

describe('cardTruth of a two-page card', () => {
  const card = composeCard('two-page-card', 0, { section: 1, dish: 1 })

  it('keeps the section carried over to page two as one section of the whole card', () => {
    const whole = cardTruth(card)
    expect(whole.sections.map((section) => section.name)).toEqual(['PARA COMPARTIR', 'Vinos'])
    expect(whole.sections[1]!.items.map((item) => item.name)).toEqual([
      'Mencía joven',
      'Godello sobre lías',
      'Cava reserva',
    ])
  })

  it('gives page two alone its dishes under no heading and no restaurant name', () => {
    const second = cardTruth(card, 1)
    expect(second.restaurantName).toBe('')
    expect(second.sections).toHaveLength(1)
    expect(second.sections[0]!.name).toBe('')
    expect(second.sections[0]!.items.map((item) => item.name)).toEqual(['Godello sobre lías', 'Cava reserva'])
    expect(second.notes).toContain('page 2 of 2 only')
  })
})
