import { describe, expect, it } from 'vitest'
import type { CardDish } from './card.ts'
import { composeCard } from './test-card.ts'
import { trimCard } from './trim-card.ts'

const dish = (name: string): CardDish => ({ name, tag: '', description: '', cells: ['5'] })

describe('trimCard', () => {
  it('takes the last dish of the longest section, leaving the card it was given alone', () => {
    const card = composeCard('centred')
    card.sections[1]!.dishes.push(dish('Txakoli'))
    const trimmed = trimCard(card)!
    expect(trimmed.sections[1]!.dishes.map((d) => d.name)).not.toContain('Txakoli')
    expect(card.sections[1]!.dishes.map((d) => d.name)).toContain('Txakoli')
  })

  it('drops the last section once every section is down to three dishes, and stops at two sections', () => {
    const card = composeCard('centred')
    card.sections.push({ ...card.sections[0]!, heading: 'POSTRES' })
    const trimmed = trimCard(card)!
    expect(trimmed.sections.map((section) => section.heading)).toEqual(['PARA COMPARTIR', 'Vinos'])
    expect(trimCard(trimmed)).toBeNull()
  })

  it('keeps a page break inside the card with a dish on each side', () => {
    const card = composeCard('two-page-card', 0, { section: 1, dish: 3 })
    card.sections[1]!.dishes.push(dish('Txakoli'))
    expect(trimCard(card)!.pageBreak).toEqual({ section: 1, dish: 2 })
  })
})
