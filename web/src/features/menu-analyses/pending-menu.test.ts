import { describe, expect, it } from 'vitest'
import type { ReviewedMenu } from '#domain/menu-analyses/reviewed-menu.schema.ts'
import { clearPendingMenu, readPendingMenu, savePendingMenu } from './pending-menu.ts'

const menu: ReviewedMenu = {
  restaurantName: 'La Fonda',
  currency: 'COP',
  sections: [
    {
      name: 'Entradas',
      items: [{ name: 'Empanada', price: '$2.500', variants: [], description: 'de pipián' }],
    },
  ],
}

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
    const withSizes: ReviewedMenu = {
      ...menu,
      sections: [
        { name: 'Vinos', items: [{ name: 'Rioja', price: '4,50', variants: wine, description: '' }] },
      ],
    }
    savePendingMenu(withSizes)
    expect(readPendingMenu()!.sections[0]!.items[0]!.variants).toEqual(wine)
  })

  it('reads one kept before variants existed as items with one price', () => {
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
