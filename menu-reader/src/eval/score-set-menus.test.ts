import { describe, expect, it } from 'vitest'
import { listScoredItems } from './score-page.ts'
import {
  listSetMenus,
  recordsSetMenus,
  type SetMenuLike,
  scoreSetMenus,
  setMenuF1,
} from './score-set-menus.ts'
import { OVERALL, type PageResult, summarise } from './summarise.ts'

const course = (name: string, ...choices: string[]) => ({
  name,
  choices: choices.map((dish) => ({ name: dish })),
})

const truth: SetMenuLike = {
  name: 'Menú del día',
  price: '12,50 €',
  prices: [
    { label: 'Menú', price: '12,50 €' },
    { label: 'Medio menú', price: '8 €' },
  ],
  courses: [
    course('Primeros', 'Lentejas estofadas', 'Gazpacho andaluz', 'Ensalada mixta'),
    course('Segundos', 'Merluza a la romana', 'Pollo asado al limón'),
    course('Postres', 'Flan casero', 'Natillas'),
  ],
  includes: ['pan', 'bebida', 'postre o café'],
}

describe('scoreSetMenus', () => {
  it('counts a set menu read right as right in every part', () => {
    const read: SetMenuLike = {
      name: 'MENÚ DEL DÍA',
      price: '12,50€',
      variants: [
        { label: 'Menú', price: '12,50€' },
        { label: 'Medio menú', price: '8,00 €' },
      ],
      courses: truth.courses,
      includes: ['Pan', 'bebida', 'postre o café'],
    }
    const score = scoreSetMenus([truth], [read])
    expect(score).toEqual({
      hasSetMenuTruth: true,
      trueMenus: 1,
      predictedMenus: 1,
      matchedMenus: 1,
      trueCourses: 3,
      predictedCourses: 3,
      matchedCourses: 3,
      trueChoices: 7,
      predictedChoices: 7,
      matchedChoices: 7,
      truePrices: 2,
      predictedPrices: 2,
      matchedPrices: 2,
      trueIncludes: 3,
      predictedIncludes: 3,
      matchedIncludes: 3,
    })
    expect(setMenuF1(score)).toBe(1)
  })

  it('pairs a set menu whose title was misread by its price, and counts dishes whatever course holds them', () => {
    const read: SetMenuLike = {
      name: 'Almuerzo',
      price: '12,50 €',
      courses: [
        course('PRIMEROS', 'Lentejas estofadas', 'Gazpacho andalu', 'Ensalada mixta', 'Merluza a la romana'),
        course('Postres', 'Flan casero', 'Natillas', 'IVA incluido'),
      ],
    }
    const score = scoreSetMenus([truth], [read])
    expect(score).toMatchObject({
      matchedMenus: 1,
      // "Segundos" was not read: its first dish went under "PRIMEROS", its second was lost.
      matchedCourses: 2,
      predictedChoices: 7,
      matchedChoices: 6,
      predictedPrices: 1,
      matchedPrices: 1,
      predictedIncludes: 0,
      matchedIncludes: 0,
    })
    // Menus 1 + courses 2 + dishes 6 + prices 1 of 1 + 3 + 7 + 2 true and 1 + 2 + 7 + 1 read.
    expect(setMenuF1(score)).toBeCloseTo((2 * 10) / (13 + 11), 10)
  })

  it('counts every part of a set menu no true one pairs with as read wrong, and one never read as missed', () => {
    const other: SetMenuLike = {
      name: 'Menú infantil',
      price: '9 €',
      courses: [course('Plato', 'Croquetas')],
    }
    const score = scoreSetMenus([truth], [other])
    expect(score).toMatchObject({ matchedMenus: 0, matchedCourses: 0, matchedChoices: 0, matchedPrices: 0 })
    expect(setMenuF1(score)).toBe(0)
    expect(scoreSetMenus([truth], [])).toMatchObject({ trueMenus: 1, predictedMenus: 0, trueChoices: 7 })
  })
})

describe('listSetMenus and recordsSetMenus', () => {
  const menu = {
    sections: [
      { name: 'Entrantes', items: [{ name: 'Croquetas', price: '8 €' }] },
      { name: 'Menú del día', items: [truth] },
    ],
  }

  it('list the items that carry courses', () => {
    expect(listSetMenus(menu).map((item) => item.name)).toEqual(['Menú del día'])
  })

  it('tell a truth that records set menus from one that does not (the real corpus lists courses as items)', () => {
    expect(recordsSetMenus(menu)).toBe(true)
    expect(recordsSetMenus({ sections: [menu.sections[0]!] })).toBe(false)
  })
})

describe('the item score of a set menu', () => {
  it('counts the set menu and each dish as an unpriced item of its course', () => {
    const items = listScoredItems({ sections: [{ name: 'Menú del día', items: [truth] }] })
    expect(items.slice(0, 3)).toEqual([
      { name: 'Menú del día', price: '12,50 €', section: 'Menú del día' },
      { name: 'Lentejas estofadas', price: '', section: 'Primeros' },
      { name: 'Gazpacho andaluz', price: '', section: 'Primeros' },
    ])
    expect(items).toHaveLength(8)
  })
})

describe('summarise with set menus', () => {
  const page = (kind: string, setMenus: PageResult['setMenus']): PageResult => ({
    file: `${kind}.pdf`,
    kind,
    seconds: 1,
    error: null,
    peakRssMb: 100,
    score: {
      trueItems: 1,
      predictedItems: 1,
      found: 1,
      exact: 1,
      samePrice: 1,
      sameSection: 1,
      exactF1: 1,
      foundF1: 1,
      priceAccuracy: 1,
      sectionAccuracy: 1,
    },
    ...(setMenus ? { setMenus } : {}),
  })

  it('pools the counts of the pages whose truth records set menus, and counts set menus read elsewhere', () => {
    const right = scoreSetMenus([truth], [truth])
    const missed = scoreSetMenus([truth], [])
    const invented = scoreSetMenus([], [truth], false)
    const summaries = summarise([page('pdf-text', right), page('photo', missed), page('photo', invented)])
    const overall = summaries.find((summary) => summary.kind === OVERALL)!
    expect(overall.setMenuPages).toBe(2)
    // 13 parts right of 26 true and 13 read.
    expect(overall.setMenuF1).toBeCloseTo((2 * 13) / 39, 10)
    expect(overall.setMenuMenusF1).toBeCloseTo(2 / 3, 10)
    expect(overall.inventedSetMenus).toBe(1)
    expect(summaries[0]).toMatchObject({ kind: 'pdf-text', setMenuF1: 1, inventedSetMenus: 0 })
  })

  it('has no set-menu figures where no page records set menus', () => {
    const [photo] = summarise([page('photo', undefined)])
    expect(photo).toMatchObject({
      setMenuPages: 0,
      setMenuF1: null,
      setMenuIncludesF1: null,
      inventedSetMenus: 0,
    })
  })
})
