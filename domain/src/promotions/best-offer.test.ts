import { describe, expect, it } from 'vitest'
import {
  bestOffer,
  type OfferProduct,
  type OfferPromotion,
  type OfferVariant,
  variantOffers,
} from './best-offer.ts'

const PRODUCT = 'product-1'
const OTHER = 'product-2'
const arepa: OfferProduct = {
  id: PRODUCT,
  categoryId: 'cat-1',
  tags: ['Picante'],
  price: '12000',
  specialPrice: null,
}

let counter = 0
const promotion = (change: Partial<OfferPromotion>): OfferPromotion => ({
  id: `promo-${++counter}`,
  tipo: 'normal',
  porcentaje: null,
  producto2x1: null,
  precioNormal: null,
  fechaFin: null,
  productosEspecificos: [PRODUCT],
  categorias: [],
  etiquetas: [],
  ...change,
})
const discount = (porcentaje: number, change: Partial<OfferPromotion> = {}) =>
  promotion({ tipo: 'descuento', porcentaje, ...change })
const twoForOne = (change: Partial<OfferPromotion> = {}) => promotion({ tipo: '2x1', ...change })

describe('bestOffer', () => {
  it('reaches a product by id, by category or by tag, and not otherwise', () => {
    expect(
      bestOffer(arepa, [discount(10, { productosEspecificos: [], categorias: ['cat-1'] })], 'COP'),
    ).not.toBeNull()
    expect(
      bestOffer(arepa, [discount(10, { productosEspecificos: [], etiquetas: ['Picante'] })], 'COP'),
    ).not.toBeNull()
    expect(
      bestOffer(
        arepa,
        [discount(10, { productosEspecificos: [OTHER], categorias: ['cat-2'], etiquetas: ['Vegano'] })],
        'COP',
      ),
    ).toBeNull()
  })

  it('gives a discount as the price before and after, on the special price when there is one', () => {
    const offer = bestOffer({ ...arepa, specialPrice: '11000' }, [discount(15)], 'COP')
    expect(offer).toMatchObject({ kind: 'price', before: '11000', now: '9350' })
  })

  it('takes the lowest price for one unit: 40 % off beats a 2x1 of the same dish only below half price', () => {
    const fortyOff = discount(40)
    const sameTwice = twoForOne()
    expect(bestOffer(arepa, [fortyOff, sameTwice], 'COP')?.promotion).toBe(sameTwice) // 6000 < 7200
    const sixtyOff = discount(60)
    expect(bestOffer(arepa, [sixtyOff, sameTwice], 'COP')?.promotion).toBe(sixtyOff) // 4800 < 6000
  })

  it('counts a 2x1 that gives another product as the full price of this one', () => {
    const giftOther = twoForOne({ producto2x1: OTHER })
    const offer = bestOffer(arepa, [giftOther], 'COP')
    expect(offer).toMatchObject({ kind: '2x1', freeProductId: OTHER })
    expect(bestOffer(arepa, [giftOther, discount(5)], 'COP')?.kind).toBe('price')
    // A 2x1 naming the product itself is two of the same.
    expect(bestOffer(arepa, [twoForOne({ producto2x1: PRODUCT })], 'COP')).toMatchObject({
      freeProductId: null,
    })
  })

  it('uses a normal promotion fixed price only when it is lower', () => {
    const fixed = promotion({ precioNormal: '9900' })
    expect(bestOffer(arepa, [fixed], 'COP')).toMatchObject({ kind: 'price', before: '12000', now: '9900' })
    expect(bestOffer(arepa, [promotion({ precioNormal: '12000' })], 'COP')).toBeNull()
    expect(bestOffer(arepa, [promotion({})], 'COP')).toBeNull()
  })

  it('breaks a tie with the offer ending first, an open-ended one last', () => {
    const open = discount(20)
    const late = discount(20, { fechaFin: '2026-12-31T00:00:00.000Z' })
    const soon = promotion({ precioNormal: '9600', fechaFin: '2026-12-10T00:00:00.000Z' })
    expect(bestOffer(arepa, [open, late, soon], 'COP')?.promotion).toBe(soon)
    expect(bestOffer(arepa, [open, late], 'COP')?.promotion).toBe(late)
  })

  it('offers only a 2x1 on a product without a price', () => {
    const unpriced = { ...arepa, price: null }
    expect(bestOffer(unpriced, [discount(50)], 'COP')).toBeNull()
    expect(bestOffer(unpriced, [discount(50), twoForOne()], 'COP')?.kind).toBe('2x1')
  })

  it('rounds euros to the cent', () => {
    expect(bestOffer({ ...arepa, price: '12.50' }, [discount(15)], 'EUR')).toMatchObject({ now: '10.63' })
  })
})

describe('variantOffers', () => {
  const pizza = { id: PRODUCT, categoryId: 'cat-1', tags: [] }
  const sizes: OfferVariant[] = [
    { id: 'small', price: '20000', specialPrice: null },
    { id: 'medium', price: '32000', specialPrice: '30000' },
    { id: 'family', price: '45000', specialPrice: null },
  ]
  const onVariants = (change: Partial<OfferPromotion> & { variantes?: string[] }) => ({
    variantes: [],
    ...promotion({ productosEspecificos: [], ...change }),
  })

  it('gives each variant its own discount, rounded on its own price (special price first)', () => {
    const offers = variantOffers(pizza, sizes, [{ ...discount(15), variantes: [] }], 'COP')
    expect(offers).toMatchObject([
      { kind: 'price', before: '20000', now: '17000' },
      { kind: 'price', before: '30000', now: '25500' },
      { kind: 'price', before: '45000', now: '38250' },
    ])
  })

  it('reaches only the variants a promotion names', () => {
    const onlyFamily = onVariants({ tipo: 'descuento', porcentaje: 10, variantes: ['family'] })
    expect(variantOffers(pizza, sizes, [onlyFamily], 'COP')).toMatchObject([
      null,
      null,
      { kind: 'price', before: '45000', now: '40500' },
    ])
  })

  it('keeps a fixed price only on the variants it lowers', () => {
    const fixed = onVariants({ precioNormal: '31000', categorias: ['cat-1'] })
    expect(variantOffers(pizza, sizes, [fixed], 'COP')).toMatchObject([
      null,
      null,
      { kind: 'price', before: '45000', now: '31000' },
    ])
  })

  it('picks per variant the better offer: a 2x1 of the same (half price) loses to 60 % off only where that applies', () => {
    const sameTwice = onVariants({ tipo: '2x1', productosEspecificos: [PRODUCT] })
    const sixtyOffFamily = onVariants({ tipo: 'descuento', porcentaje: 60, variantes: ['family'] })
    const offers = variantOffers(pizza, sizes, [sameTwice, sixtyOffFamily], 'COP')
    expect(offers.map((offer) => offer?.kind)).toEqual(['2x1', '2x1', 'price'])
    expect(offers[0]).toMatchObject({ freeProductId: null })
  })

  it('rounds euros to the cent on each variant, and answers one entry per variant even without offers', () => {
    const glassAndBottle: OfferVariant[] = [
      { id: 'glass', price: '4.50', specialPrice: null },
      { id: 'bottle', price: '18.25', specialPrice: null },
    ]
    expect(variantOffers(pizza, glassAndBottle, [{ ...discount(15), variantes: [] }], 'EUR')).toMatchObject([
      { now: '3.83' },
      { now: '15.51' },
    ])
    expect(variantOffers(pizza, glassAndBottle, [], 'EUR')).toEqual([null, null])
  })
})
