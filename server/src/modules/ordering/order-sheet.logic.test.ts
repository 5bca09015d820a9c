import { describe, expect, it } from 'vitest'
import { orderSheetLogic } from './order-sheet.script.ts'

const { linePrice, groupProblem, isLineComplete, addLine, setQuantity, cartTotals } = orderSheetLogic()

const pizza = {
  name: 'Pizza',
  sizes: [
    { id: 's', label: 'Pequeña', price: 20000 },
    { id: 'l', label: 'Grande', price: 32000 },
  ],
  groups: [
    {
      name: 'Extras',
      min: 0,
      max: 2,
      options: [
        { id: 'bacon', label: 'Bacon', price: 3000 },
        { id: 'queso', label: 'Queso', price: 2500 },
        { id: 'oliva', label: 'Aceitunas', price: 0 },
      ],
    },
  ],
  allergens: ['Gluten'],
}
const line = (over = {}) => ({
  productId: 'p',
  variantId: 'l',
  optionIds: ['bacon', 'queso'],
  quantity: 2,
  note: '',
  ...over,
})

describe('the order sheet', () => {
  it('prices a line as its size plus its extras times its quantity', () => {
    expect(linePrice(pizza, line())).toBe((32000 + 3000 + 2500) * 2)
    expect(linePrice(pizza, line({ variantId: 's', optionIds: [], quantity: 1 }))).toBe(20000)
    expect(linePrice(pizza, line({ variantId: 'gone' }))).toBeNull()
  })

  it('holds each extras group between its min and max', () => {
    const group = { ...pizza.groups[0]!, min: 1 }
    expect(groupProblem(group, [])).toBe('min')
    expect(groupProblem(group, ['bacon'])).toBeNull()
    expect(groupProblem(group, ['bacon', 'queso', 'oliva'])).toBe('max')
    expect(isLineComplete(pizza, line({ optionIds: ['bacon', 'queso', 'oliva'] }))).toBe(false)
    expect(isLineComplete(pizza, line())).toBe(true)
  })

  it('adds a line onto its twin up to 99 and keeps a different note apart', () => {
    const cart = addLine(addLine([], line()), line({ optionIds: ['queso', 'bacon'], quantity: 98 }))
    expect(cart).toHaveLength(1)
    expect(cart[0]?.quantity).toBe(99)
    expect(addLine(cart, line({ note: 'sin cebolla' }))).toHaveLength(2)
    expect(setQuantity(cart, 0, 0)).toEqual([])
    expect(setQuantity(cart, 0, 3)[0]?.quantity).toBe(3)
  })

  it('totals the units and the subtotal over the dishes still offered', () => {
    const cart = [
      line(),
      line({ productId: 'gone', quantity: 1 }),
      line({ variantId: 's', optionIds: [], quantity: 1 }),
    ]
    expect(cartTotals(cart, { p: pizza })).toEqual({ count: 4, subtotal: 75000 + 20000 })
  })
})
