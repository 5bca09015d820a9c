import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Catalogue, Category } from '#domain/catalogues/catalogue.schema.ts'
import { DEFAULT_DESIGN, type Design } from '#domain/catalogues/design.schema.ts'
import type { Product } from '#domain/catalogues/product.schema.ts'
import { type ApiCall, apiError, mockSession } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

const catalogue: Catalogue = {
  id: 'cat-1',
  nombre: 'Menú principal',
  imagen: null,
  editado: '2026-11-23T10:00:00.000Z',
  activo: true,
  template: 'clasico',
}
const saved: Design = { ...DEFAULT_DESIGN, businessName: 'Café de la Plaza' }
const categories: Category[] = [
  {
    id: 'fuertes',
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
  },
]
const products: Product[] = [
  {
    id: 'p-1',
    categoryId: 'fuertes',
    name: 'Bandeja paisa',
    price: '32000',
    specialPrice: null,
    variants: [{ id: 'p-1-v', label: '', price: '32000', specialPrice: null, translations: {} }],
    optionGroups: [],
    description: '',
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
  },
]

type Answer = { status: number; body?: unknown }

/** The owner's API with one catalogue whose design the PUT changes, as the server would. */
function mockDesignApi(
  put?: ((call: ApiCall) => Answer) | null,
  { start = saved, routes = {} }: { start?: Design; routes?: Parameters<typeof mockSession>[1] } = {},
) {
  let design = start
  return mockSession(undefined, {
    ...routes,
    'GET /api/catalogues': { status: 200, body: [catalogue] },
    'GET /api/catalogues/cat-1/design': () => ({ status: 200, body: design }),
    'GET /api/catalogues/cat-1/categories': { status: 200, body: categories },
    'GET /api/catalogues/cat-1/products': { status: 200, body: products },
    'PUT /api/catalogues/cat-1/design':
      put ??
      ((call) => {
        design = { ...design, ...(call.body as Partial<Design>) }
        return { status: 200, body: design }
      }),
  })
}

async function renderDesign() {
  const app = renderApp('/dashboard/diseno')
  await screen.findByRole('heading', { level: 1, name: 'Diseño' })
  const businessName = await screen.findByRole('textbox', { name: 'Nombre del negocio' })
  return { ...app, businessName }
}

const saveButton = () => screen.getByRole('button', { name: 'Guardar cambios' })
const discardButton = () => screen.getByRole('button', { name: 'Descartar' })
const puts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PUT')

beforeEach(() => {
  // jsdom has no object URLs; the image input and the preview make one for a chosen file.
  URL.createObjectURL = vi.fn(() => 'blob:chosen-image')
  URL.revokeObjectURL = vi.fn()
})

describe('Diseño', () => {
  it('opens on brand identity with the saved design, and switches tabs by click and arrow keys', async () => {
    mockDesignApi()
    const { user, businessName } = await renderDesign()
    expect(businessName).toHaveValue('Café de la Plaza')
    expect(screen.getByRole('tab', { name: 'Identidad de marca' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.queryByRole('group', { name: 'Fuente principal' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('tab', { name: 'Estilo visual' }))
    expect(screen.getByRole('group', { name: 'Fuente principal' })).toBeVisible()
    expect(screen.getByRole('radio', { name: 'Inter' })).toBeChecked()
    expect(screen.getByRole('spinbutton', { name: 'Tamaño de títulos' })).toHaveValue(40)
    expect(screen.getByRole('spinbutton', { name: 'Tamaño de texto' })).toHaveValue(15)
    expect(businessName).not.toBeVisible()

    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Identidad de marca' })).toHaveFocus()
    expect(businessName).toBeVisible()
    expect(saveButton()).toBeDisabled()
    expect(discardButton()).toBeDisabled()
  })

  it('lets a colour box hold only # and up to six hex digits', async () => {
    mockDesignApi()
    const { user } = await renderDesign()
    await user.click(screen.getByRole('tab', { name: 'Estilo visual' }))
    const colour = screen.getByRole('textbox', { name: 'Color de títulos' })
    expect(colour).toHaveValue('#1c1917')
    expect(colour).toHaveAccessibleDescription(/# y hasta 6 dígitos hexadecimales/)

    await user.clear(colour)
    await user.type(colour, 'red')
    expect(colour).toHaveValue('')
    await user.type(colour, '#1a2B3c')
    expect(colour).toHaveValue('#1a2B3c')
    await user.type(colour, '4')
    expect(colour).toHaveValue('#1a2B3c')
    await user.type(colour, '{Backspace}g')
    expect(colour).toHaveValue('#1a2B3')
    expect(saveButton()).toBeEnabled()
  })

  it('says at the colour box why a keystroke was refused and why a half-typed colour cannot be saved', async () => {
    const calls = mockDesignApi()
    const { user } = await renderDesign()
    await user.click(screen.getByRole('tab', { name: 'Estilo visual' }))
    const colour = screen.getByRole('textbox', { name: 'Color de títulos' })
    await user.type(colour, 'z')
    expect(colour).toHaveAttribute('aria-invalid', 'true')
    expect(colour).toHaveAccessibleDescription(/«#1c1917z» no es un color/)

    await user.clear(colour)
    await user.type(colour, '#1c191')
    expect(colour).not.toHaveAttribute('aria-invalid')
    await user.click(saveButton())
    await waitFor(() => expect(colour).toHaveAttribute('aria-invalid', 'true'))
    expect(colour).toHaveAccessibleDescription(/Este color está incompleto/)
    await waitFor(() => expect(colour).toHaveFocus())
    expect(puts(calls)).toEqual([])
  })

  it('keeps a pasted over-long business name whole, counts it and refuses it with its limit', async () => {
    const calls = mockDesignApi()
    const { user, businessName } = await renderDesign()
    await user.clear(businessName)
    await user.paste('N'.repeat(5000))
    expect(businessName).toHaveValue('N'.repeat(5000))
    expect(screen.getByText('5000 de 120 caracteres')).toBeInTheDocument()
    await user.click(saveButton())
    await waitFor(() => expect(businessName).toHaveAttribute('aria-invalid', 'true'))
    expect(businessName).toHaveAccessibleDescription(
      /El nombre del negocio puede tener hasta 120 caracteres\./,
    )
    expect(puts(calls)).toEqual([])
  })

  it('saves only what changed, says so, and has nothing left to save', async () => {
    const calls = mockDesignApi()
    const { user, businessName } = await renderDesign()
    await user.clear(businessName)
    await user.type(businessName, 'Panadería Central')
    expect(screen.getByText('Tienes cambios sin guardar')).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Estilo visual' }))
    await user.click(screen.getByRole('radio', { name: 'Roboto' }))
    const gradient = screen.getByRole('textbox', { name: 'Color de degradado (opcional)' })
    await user.type(gradient, '#ffedd5')
    await user.click(saveButton())

    expect(await screen.findByRole('status')).toHaveTextContent('Cambios guardados.')
    expect(puts(calls).map((call) => call.body)).toEqual([
      { businessName: 'Panadería Central', font: 'Roboto', gradient: '#ffedd5' },
    ])
    expect(saveButton()).toBeDisabled()
    expect(screen.getByRole('radio', { name: 'Roboto' })).toBeChecked()
  })

  it('keeps every edit and says why when saving fails, in the interface language', async () => {
    const calls = mockDesignApi(() => apiError(500, 'internal_error', 'Boom'))
    const { user, businessName } = await renderDesign()
    await user.clear(businessName)
    await user.type(businessName, 'Panadería Central')
    await user.click(saveButton())

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'No pudimos guardar el diseño. Tus cambios siguen aquí; inténtalo de nuevo.',
    )
    expect(businessName).toHaveValue('Panadería Central')
    expect(saveButton()).toBeEnabled()
    expect(puts(calls)).toHaveLength(1)
  })

  it('refuses a size outside the schema bounds and shows it on its tab', async () => {
    const calls = mockDesignApi()
    const { user } = await renderDesign()
    await user.click(screen.getByRole('tab', { name: 'Estilo visual' }))
    const size = screen.getByRole('spinbutton', { name: 'Tamaño de títulos' })
    await user.clear(size)
    await user.type(size, '200')
    await user.click(screen.getByRole('tab', { name: 'Identidad de marca' }))
    await user.click(saveButton())

    expect(await screen.findByText('Escribe un número entero entre 16 y 96.')).toBeVisible()
    expect(screen.getByRole('tab', { name: 'Estilo visual' })).toHaveAttribute('aria-selected', 'true')
    await waitFor(() => expect(size).toHaveFocus())
    expect(puts(calls)).toEqual([])
  })

  it('uploads a chosen image before saving, and sends a removed one as null', async () => {
    const withBanner = { ...saved, banner: '/media/banner-1200.webp' }
    const calls = mockDesignApi(undefined, {
      start: withBanner,
      routes: {
        'POST /api/catalogues/cat-1/design/images/logo': {
          status: 200,
          body: { ...withBanner, logo: '/media/logo-1200.webp' },
        },
      },
    })
    const { user } = await renderDesign()
    const logo = screen.getByRole('group', { name: 'Logo (opcional)' })
    const file = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', {
      type: 'image/svg+xml',
    })
    await user.upload(within(logo).getByLabelText('Logo (opcional)'), file)
    const banner = screen.getByRole('group', { name: 'Banner (opcional)' })
    await user.click(within(banner).getByRole('button', { name: 'Quitar imagen' }))
    await user.click(saveButton())

    expect(await screen.findByRole('status')).toHaveTextContent('Cambios guardados.')
    const writes = calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`)
    expect(writes).toEqual([
      'POST /api/catalogues/cat-1/design/images/logo',
      'PUT /api/catalogues/cat-1/design',
    ])
    expect(puts(calls)[0]?.body).toEqual({ banner: null })
  })

  it("shows the server's words when it refuses an image, and keeps the chosen file", async () => {
    mockDesignApi(undefined, {
      routes: {
        'POST /api/catalogues/cat-1/design/images/logo': apiError(
          422,
          'image_unreadable',
          'No pudimos leer esta imagen.',
        ),
      },
    })
    const { user } = await renderDesign()
    const logo = screen.getByRole('group', { name: 'Logo (opcional)' })
    const file = new File(['png'], 'logo.png', { type: 'image/png' })
    await user.upload(within(logo).getByLabelText('Logo (opcional)'), file)
    await user.click(saveButton())

    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos leer esta imagen.')
    expect(within(logo).getByText('logo.png: sin guardar')).toBeInTheDocument()
    expect(saveButton()).toBeEnabled()
  })

  it('discards back to the saved design', async () => {
    mockDesignApi()
    const { user, businessName } = await renderDesign()
    await user.clear(businessName)
    await user.type(businessName, 'Otro nombre')
    await user.click(discardButton())

    expect(businessName).toHaveValue('Café de la Plaza')
    expect(screen.getByRole('status')).toHaveTextContent('Cambios descartados')
    expect(discardButton()).toBeDisabled()
  })

  it('opens the preview with the unsaved edits and its prices, and gives focus back when it closes', async () => {
    mockDesignApi()
    const { user, businessName } = await renderDesign()
    await user.clear(businessName)
    await user.type(businessName, 'Panadería Central')
    const open = await screen.findByRole('button', { name: 'Vista previa' })
    await user.click(open)

    const dialog = await screen.findByRole('dialog', { name: 'Vista previa' })
    expect(within(dialog).getByText('Panadería Central')).toBeInTheDocument()
    expect(within(dialog).getByText('Bandeja paisa')).toBeInTheDocument()
    expect(within(dialog).getByText('$ 32.000')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(open).toHaveFocus()
  })

  it('asks before leaving with unsaved changes', async () => {
    mockDesignApi()
    const { user, businessName, router } = await renderDesign()
    await user.type(businessName, '!')
    await user.click(screen.getAllByRole('link', { name: 'Productos' })[0]!)

    const dialog = await screen.findByRole('alertdialog', { name: '¿Salir sin guardar?' })
    await user.click(within(dialog).getByRole('button', { name: 'Seguir editando' }))
    expect(router.state.location.pathname).toBe('/dashboard/diseno')
    expect(businessName).toHaveValue('Café de la Plaza!')

    await user.click(screen.getAllByRole('link', { name: 'Productos' })[0]!)
    await user.click(await screen.findByRole('button', { name: 'Salir sin guardar' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/productos'))
  })

  it('speaks English', async () => {
    mockDesignApi()
    const app = renderApp('/dashboard/diseno')
    await app.user.click(await screen.findByRole('button', { name: 'EN, cambiar a inglés' }))
    expect(await screen.findByRole('tab', { name: 'Brand identity' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Business name' })).toHaveValue('Café de la Plaza')
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled()
  })
})
