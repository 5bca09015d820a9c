import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildAnalysedMenu } from '../test-fakes.ts'
import { reachPreview, renderWidget } from './widget-test-kit.tsx'

// A reviewed item of a menu that states no allergens and prints one language.
// A dish read with nothing beside its name and prices: no allergens, no English, no courses.
const NONE_READ = { allergens: [], allergenTraces: [], translations: {}, courses: [], includes: [] }

afterEach(() => vi.unstubAllGlobals())

const itemButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) })

describe('preview', () => {
  it('shows prices as printed to a visitor when the reader only guessed the currency', async () => {
    const { user } = renderWidget()
    await reachPreview(user)
    expect(itemButton('Empanadas')).toHaveTextContent('Empanadas$6.000de pipián')
  })

  it('writes prices in the currency the page printed, whatever the business’s', async () => {
    const menu = buildAnalysedMenu({ currency: 'GBP', currencyEvidence: 'printed' })
    menu.sections[0]!.items[0]!.price = '7'
    const { user } = renderWidget({ businessCurrency: 'COP' })
    await reachPreview(user, menu)
    expect(itemButton('Empanadas')).toHaveTextContent(/Empanadas7,00\s£/)
  })

  it('writes bare prices in the owner’s business currency when the page printed none', async () => {
    const menu = buildAnalysedMenu({ currency: 'USD', currencyEvidence: 'guessed' })
    menu.sections[0]!.items[0]!.price = '6000'
    const { user } = renderWidget({ businessCurrency: 'COP' })
    await reachPreview(user, menu)
    expect(itemButton('Empanadas')).toHaveTextContent(/^Empanadas\$\s6\.000de pipián/)
  })

  it('shows a bilingual card’s English and the allergens read, and keeps them with the menu', async () => {
    const menu = buildAnalysedMenu()
    const entradas = menu.sections[0]!
    entradas.translations = { en: { name: 'Starters' } }
    Object.assign(entradas.items[0]!, {
      allergens: ['gluten', 'cacahuetes'],
      translations: { en: { name: 'Pipian empanadas' } },
    })
    const { user, onContinue } = renderWidget()
    await reachPreview(user, menu)
    expect(screen.getByRole('heading', { name: 'ENTRADAS En inglés: Starters' })).toBeInTheDocument()
    expect(itemButton('Empanadas')).toHaveTextContent('Pipian empanadas')
    expect(itemButton('Empanadas')).toHaveTextContent('Alérgenos: Gluten, Cacahuetes')

    await user.click(screen.getByRole('button', { name: 'Editar menú' }))
    const english = screen.getAllByRole('textbox', { name: 'Nombre de la sección en inglés' })
    expect(english.map((input) => (input as HTMLInputElement).value)).toEqual(['Starters', ''])
    await user.type(english[1]!, 'Mains')
    await user.click(screen.getByRole('button', { name: 'Finalizar edición' }))
    await user.click(screen.getByRole('button', { name: 'Continuar' }))
    const warning = screen.getByRole('dialog', { name: '¿Guardar el menú así?' })
    await user.click(within(warning).getByRole('button', { name: 'Guardar así' }))
    const kept = onContinue.mock.calls[0]![0]
    expect(kept.sections.map((section: { translations: unknown }) => section.translations)).toEqual([
      { en: { name: 'Starters' } },
      { en: { name: 'Mains' } },
    ])
    expect(kept.sections[0].items[0]).toMatchObject({
      allergens: ['gluten', 'cacahuetes'],
      translations: { en: { name: 'Pipian empanadas' } },
    })
  })

  it('lists what was read, section by section, marking what needs a look', async () => {
    const { user } = renderWidget()
    await reachPreview(user)
    expect(screen.getByText('La Fonda Paisa')).toBeInTheDocument()
    expect(screen.getByText('Leído de carta.pdf · 3 platos · 2 por revisar')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'ENTRADAS' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'PLATOS FUERTES' })).toBeInTheDocument()

    expect(itemButton('Empanadas')).toHaveTextContent('Empanadas$6.000de pipián')
    expect(itemButton('Empanadas')).not.toHaveTextContent('Revisar')
    expect(itemButton('Arepa de choclo')).toHaveTextContent('Revisar: lectura dudosa')
    expect(itemButton('Bandeja paisa')).toHaveTextContent('Sin precio')
    expect(itemButton('Bandeja paisa')).toHaveTextContent('Revisar: precio no leído')
  })

  it.each([
    [95, 'high', 'bg-green-600', []],
    [87, 'good', 'bg-lime-500', []],
    [82, 'good', 'bg-lime-500', ['Algunos precios pueden tener errores de precisión']],
    [
      77,
      'fair',
      'bg-yellow-400',
      [
        'Algunos precios pueden tener errores de precisión',
        'Es posible que algunas descripciones estén incompletas',
      ],
    ],
    [
      62,
      'low',
      'bg-red-600',
      [
        'Algunos precios pueden tener errores de precisión',
        'Es posible que algunas descripciones estén incompletas',
        'Pueden existir elementos no detectados correctamente',
      ],
    ],
  ])('at confidence %i shows a %s bar (%s) and its warnings', async (confidence, tier, colour, warnings) => {
    const { user } = renderWidget()
    const menu = buildAnalysedMenu()
    await reachPreview(user, { ...menu, metadata: { ...menu.metadata, confidence } })
    const meter = screen.getByRole('meter', { name: 'Confianza del análisis' })
    expect(meter).toHaveAttribute('aria-valuenow', String(confidence))
    expect(meter).toHaveAttribute('data-tier', tier)
    expect(meter.firstElementChild).toHaveClass(colour)
    for (const warning of warnings) expect(screen.getByText(warning)).toBeInTheDocument()
    expect(screen.queryAllByText(/pueden|posible/i)).toHaveLength(warnings.length)
  })

  it('shows the page the menu was read from and marks the chosen item on it', async () => {
    const { user } = renderWidget()
    await reachPreview(user)
    const page = screen.getByRole('img', { name: 'Página 1 del menú que subiste' })
    expect(page).toHaveAttribute('src', '/api/menu-analyses/a1/pages/1')
    expect(screen.queryByTestId('item-highlight')).not.toBeInTheDocument()

    await user.click(itemButton('Arepa de choclo'))
    expect(itemButton('Arepa de choclo')).toHaveAttribute('aria-pressed', 'true')
    // The box (60, 150)–(540, 180) on a 600 × 800 page.
    expect(screen.getByTestId('item-highlight')).toHaveStyle({
      left: '10%',
      top: '18.75%',
      width: '80%',
      height: '3.75%',
    })
    expect(screen.getByText('Marcado: Arepa de choclo')).toBeInTheDocument()
  })

  it('corrects an item in its dialog in edit mode, and Cancelar changes nothing', async () => {
    const { user } = renderWidget()
    await reachPreview(user)
    await user.click(screen.getByRole('button', { name: 'Editar menú' }))
    expect(screen.getByRole('button', { name: 'Finalizar edición' })).toBeInTheDocument()

    await user.click(itemButton('Arepa de choclo'))
    let dialog = screen.getByRole('dialog', { name: 'Editar plato' })
    expect(within(dialog).getByLabelText(/^Nombre/)).toHaveValue('Arepa de choclo')
    await user.clear(within(dialog).getByLabelText(/^Nombre/))
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(within(dialog).getByText('El nombre es obligatorio.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(itemButton('Arepa de choclo')).toHaveTextContent('$8.500')

    await user.click(itemButton('Arepa de choclo'))
    dialog = screen.getByRole('dialog', { name: 'Editar plato' })
    await user.type(within(dialog).getByLabelText(/^Nombre/), ' con queso')
    await user.clear(within(dialog).getByLabelText('Precio'))
    await user.type(within(dialog).getByLabelText('Precio'), '$9.500')
    await user.type(within(dialog).getByLabelText('Descripción'), 'Con mantequilla')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(itemButton('Arepa de choclo con queso')).toHaveTextContent('$9.500Con mantequilla')
    expect(itemButton('Arepa de choclo con queso')).not.toHaveTextContent('Revisar')
  })

  it('adds and deletes items and sections, and renames them', async () => {
    const { user } = renderWidget()
    await reachPreview(user)
    await user.click(screen.getByRole('button', { name: 'Editar menú' }))

    const [, mains] = screen.getAllByRole('button', { name: 'Añadir plato' })
    await user.click(mains!)
    const dialog = screen.getByRole('dialog', { name: 'Nuevo plato' })
    await user.type(within(dialog).getByLabelText(/^Nombre/), 'Sancocho')
    await user.type(within(dialog).getByLabelText('Precio'), '$18.000')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(itemButton('Sancocho')).toHaveTextContent('$18.000')

    await user.click(screen.getByRole('button', { name: 'Eliminar Empanadas' }))
    expect(screen.queryByRole('button', { name: /^Empanadas/ })).not.toBeInTheDocument()
    await waitFor(() => expect(itemButton('Arepa de choclo')).toHaveFocus())

    await user.click(screen.getByRole('button', { name: 'Añadir sección' }))
    const names = screen.getAllByRole('textbox', { name: 'Nombre de la sección' })
    expect(names).toHaveLength(3)
    await waitFor(() => expect(names[2]).toHaveFocus())
    await user.keyboard('Bebidas')
    await user.clear(names[0]!)
    await user.type(names[0]!, 'Entradas')
    await user.click(screen.getByRole('button', { name: 'Eliminar la sección PLATOS FUERTES' }))
    await user.click(screen.getByRole('button', { name: 'Finalizar edición' }))

    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Entradas',
      'Bebidas',
    ])
    expect(screen.getByText('Esta sección no tiene platos.')).toBeInTheDocument()
  })

  it('continues with the menu as corrected', async () => {
    const { user, onContinue } = renderWidget({ continueLabel: 'Crear catálogo' })
    await reachPreview(user)
    await user.click(screen.getByRole('button', { name: 'Editar menú' }))
    const restaurant = screen.getByLabelText('Nombre del restaurante')
    await user.clear(restaurant)
    await user.type(restaurant, 'Fonda Paisa')
    await user.click(itemButton('Bandeja paisa'))
    const dialog = screen.getByRole('dialog', { name: 'Editar plato' })
    await user.type(within(dialog).getByLabelText('Precio'), '$32.000')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    await user.click(screen.getByRole('button', { name: 'Eliminar Empanadas' }))
    await user.click(screen.getByRole('button', { name: 'Crear catálogo' }))
    // The arepa was read with doubt and not looked at: kept once the owner says so.
    const warning = screen.getByRole('dialog', { name: '¿Guardar el menú así?' })
    await user.click(within(warning).getByRole('button', { name: 'Guardar así' }))

    expect(onContinue).toHaveBeenCalledWith({
      restaurantName: 'Fonda Paisa',
      currency: '',
      sections: [
        {
          name: 'ENTRADAS',
          translations: {},
          items: [{ name: 'Arepa de choclo', price: '$8.500', variants: [], description: '', ...NONE_READ }],
        },
        {
          name: 'PLATOS FUERTES',
          translations: {},
          items: [
            {
              name: 'Bandeja paisa',
              price: '$32.000',
              variants: [],
              description: 'Frijoles, arroz, chicharrón',
              ...NONE_READ,
            },
          ],
        },
      ],
    })
  })

  it('keeps over-long texts read from the file whole, marks them and refuses to continue until shortened', async () => {
    const { user, onContinue } = renderWidget()
    const menu = buildAnalysedMenu()
    const longName = `Empanadas ${'de pipián '.repeat(20)}`.trim()
    menu.sections[0]!.items[0]!.name = longName
    menu.restaurantName = 'F'.repeat(130)
    await reachPreview(user, menu)
    expect(itemButton('Empanadas')).toHaveTextContent('Texto demasiado largo: acórtalo')

    await user.click(screen.getByRole('button', { name: 'Continuar' }))
    expect(screen.getByText(/Algunos textos son más largos de lo que admite un catálogo/)).toBeInTheDocument()
    expect(onContinue).not.toHaveBeenCalled()
    // Edit mode shows each over-long text at its field, whole, with its limit.
    const restaurant = screen.getByLabelText('Nombre del restaurante')
    expect(restaurant).toHaveValue('F'.repeat(130))
    expect(restaurant).toHaveAccessibleDescription(/El nombre admite hasta 120 caracteres/)

    await user.click(itemButton('Empanadas'))
    const dialog = screen.getByRole('dialog', { name: 'Editar plato' })
    const name = within(dialog).getByLabelText(/^Nombre/)
    expect(name).toHaveValue(longName)
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        `El nombre admite hasta 160 caracteres. ${longName.length} de 160 caracteres`,
      ),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(screen.getByRole('dialog', { name: 'Editar plato' })).toBeInTheDocument()
    await user.clear(name)
    await user.type(name, 'Empanadas')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await user.clear(restaurant)
    await user.type(restaurant, 'La Fonda')

    await user.click(screen.getByRole('button', { name: 'Continuar' }))
    const warning = screen.getByRole('dialog', { name: '¿Guardar el menú así?' })
    await user.click(within(warning).getByRole('button', { name: 'Guardar así' }))
    expect(onContinue).toHaveBeenCalledWith(expect.objectContaining({ restaurantName: 'La Fonda' }))
  })

  it('asks for a section name before continuing, and for a section when none is left', async () => {
    const { user, onContinue } = renderWidget()
    await reachPreview(user)
    await user.click(screen.getByRole('button', { name: 'Editar menú' }))
    await user.clear(screen.getAllByRole('textbox', { name: 'Nombre de la sección' })[0]!)
    await user.click(screen.getByRole('button', { name: 'Continuar' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Cada sección necesita un nombre antes de continuar.')

    await user.click(screen.getAllByRole('button', { name: /^Eliminar la sección/ })[0]!)
    await user.click(screen.getByRole('button', { name: 'Eliminar la sección PLATOS FUERTES' }))
    await user.click(screen.getByRole('button', { name: 'Continuar' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Añade al menos una sección antes de continuar.')
    expect(onContinue).not.toHaveBeenCalled()
  })

  it('says how many dishes have no price or are left to review before keeping, and goes back on Escape', async () => {
    const { user, onContinue } = renderWidget({ continueLabel: 'Crear catálogo' })
    await reachPreview(user)
    const keep = screen.getByRole('button', { name: 'Crear catálogo' })
    await user.click(keep)

    const warning = screen.getByRole('dialog', { name: '¿Guardar el menú así?' })
    expect(warning).toHaveAccessibleDescription('1 plato sin precio, 1 por revisar')
    // Focus starts on the choice that loses nothing; Escape is that choice too.
    expect(within(warning).getByRole('button', { name: 'Volver a revisar' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(keep).toHaveFocus()
    // Back in the preview, in edit mode, to correct the items.
    expect(screen.getByRole('button', { name: 'Finalizar edición' })).toBeInTheDocument()

    await user.click(keep)
    await user.click(screen.getByRole('button', { name: 'Volver a revisar' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(onContinue).not.toHaveBeenCalled()

    await user.click(keep)
    await user.click(screen.getByRole('button', { name: 'Guardar así' }))
    expect(onContinue).toHaveBeenCalledTimes(1)
    const kept = onContinue.mock.calls[0]![0]
    expect(kept.sections[1].items[0]).toEqual({
      name: 'Bandeja paisa',
      price: '',
      variants: [],
      description: 'Frijoles, arroz, chicharrón',
      ...NONE_READ,
    })
  })

  it('counts dishes without a price in the plural and keeps at once when nothing is left to review', async () => {
    const { user, onContinue } = renderWidget()
    const menu = buildAnalysedMenu()
    const source = menu.sections[0]!.items[0]!.source
    const priced = (price: string) => ({
      price,
      priceValue: null,
      variants: [],
      description: '',
      allergens: [],
      allergenTraces: [],
      translations: {},
      source,
    })
    await reachPreview(user, {
      ...menu,
      sections: [
        {
          id: 's1',
          name: 'ENTRADAS',
          translations: {},
          items: [
            { id: 'a', name: 'Sopa', confidence: 95, review: ['priceMissing'], ...priced('') },
            { id: 'b', name: 'Ensalada', confidence: 95, review: ['priceMissing'], ...priced('') },
          ],
        },
      ],
    })
    await user.click(screen.getByRole('button', { name: 'Continuar' }))
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('2 platos sin precio')
    await user.click(screen.getByRole('button', { name: 'Volver a revisar' }))

    for (const [name, price] of [
      ['Sopa', '$5.000'],
      ['Ensalada', '$7.000'],
    ]) {
      await user.click(itemButton(name!))
      const dialog = screen.getByRole('dialog', { name: 'Editar plato' })
      await user.type(within(dialog).getByLabelText('Precio'), price!)
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    }
    await user.click(screen.getByRole('button', { name: 'Continuar' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(onContinue).toHaveBeenCalledTimes(1)
  })
})
