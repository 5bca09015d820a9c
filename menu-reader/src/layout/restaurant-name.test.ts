import { describe, expect, it } from 'vitest'
import { readsAsName } from './restaurant-name.ts'

describe('readsAsName', () => {
  it.each(['Casa Pepa', 'PIZZA NICE BURGERS', 'LA TERRAZZA', 'Mr.Hugo', 'RESTOBAR ALEX'])(
    'takes "%s"',
    (text) => {
      expect(readsAsName(text)).toBe(true)
    },
  )

  it.each(['MENÚ', 'Menú', 'CARTA', 'PIZZAS', 'BEBIDAS', 'LISTA DE PRECIOS', '$ 32.500', 'W', '2x1'])(
    'refuses "%s"',
    (text) => {
      expect(readsAsName(text)).toBe(false)
    },
  )
})
