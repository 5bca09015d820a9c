import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { buildCategory, buildProduct } from '../../../entities/catalogue/testing/test-data.ts'
import {
  type PromotionFormOutput,
  type PromotionFormValues,
  promotionFormDefaults,
} from '../promotion-form.ts'
import { ReachStep } from './reach-step.tsx'

const timeZone = 'America/Bogota'
const categories = [
  buildCategory({ id: 'c-pizzas', name: 'Pizzas' }),
  buildCategory({ id: 'c-bebidas', name: 'Bebidas' }),
]
const products = [
  buildProduct({
    id: 'p-pizza',
    name: 'Margarita',
    categoryId: 'c-pizzas',
    variants: [
      { id: 'v-s', label: 'Pequeña', price: '20000', specialPrice: null, translations: {} },
      { id: 'v-m', label: 'Mediana', price: '32000', specialPrice: null, translations: {} },
      { id: 'v-l', label: 'Familiar', price: '45000', specialPrice: null, translations: {} },
    ],
  }),
  buildProduct({ id: 'p-cafe', name: 'Café', categoryId: 'c-bebidas', price: '4500' }),
  // Sold by the glass and the bottle once; the glass is gone, and a promotion still reaches the bottle.
  buildProduct({
    id: 'p-vino',
    name: 'Vino tinto',
    categoryId: 'c-bebidas',
    variants: [{ id: 'v-botella', label: 'Botella', price: '60000', specialPrice: null, translations: {} }],
  }),
]

/** The reach step in a form of its own; `values()` reads what the wizard would save from it. */
function renderStep(start: Partial<PromotionFormValues> = {}) {
  let current: () => PromotionFormValues = () => {
    throw new Error('not rendered')
  }
  function Step() {
    const form = useForm<PromotionFormValues, unknown, PromotionFormOutput>({
      defaultValues: { ...promotionFormDefaults(null, timeZone), ...start },
    })
    current = () => form.getValues()
    return (
      <ReachStep form={form} products={products} categories={categories} currency="COP" timeZone={timeZone} />
    )
  }
  const user = userEvent.setup()
  render(<Step />)
  const list = screen.getByRole('group', { name: /^Productos/ })
  const reach = () => {
    const { productosEspecificos, variantes } = current()
    return { productosEspecificos, variantes }
  }
  return { user, list, reach }
}

describe('the reach step’s products', () => {
  it('opens a product’s sizes and reaches one size alone', async () => {
    const { user, list, reach } = renderStep()
    const pizza = within(list).getByRole('checkbox', { name: /^Margarita/ })
    expect(pizza.closest('label')).toHaveTextContent('MargaritaPizzas · 3 tamaños')
    const sizes = within(list).getByRole('button', { name: 'Tamaños de Margarita' })
    expect(sizes).toHaveAttribute('aria-expanded', 'false')
    // The café has one price: nothing to open.
    expect(within(list).queryByRole('button', { name: 'Tamaños de Café' })).not.toBeInTheDocument()

    await user.click(sizes)
    expect(sizes).toHaveAttribute('aria-expanded', 'true')
    const sizeList = within(list).getByRole('list', { name: 'Tamaños de Margarita' })
    expect(
      within(sizeList)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Pequeña$\u00a020.000', 'Mediana$\u00a032.000', 'Familiar$\u00a045.000'])
    await user.click(within(sizeList).getByRole('checkbox', { name: /Familiar/ }))

    expect(reach()).toEqual({ productosEspecificos: [], variantes: ['v-l'] })
    expect(pizza).toBePartiallyChecked()
    expect(within(list).getByRole('button', { name: 'Quitar Margarita · Familiar' })).toBeInTheDocument()
    expect(within(list).getByText('1 tamaño')).toBeInTheDocument()
  })

  it('reaches the whole product in every size, and keeps all but the one unticked', async () => {
    const { user, list, reach } = renderStep()
    await user.click(within(list).getByRole('checkbox', { name: /^Margarita/ }))
    await user.click(within(list).getByRole('button', { name: 'Tamaños de Margarita' }))
    const sizeList = within(list).getByRole('list', { name: 'Tamaños de Margarita' })
    for (const box of within(sizeList).getAllByRole('checkbox')) expect(box).toBeChecked()
    expect(reach()).toEqual({ productosEspecificos: ['p-pizza'], variantes: [] })

    await user.click(within(sizeList).getByRole('checkbox', { name: /Mediana/ }))
    expect(reach()).toEqual({ productosEspecificos: [], variantes: ['v-s', 'v-l'] })
    // Ticking the product again folds its sizes back into it.
    await user.click(within(list).getByRole('checkbox', { name: /^Margarita/ }))
    expect(reach()).toEqual({ productosEspecificos: ['p-pizza'], variantes: [] })
    await user.click(within(list).getByRole('button', { name: 'Quitar Margarita' }))
    expect(reach()).toEqual({ productosEspecificos: [], variantes: [] })
  })

  it('works from the keyboard', async () => {
    const { user, list, reach } = renderStep()
    within(list)
      .getByRole('checkbox', { name: /^Margarita/ })
      .focus()
    await user.tab()
    expect(within(list).getByRole('button', { name: 'Tamaños de Margarita' })).toHaveFocus()
    await user.keyboard('{Enter}')
    await user.tab()
    expect(within(list).getByRole('checkbox', { name: /Pequeña/ })).toHaveFocus()
    await user.keyboard(' ')
    expect(reach()).toEqual({ productosEspecificos: [], variantes: ['v-s'] })
  })

  it('opens with the sizes a promotion already reaches in view', () => {
    const { list } = renderStep({ variantes: ['v-m'] })
    expect(within(list).getByRole('button', { name: 'Tamaños de Margarita' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    expect(within(list).getByRole('checkbox', { name: /Mediana/ })).toBeChecked()
    expect(within(list).getByRole('checkbox', { name: /Pequeña/ })).not.toBeChecked()
    expect(within(list).getByRole('button', { name: 'Quitar Margarita · Mediana' })).toBeInTheDocument()
  })

  it('finds a product by one of its sizes', async () => {
    const { user, list } = renderStep()
    await user.type(within(list).getByRole('searchbox'), 'familiar')
    expect(
      within(list)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['MargaritaPizzas · 3 tamaños'])
  })

  it('says nothing under the lists while nothing is chosen', () => {
    renderStep()
    for (const name of [/^Productos/, /^Categorías/, /^Etiquetas/]) {
      expect(screen.getByRole('group', { name })).not.toHaveTextContent(/\d+ elegid/)
    }
  })

  it('counts the products reached whole and the sizes reached alone', async () => {
    const { user, list } = renderStep()
    await user.click(within(list).getByRole('checkbox', { name: /^Café/ }))
    expect(within(list).getByText('1 producto')).toBeInTheDocument()
    await user.click(within(list).getByRole('checkbox', { name: /^Vino tinto/ }))
    await user.click(within(list).getByRole('button', { name: 'Tamaños de Margarita' }))
    await user.click(within(list).getByRole('checkbox', { name: /Familiar/ }))
    expect(within(list).getByText('2 productos y 1 tamaño')).toBeInTheDocument()
  })

  it('shows and keeps the one size it reaches of a product left with that size alone', async () => {
    const { user, list, reach } = renderStep({ variantes: ['v-botella'] })
    expect(within(list).getByRole('checkbox', { name: /^Vino tinto/ })).toBePartiallyChecked()
    const sizeList = within(list).getByRole('list', { name: 'Tamaños de Vino tinto' })
    expect(within(sizeList).getByRole('checkbox', { name: /Botella/ })).toBeChecked()
    expect(within(list).getByRole('button', { name: 'Quitar Vino tinto · Botella' })).toBeInTheDocument()

    await user.click(within(list).getByRole('checkbox', { name: /^Café/ }))
    expect(reach()).toEqual({ productosEspecificos: ['p-cafe'], variantes: ['v-botella'] })
    // Unticked, the size stays in view, to be ticked again.
    await user.click(within(sizeList).getByRole('checkbox', { name: /Botella/ }))
    expect(reach()).toEqual({ productosEspecificos: ['p-cafe'], variantes: [] })
    expect(within(sizeList).getByRole('checkbox', { name: /Botella/ })).not.toBeChecked()
  })
})
