import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildAnalysedMenu } from '../test-fakes.ts'
import { reachPreview, renderWidget } from './widget-test-kit.tsx'

// A reviewed item of a menu that states no allergens and prints one language.
// A dish read with nothing beside its name and prices: no allergens, no English, no courses.
const NONE_READ = { allergens: [], allergenTraces: [], translations: {}, courses: [], includes: [] }

afterEach(() => vi.unstubAllGlobals())

const itemButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) })

/** A wine list read with a glass and a bottle column, and a pizza whose three prices were printed bare. */
function menuWithSizes() {
  const menu = buildAnalysedMenu({ currency: 'EUR', currencyEvidence: 'printed' })
  const [first, second] = menu.sections[0]!.items
  menu.sections[0]!.items = [
    {
      ...first!,
      name: 'Rioja crianza',
      price: '4,50',
      priceValue: 4.5,
      confidence: 92,
      review: [],
      description: '',
      variants: [
        { label: 'Copa', price: '4,50' },
        { label: 'Botella', price: '18,00' },
      ],
    },
    {
      ...second!,
      name: 'Margarita',
      price: '8,50',
      priceValue: 8.5,
      confidence: 90,
      review: [],
      description: '',
      variants: [
        { label: '', price: '8,50' },
        { label: '', price: '12,00' },
        { label: '', price: '15,50' },
      ],
    },
  ]
  return menu
}

describe('the preview of an item with several prices', () => {
  it('shows them in one line, and keeps them once each has its label', async () => {
    const { user, onContinue } = renderWidget()
    await reachPreview(user, menuWithSizes())
    expect(itemButton('Rioja crianza')).toHaveTextContent(/^Rioja crianzaCopa 4,50\s€ · , Botella 18,00\s€$/)
    expect(itemButton('Margarita')).toHaveTextContent('Precios sin nombre: ponles uno')

    await user.click(screen.getByRole('button', { name: 'Continuar' }))
    expect(screen.getByRole('alert')).toHaveTextContent(/Algunos platos tienen varios precios sin un nombre/)
    expect(onContinue).not.toHaveBeenCalled()
    // Edit mode is on: the pizza opens in its dialog, where each price is named.
    await user.click(itemButton('Margarita'))
    const dialog = screen.getByRole('dialog', { name: 'Editar plato' })
    for (const [number, label] of [
      [1, 'Pequeña'],
      [2, 'Mediana'],
      [3, 'Familiar'],
    ] as const) {
      const row = within(dialog).getByRole('group', { name: `Precio ${number}` })
      await user.type(within(row).getByLabelText(/^Tamaño o formato/), label)
    }
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(itemButton('Margarita')).toHaveTextContent(
      /Pequeña 8,50\s€ · , Mediana 12,00\s€ · , Familiar 15,50\s€/,
    )

    await user.click(screen.getByRole('button', { name: 'Continuar' }))
    // The other section's dish has no price: kept so once the owner says so.
    const warning = screen.getByRole('dialog', { name: '¿Guardar el menú así?' })
    await user.click(within(warning).getByRole('button', { name: 'Guardar así' }))
    const items = onContinue.mock.calls[0]![0].sections[0].items
    expect(items).toEqual([
      {
        name: 'Rioja crianza',
        price: '4,50',
        variants: [
          { label: 'Copa', price: '4,50' },
          { label: 'Botella', price: '18,00' },
        ],
        description: '',
        ...NONE_READ,
      },
      {
        name: 'Margarita',
        price: '8,50',
        variants: [
          { label: 'Pequeña', price: '8,50' },
          { label: 'Mediana', price: '12,00' },
          { label: 'Familiar', price: '15,50' },
        ],
        description: '',
        ...NONE_READ,
      },
    ])
  })
})
