import { describe, expect, it } from 'vitest'
import type { VariantOfferPromotion } from '../promotions/best-offer.ts'
import type { OrderLineInput } from './order.schema.ts'
import { type OrderableProduct, priceOrder } from './price-order.ts'

// Orders priced from the catalogue: COP in whole pesos and EUR in cents, sizes and extras, a discount, a
// fixed price, 2x1 of the same and of another dish, and the lines that cannot be priced.

const ids = {
  pizza: '00000000-0000-4000-8000-000000000001',
  drink: '00000000-0000-4000-8000-000000000002',
  burger: '00000000-0000-4000-8000-000000000003',
  fries: '00000000-0000-4000-8000-000000000004',
  soup: '00000000-0000-4000-8000-000000000005',
}

function product(
  id: string,
  name: string,
  variants: OrderableProduct['variants'],
  extra = {},
): OrderableProduct {
  return { id, name, categoryId: `cat-${name}`, tags: [], variants, optionGroups: [], ...extra }
}

const pizza = product(
  ids.pizza,
  'Pizza',
  [
    { id: 'p-personal', label: 'Personal', price: '18000', specialPrice: null },
    { id: 'p-mediana', label: 'Mediana', price: '30000', specialPrice: null },
  ],
  {
    optionGroups: [
      {
        id: 'g-extras',
        name: 'Ingredientes extra',
        min: 0,
        max: 3,
        options: [
          { id: 'o-queso', label: 'Queso', priceDelta: '3000' },
          { id: 'o-tocineta', label: 'Tocineta', priceDelta: '4000' },
          { id: 'o-champi', label: 'Champiñones', priceDelta: '2500' },
        ],
      },
      {
        id: 'g-masa',
        name: 'Masa',
        min: 1,
        max: 1,
        options: [
          { id: 'o-fina', label: 'Fina', priceDelta: '0' },
          { id: 'o-gruesa', label: 'Gruesa', priceDelta: '1000' },
        ],
      },
    ],
  },
)
const drink = product(ids.drink, 'Limonada de coco', [
  { id: 'd', label: '', price: '6500', specialPrice: null },
])
const burger = product(ids.burger, 'Hamburguesa', [
  { id: 'b', label: '', price: '12.50', specialPrice: null },
])
const fries = product(ids.fries, 'Patatas', [{ id: 'f', label: '', price: '3.20', specialPrice: '2.90' }])
const soup = product(ids.soup, 'Sopa del día', [{ id: 's', label: '', price: null, specialPrice: null }])

const catalogue = new Map([pizza, drink, burger, fries, soup].map((item) => [item.id, item]))

function promotion(id: string, values: Partial<VariantOfferPromotion>): VariantOfferPromotion {
  return {
    id,
    tipo: 'descuento',
    porcentaje: null,
    producto2x1: null,
    precioNormal: null,
    fechaFin: null,
    productosEspecificos: [],
    categorias: [],
    etiquetas: [],
    variantes: [],
    ...values,
  }
}

function line(productId: string, variantId: string, quantity = 1, optionIds: string[] = []): OrderLineInput {
  return { productId, variantId, optionIds, quantity, note: '' }
}

function priced(lines: OrderLineInput[], promotions: VariantOfferPromotion[], currency: string) {
  const result = priceOrder(lines, catalogue, promotions, currency)
  if (!result.ok) throw new Error(`not priced: ${JSON.stringify(result.problems)}`)
  return result.order
}

describe('pricing an order', () => {
  it('adds a size and its extras in whole pesos, and discounts a drink rounded to the peso', () => {
    const drinks15 = promotion('promo-bebidas', { porcentaje: 15, productosEspecificos: [ids.drink] })
    const order = priced(
      [line(ids.pizza, 'p-mediana', 1, ['o-queso', 'o-tocineta', 'o-gruesa']), line(ids.drink, 'd', 3)],
      [drinks15],
      'COP',
    )
    expect(order.lines[0]).toMatchObject({
      variantLabel: 'Mediana',
      unitPrice: '30000',
      extrasPrice: '8000',
      subtotal: '38000',
      discount: '0',
      total: '38000',
      promotionId: null,
    })
    // 6500 less 15 % is 5525 a glass.
    expect(order.lines[1]).toMatchObject({ subtotal: '19500', discount: '2925', total: '16575' })
    expect(order).toMatchObject({ currency: 'COP', subtotal: '57500', discount: '2925', total: '54575' })
  })

  it('keeps euros to the cent: a discount rounded half up on each unit, and the special price as the base', () => {
    const burgers15 = promotion('promo-15', { porcentaje: 15, productosEspecificos: [ids.burger] })
    const order = priced([line(ids.burger, 'b', 3), line(ids.fries, 'f', 2)], [burgers15], 'EUR')
    // 12.50 less 15 % is 10.625, charged 10.63: three are 31.89.
    expect(order.lines[0]).toMatchObject({
      unitPrice: '12.50',
      subtotal: '37.50',
      discount: '5.61',
      total: '31.89',
    })
    expect(order.lines[1]).toMatchObject({ unitPrice: '2.90', total: '5.80' })
    expect(order).toMatchObject({ subtotal: '43.30', discount: '5.61', total: '37.69' })
  })

  it('charges a fixed price below the dish’s, never above it', () => {
    const cheaper = promotion('promo-fija', {
      tipo: 'normal',
      precioNormal: '9.90',
      productosEspecificos: [ids.burger],
    })
    expect(priced([line(ids.burger, 'b', 2)], [cheaper], 'EUR').total).toBe('19.80')
    const dearer = promotion('promo-cara', {
      tipo: 'normal',
      precioNormal: '14.00',
      productosEspecificos: [ids.burger],
    })
    expect(priced([line(ids.burger, 'b', 2)], [dearer], 'EUR').total).toBe('25.00')
  })

  it('gives every second unit of a size free in a 2x1 of the same, across lines, extras paid', () => {
    const twoForOne = promotion('promo-2x1', {
      tipo: '2x1',
      producto2x1: ids.pizza,
      productosEspecificos: [ids.pizza],
    })
    const order = priced(
      [
        line(ids.pizza, 'p-personal', 2, ['o-fina']),
        line(ids.pizza, 'p-personal', 1, ['o-queso', 'o-fina']),
        line(ids.pizza, 'p-mediana', 1, ['o-fina']),
      ],
      [twoForOne],
      'COP',
    )
    // Three personal pizzas: one free (18000); the medium alone has no pair.
    expect(order.lines.map((row) => row.freeUnits)).toEqual([1, 0, 0])
    expect(order).toMatchObject({ subtotal: '87000', discount: '18000', total: '69000' })
    expect(order.lines[0]?.promotionId).toBe('promo-2x1')
  })

  it('makes another dish free for each unit bought in its 2x1, and discounts the rest by their own offer', () => {
    const burgerGivesFries = promotion('promo-combo', {
      tipo: '2x1',
      producto2x1: ids.fries,
      productosEspecificos: [ids.burger],
    })
    const friesOff = promotion('promo-patatas', { porcentaje: 50, productosEspecificos: [ids.fries] })
    const order = priced(
      [line(ids.burger, 'b', 2), line(ids.fries, 'f', 3)],
      [burgerGivesFries, friesOff],
      'EUR',
    )
    expect(order.lines[0]).toMatchObject({ total: '25.00', freeUnits: 0 })
    // Two of the three fries are free; the third is half its special price, 1.45.
    expect(order.lines[1]).toMatchObject({ freeUnits: 2, discount: '7.25', total: '1.45' })
    expect(order.total).toBe('26.45')
  })

  it('says which lines cannot be priced, and why, pricing none', () => {
    const result = priceOrder(
      [
        line(ids.drink, 'd'),
        line('00000000-0000-4000-8000-0000000000ff', 'x'),
        line(ids.pizza, 'p-gigante', 1, ['o-fina']),
        line(ids.soup, 's'),
        line(ids.pizza, 'p-personal', 1, []),
        line(ids.pizza, 'p-personal', 1, ['o-fina', 'o-gruesa']),
        line(ids.pizza, 'p-personal', 1, ['o-fina', 'o-queso', 'o-tocineta', 'o-champi', 'o-queso']),
        line(ids.pizza, 'p-personal', 1, ['o-fina', 'opcion-de-otro-plato']),
        line(ids.drink, 'd', 1, ['o-queso']),
      ],
      catalogue,
      [],
      'COP',
    )
    expect(result).toEqual({
      ok: false,
      problems: [
        { line: 1, problem: 'product_unavailable' },
        { line: 2, problem: 'variant_unknown' },
        { line: 3, problem: 'unpriced' },
        { line: 4, problem: 'option_choice' },
        { line: 5, problem: 'option_choice' },
        { line: 6, problem: 'option_unknown' },
        { line: 7, problem: 'option_unknown' },
        { line: 8, problem: 'option_unknown' },
      ],
    })
  })
})
