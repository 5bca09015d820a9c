import { describe, expect, it } from 'vitest'
import { NO_LEGEND, readAllergenLegend } from './allergen-legend.ts'
import { takeAllergens } from './allergen-statements.ts'

const letters = readAllergenLegend(['G = gluten, L = lactosa, H = huevo, FS = frutos secos'])
const numbers = readAllergenLegend(['Alérgenos: 1 Gluten 2 Crustáceos 3 Huevos 4 Pescado'])

describe('takeAllergens', () => {
  it('reads Spanish and English statements and takes them out of the text', () => {
    expect(takeAllergens('con tomate y albahaca. Contiene gluten y huevo.', NO_LEGEND)).toEqual({
      text: 'con tomate y albahaca.',
      contained: ['gluten', 'huevos'],
      traces: [],
    })
    expect(takeAllergens('Alérgenos: huevo, leche', NO_LEGEND)).toMatchObject({
      text: '',
      contained: ['huevos', 'lacteos'],
    })
    expect(takeAllergens('Slow-cooked lamb. Contains: milk, nuts', NO_LEGEND)).toEqual({
      text: 'Slow-cooked lamb.',
      contained: ['lacteos', 'frutos-de-cascara'],
      traces: [],
    })
  })

  it('tells traces from what a dish contains', () => {
    expect(
      takeAllergens('Contiene lácteos. Puede contener trazas de frutos secos y sésamo.', NO_LEGEND),
    ).toEqual({ text: '', contained: ['lacteos'], traces: ['frutos-de-cascara', 'sesamo'] })
    expect(takeAllergens('May contain traces of peanuts', NO_LEGEND).traces).toEqual(['cacahuetes'])
  })

  it('maps the synonyms menus print to the 14', () => {
    const read = (text: string) => takeAllergens(`Contiene ${text}`, NO_LEGEND).contained
    expect(read('trigo, maní, marisco, SO2, moluscos, mostaza, apio, soja, altramuces')).toEqual([
      'gluten',
      'cacahuetes',
      'crustaceos',
      'sulfitos',
      'moluscos',
      'mostaza',
      'apio',
      'soja',
      'altramuces',
    ])
    expect(read('lactosa y almendras')).toEqual(['lacteos', 'frutos-de-cascara'])
  })

  it('states nothing without an allergen’s own name: no guess from ingredients, nothing from "sin gluten"', () => {
    expect(takeAllergens('Contiene queso de cabra y gambas', NO_LEGEND)).toEqual({
      text: 'Contiene queso de cabra y gambas',
      contained: [],
      traces: [],
    })
    expect(takeAllergens('Pan sin gluten', NO_LEGEND).contained).toEqual([])
    expect(takeAllergens('Leche frita con canela', NO_LEGEND).contained).toEqual([])
  })

  it('reads a list OCR ran together, as far as its words go', () => {
    expect(takeAllergens('Contains:glutennutssesameandluin.', NO_LEGEND)).toMatchObject({
      text: '',
      contained: ['gluten', 'frutos-de-cascara', 'sesamo'],
    })
    expect(takeAllergens('Contains:fishand celery.', NO_LEGEND).contained).toEqual(['pescado', 'apio'])
    // A word that only opens like a list is no statement: "Contiene: salsa".
    expect(takeAllergens('Contiene: salsa de la casa', NO_LEGEND).contained).toEqual([])
  })

  it('reads codes in brackets through the menu’s legend, and only then', () => {
    expect(takeAllergens('Tortilla de patatas (G, L, H)', letters)).toEqual({
      text: 'Tortilla de patatas',
      contained: ['gluten', 'lacteos', 'huevos'],
      traces: [],
    })
    expect(takeAllergens('Croquetas (1,3)', numbers).contained).toEqual(['gluten', 'huevos'])
    expect(takeAllergens('Tortilla de patatas (G, L, H)', NO_LEGEND).text).toBe(
      'Tortilla de patatas (G, L, H)',
    )
    // A count or a note in brackets is no code group.
    expect(takeAllergens('Gildas (3 uds.)', numbers)).toMatchObject({
      text: 'Gildas (3 uds.)',
      contained: [],
    })
  })

  it('reads a statement in brackets and drops the brackets with it', () => {
    expect(takeAllergens('Pan de la casa (contiene gluten)', NO_LEGEND)).toMatchObject({
      text: 'Pan de la casa',
      contained: ['gluten'],
    })
  })
})
