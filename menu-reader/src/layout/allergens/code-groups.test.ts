import { describe, expect, it } from 'vitest'
import type { DraftItem, DraftSection } from '../draft-item.ts'
import { toSegment } from '../segments.ts'
import { line } from '../test-words.ts'
import { readAllergenLegend } from './allergen-legend.ts'
import { giveCodeGroups, takeCodeGroups } from './code-groups.ts'

const legend = readAllergenLegend(['1 Gluten 2 Crustáceos 3 Huevos 4 Pescado'])
const segment = (text: string, y: number) => toSegment(1, line(text, 40, y))

describe('takeCodeGroups', () => {
  it('takes codes off a line, a group wrapped over two lines included, and leaves other brackets', () => {
    const { segments, groups } = takeCodeGroups(
      [
        segment('Crispy squid (1, 4, 6, 12,50', 100),
        segment('10) con alioli', 112),
        segment('Gildas (3 uds.)', 130),
      ],
      legend,
    )
    expect(segments.map((one) => one.text)).toEqual(['Crispy squid 12,50', 'con alioli', 'Gildas (3 uds.)'])
    expect(groups.map((group) => group.allergens)).toEqual([['gluten', 'pescado', 'soja'], ['mostaza']])
  })

  it('reads a group OCR misread in part by the codes it knows, never a count with its unit', () => {
    const { segments, groups } = takeCodeGroups([segment('Carrillera ( L 3 4 ) 14,00', 100)], legend)
    expect(segments[0]?.text).toBe('Carrillera 14,00')
    expect(groups[0]?.allergens).toEqual(['huevos', 'pescado'])
    expect(takeCodeGroups([segment('Croquetas (6 ud.)', 100)], legend).groups).toEqual([])
  })

  it('ends on a bracket that opens no codes, and takes nothing without a legend', () => {
    expect(takeCodeGroups([segment('Pan (con ajo', 100)], legend).segments[0]?.text).toBe('Pan (con ajo')
    expect(takeCodeGroups([segment('Croquetas (1, 3)', 100)], new Map()).groups).toEqual([])
  })
})

describe('giveCodeGroups', () => {
  it('gives each group to the dish printed where it stands, in its column', () => {
    const dish = (name: string, x: number, y: number) =>
      ({ name, page: 1, box: { x0: x, y0: y - 8, x1: x + 100, y1: y + 2 }, bottom: y + 2 }) as DraftItem
    const left = dish('Croquetas', 40, 100)
    const right = dish('Pulpo', 300, 100)
    const below = dish('Flan', 40, 140)
    const sections: DraftSection[] = [{ name: '', items: [left, right, below] }]
    const { groups } = takeCodeGroups([segment('(1, 3)', 112), toSegment(1, line('(4)', 330, 100))], legend)
    giveCodeGroups(sections, groups)
    expect([left.allergens, right.allergens, below.allergens]).toEqual([
      ['gluten', 'huevos'],
      ['pescado'],
      undefined,
    ])
  })
})
