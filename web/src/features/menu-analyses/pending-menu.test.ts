import { describe, expect, it } from 'vitest'
import { clearPendingMenu, readPendingMenu, savePendingMenu } from './pending-menu.ts'
import { reviewedItem, reviewedMenuOf } from './test-fakes.ts'

const menu = reviewedMenuOf('La Fonda', 'COP', 'Entradas', [reviewedItem('Empanada', '$2.500', 'de pipián')])

describe('pending menu', () => {
  it('keeps the reviewed menu under analyzedMenu and reads it back', () => {
    savePendingMenu(menu)
    expect(JSON.parse(localStorage.getItem('analyzedMenu') ?? 'null')).toEqual(menu)
    expect(readPendingMenu()).toEqual(menu)
  })

  it('reads nothing when nothing is kept, or what is kept is not a reviewed menu', () => {
    expect(readPendingMenu()).toBeNull()
    localStorage.setItem('analyzedMenu', '{not json')
    expect(readPendingMenu()).toBeNull()
    localStorage.setItem('analyzedMenu', JSON.stringify({ restaurantName: 'X', sections: [] }))
    expect(readPendingMenu()).toBeNull()
  })

  it('forgets it', () => {
    savePendingMenu(menu)
    clearPendingMenu()
    expect(localStorage.getItem('analyzedMenu')).toBeNull()
    expect(readPendingMenu()).toBeNull()
  })
})

describe('a pending menu with sizes', () => {
  it('keeps each item’s variants', () => {
    const wine = [
      { label: 'Copa', price: '4,50' },
      { label: 'Botella', price: '18,00' },
    ]
    const withSizes = reviewedMenuOf('La Fonda', 'COP', 'Vinos', [
      { ...reviewedItem('Rioja', '4,50'), variants: wine },
    ])
    savePendingMenu(withSizes)
    expect(readPendingMenu()!.sections[0]!.items[0]!.variants).toEqual(wine)
  })

  // A menu kept before allergens and English texts existed holds neither: it reads as one that states none.
  it('reads one kept before variants, allergens and translations existed as items with one price', () => {
    localStorage.setItem(
      'analyzedMenu',
      JSON.stringify({
        restaurantName: 'La Fonda',
        currency: 'COP',
        sections: [
          { name: 'Entradas', items: [{ name: 'Empanada', price: '$2.500', description: 'de pipián' }] },
        ],
      }),
    )
    expect(readPendingMenu()).toEqual(menu)
  })
})
