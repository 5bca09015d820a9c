import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Category } from '#domain/catalogues/catalogue.schema.ts'
import { DEFAULT_DESIGN, type Design } from '#domain/catalogues/design.schema.ts'
import type { Product } from '#domain/catalogues/product.schema.ts'
import { BusinessCountryContext } from '../../../../lib/money.ts'
import { CataloguePreview } from './catalogue-preview.tsx'

function buildCategory(overrides: Partial<Category> = {}): Category {
  return {
    id: 'category-1',
    name: 'Fuertes',
    description: '',
    isVisible: true,
    image: null,
    position: 0,
    variantLabels: [],
    variantLabelTranslations: {},
    translations: {},
    availability: { windows: [], dates: [], hideWhenClosed: false },
    createdAt: '2026-11-23T10:00:00.000Z',
    ...overrides,
  }
}

/** A product; its `price` and `specialPrice` make its one unlabelled variant unless `variants` are given. */
function buildProduct(overrides: Partial<Product> = {}): Product {
  const price = overrides.price === undefined ? '12000' : overrides.price
  const specialPrice = overrides.specialPrice ?? null
  return {
    id: 'product-1',
    categoryId: 'category-1',
    name: 'Bandeja paisa',
    price,
    specialPrice,
    variants: [{ id: 'v', label: '', price, specialPrice, translations: {} }],
    optionGroups: [],
    description: 'Frijoles, arroz, chicharrón y aguacate',
    image: null,
    available: true,
    tags: [],
    allergens: [],
    allergenTraces: [],
    translations: {},
    availableDays: '',
    kind: 'dish',
    courses: [],
    includes: [],
    availability: { windows: [], dates: [], hideWhenClosed: false },
    soldOutUntil: null,
    position: 0,
    ...overrides,
  }
}

/** An element's text as read, the non-breaking spaces of prices as plain ones. */
const readText = (element: Element) => element.textContent?.replace(/\s+/g, ' ')

const sizes = (...pairs: [string, string | null][]) =>
  pairs.map(([label, price]) => ({ id: label, label, price, specialPrice: null, translations: {} }))

function renderPreview(props: { design?: Partial<Design>; categories?: Category[]; products?: Product[] }) {
  return render(
    <CataloguePreview
      design={{ ...DEFAULT_DESIGN, ...props.design }}
      categories={props.categories ?? [buildCategory()]}
      products={props.products ?? []}
      currency="COP"
      language="es"
    />,
  )
}

describe('CataloguePreview', () => {
  it('shows prices in the business currency, a special price first with the normal one struck through', () => {
    renderPreview({
      products: [
        buildProduct(),
        buildProduct({
          id: 'product-2',
          name: 'Ajiaco',
          price: '15000',
          specialPrice: '13500.50',
          position: 1,
        }),
      ],
    })
    const fuertes = screen.getByRole('region', { name: 'Fuertes' })
    expect(within(fuertes).getByText('Bandeja paisa')).toBeInTheDocument()
    expect(within(fuertes).getByText('$ 12.000')).toBeInTheDocument()

    const struck = within(fuertes).getByText('$ 15.000', { exact: false })
    expect(struck.tagName).toBe('DEL')
    expect(struck).toHaveTextContent('Precio normal: $ 15.000')
    expect(within(fuertes).getByText('$ 13.500,50')).toBeInTheDocument()
  })

  it('shows a dish without a price as "Consultar precio", never $0 nor unavailable', () => {
    renderPreview({ products: [buildProduct({ name: 'Pesca del día', price: null })] })
    const fuertes = screen.getByRole('region', { name: 'Fuertes' })
    expect(within(fuertes).getByText('Consultar precio')).toBeInTheDocument()
    expect(fuertes).not.toHaveTextContent('$0')
    expect(fuertes).not.toHaveTextContent('No disponible')
  })

  it('puts products under their visible categories in order, with tags and unavailability said', () => {
    renderPreview({
      categories: [
        buildCategory({ id: 'drinks', name: 'Bebidas', position: 2 }),
        buildCategory({ id: 'hidden', name: 'Secretos', isVisible: false, position: 1 }),
        buildCategory({ id: 'category-1', name: 'Entradas', position: 0 }),
      ],
      products: [
        buildProduct({ id: 'a', categoryId: 'drinks', name: 'Limonada', tags: ['Vegano', 'Recomendado'] }),
        buildProduct({ id: 'b', categoryId: 'hidden', name: 'Plato oculto' }),
        buildProduct({ id: 'c', name: 'Empanadas', available: false }),
      ],
    })
    const sections = screen
      .getAllByRole('region')
      .filter((region) => region.getAttribute('aria-label') !== 'Vista previa del catálogo')
    expect(sections.map((section) => section.getAttribute('aria-label'))).toEqual(['Entradas', 'Bebidas'])
    expect(screen.queryByText('Plato oculto')).not.toBeInTheDocument()
    expect(within(sections[0]!).getByText('No disponible')).toBeInTheDocument()
    const tags = within(sections[1]!)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(tags).toEqual(['Vegano', 'Recomendado'])
  })

  it('shows each product’s allergens as the public menu does, traces apart, named for screen readers', () => {
    renderPreview({
      products: [
        buildProduct({
          name: 'Flan',
          allergens: ['huevos', 'lacteos'],
          allergenTraces: ['frutos-de-cascara'],
        }),
      ],
    })
    const allergens = screen.getByRole('list', { name: 'Alérgenos' })
    expect(
      within(allergens)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Contiene: Huevos', 'Contiene: Lácteos', 'Puede contener: Frutos de cáscara'])
  })

  it('writes the menu in its own language: English separators and tag names', () => {
    render(
      <CataloguePreview
        design={DEFAULT_DESIGN}
        categories={[buildCategory()]}
        products={[buildProduct({ price: '12.5', tags: ['Sin gluten'] })]}
        currency="USD"
        language="en"
      />,
    )
    expect(screen.getByText('$12.50')).toBeInTheDocument()
    // Named as the diner's menu names it, apart from the allergen filter.
    expect(screen.getByText('Suitable for gluten-free diets')).toBeInTheDocument()
  })

  it('writes prices the way the owner’s country reads them, where the dashboard says which', () => {
    render(
      <BusinessCountryContext value="CO">
        <CataloguePreview
          design={DEFAULT_DESIGN}
          categories={[buildCategory()]}
          products={[buildProduct({ price: '12.5' })]}
          currency="USD"
          language="es"
        />
      </BusinessCountryContext>,
    )
    expect(screen.getByText('US$ 12,50')).toBeInTheDocument()
  })

  it('lists several sizes compactly, each heard as "label: price", with extras and how many to choose', () => {
    renderPreview({
      products: [
        buildProduct({
          name: 'Vino tinto',
          variants: sizes(['Copa', '4500'], ['Botella', null]),
          optionGroups: [
            {
              id: 'g',
              name: 'Acompañantes',
              min: 0,
              max: 2,
              translations: {},
              options: [
                { id: 'a', label: 'queso', priceDelta: '3000', translations: {} },
                { id: 'b', label: 'pan', priceDelta: '0', translations: {} },
              ],
            },
          ],
        }),
      ],
    })
    const fuertes = screen.getByRole('region', { name: 'Fuertes' })
    const items = within(fuertes).getAllByRole('listitem').map(readText)
    expect(items).toEqual(['Copa: $ 4.500', 'Botella: Consultar precio', 'queso +$ 3.000', 'pan'])
    expect(fuertes).toHaveTextContent('Acompañantes (elige hasta 2):')
  })

  it('prints a category with shared sizes as a table: sizes as column headers, the name as row header', () => {
    renderPreview({
      categories: [buildCategory({ name: 'Pizzas', variantLabels: ['Pequeña', 'Mediana'] })],
      products: [
        buildProduct({
          id: 'm',
          name: 'Margarita',
          variants: sizes(['Pequeña', '20000'], ['Mediana', '28000']),
        }),
        buildProduct({ id: 'h', name: 'Hawaiana', variants: sizes(['mediana', '30000']), position: 1 }),
        buildProduct({ id: 'c', name: 'Calzone', price: '25000', position: 2 }),
      ],
    })
    const table = screen.getByRole('table', { name: 'Pizzas' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent)
    expect(headers).toEqual(['Producto', 'Pequeña', 'Mediana'])
    const hawaiana = within(table).getByRole('rowheader', { name: 'Hawaiana' }).closest('tr')!
    const cells = within(hawaiana).getAllByRole('cell').map(readText)
    expect(cells).toEqual(['—No disponible', '$ 30.000'])
    // A product with one plain price is no row of the table: it keeps its card.
    expect(within(table).queryByText('Calzone')).not.toBeInTheDocument()
    expect(screen.getByText('$ 25.000')).toBeInTheDocument()
  })

  it('shows the brand from the design and, without products, a hint instead of invented dishes', () => {
    renderPreview({
      design: { businessName: 'Café de la Plaza', welcomeTitle: '¡Bienvenidos!', slogan: 'Café de origen' },
    })
    expect(screen.getByText('Café de la Plaza')).toBeInTheDocument()
    expect(screen.getByText('¡Bienvenidos!')).toBeInTheDocument()
    expect(screen.getByText('Café de origen')).toBeInTheDocument()
    expect(screen.getByText('Tu catálogo aún no tiene productos')).toBeInTheDocument()
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument()
  })

  it('applies the font, sizes and colours of the design', () => {
    renderPreview({
      design: { businessName: 'Café', font: 'Lato', titleSize: 48, textSize: 18, titleColour: '#112233' },
      products: [buildProduct()],
    })
    const menu = screen.getByRole('region', { name: 'Vista previa del catálogo' })
    expect(menu.style.fontFamily).toContain('Lato')
    expect(menu.style.fontSize).toBe('18px')
    const title = screen.getByText('Café')
    expect(title.style.fontSize).toBe('48px')
    expect(title.style.color).toBe('rgb(17, 34, 51)')
  })

  it('keeps the defaults while a colour or size is only half typed', () => {
    renderPreview({ design: { businessName: 'Café', titleColour: '#12', titleSize: Number.NaN } })
    const title = screen.getByText('Café')
    expect(title.style.fontSize).toBe('40px')
    expect(title.style.color).toBe('rgb(28, 25, 23)')
  })
})
