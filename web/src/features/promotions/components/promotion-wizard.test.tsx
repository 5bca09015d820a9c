import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Promotion } from '#domain/promotions/promotion.schema.ts'
import { buildCategory, buildProduct } from '../../../entities/catalogue/testing/test-data.ts'
import { type ApiCall, apiError, buildMe, mockApi } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'
import { buildPromotion, fakePromotionRoutes } from '../testing/fake-promotions.ts'

const categories = [
  buildCategory({ id: 'c-entradas', name: 'Entradas', position: 0 }),
  buildCategory({ id: 'c-bebidas', name: 'Bebidas', position: 1 }),
]
const products = [
  buildProduct({ id: 'p-empanadas', name: 'Empanadas', categoryId: 'c-entradas', price: '12000' }),
  buildProduct({ id: 'p-cafe', name: 'Café', categoryId: 'c-bebidas', price: '4500' }),
  buildProduct({ id: 'p-limonada', name: 'Limonada de coco', categoryId: 'c-bebidas', price: '9500' }),
]
const existing = buildPromotion({ id: 'p-old', nombre: 'Happy hour', categoria: 'Bebidas' })

function mockPromotions(
  fixed: Parameters<typeof mockApi>[0] = {},
  promotions: Promotion[] = [existing],
): ApiCall[] {
  return mockApi(
    fakePromotionRoutes(
      { categories, products, promotions },
      { 'GET /api/me': { status: 200, body: { user: buildMe() } }, ...fixed },
    ).routes,
  )
}

async function openNewPromotion() {
  const app = renderApp('/dashboard/promociones')
  await app.user.click(await screen.findByRole('button', { name: 'Nueva promoción' }, { timeout: 5000 }))
  const dialog = await screen.findByRole('dialog', { name: 'Nueva promoción' })
  const field = (name: string | RegExp) => within(dialog).getByRole('textbox', { name })
  const next = () => app.user.click(within(dialog).getByRole('button', { name: 'Siguiente' }))
  const previous = () => app.user.click(within(dialog).getByRole('button', { name: 'Anterior' }))
  return { ...app, dialog, field, next, previous }
}

const sent = (calls: ApiCall[], method: string) =>
  calls.filter((call) => call.method === method).map((call) => call.body)

describe('The promotion wizard', { timeout: 20_000 }, () => {
  it('creates a discount over three steps, each keeping its values going back', async () => {
    const calls = mockPromotions()
    const { user, dialog, field, next, previous } = await openNewPromotion()
    expect(within(dialog).getByText('Paso 1 de 3 · Información')).toBeInTheDocument()
    await user.type(field('Nombre'), 'Tarde de café')
    await user.type(field('Descripción'), 'Todas las tardes')
    await next()

    expect(within(dialog).getByText('Paso 2 de 3 · Tipo de promoción')).toHaveFocus()
    await user.click(within(dialog).getByRole('radio', { name: /Descuento/ }))
    await user.type(field('Porcentaje de descuento'), '20')
    await next()

    expect(within(dialog).getByText('Paso 3 de 3 · Productos y fechas')).toHaveFocus()
    const productList = within(dialog).getByRole('group', { name: /Productos/ })
    await user.type(within(productList).getByRole('searchbox', { name: 'Buscar en productos' }), 'caf')
    expect(
      within(productList)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['CaféBebidas · $\u00a04.500'])
    await user.click(within(productList).getByRole('checkbox', { name: /Café/ }))
    await user.clear(within(productList).getByRole('searchbox'))
    await user.click(within(productList).getByRole('checkbox', { name: /Limonada de coco/ }))
    expect(within(productList).getByRole('button', { name: 'Quitar Café' })).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Inicio'), '2026-12-01T17:30')
    expect(within(dialog).getByLabelText('Inicio')).toHaveAccessibleDescription(
      /Zona horaria: .*\(America\/Bogota\)\./,
    )

    // Back to the first step and forward again: nothing typed is lost.
    await previous()
    expect(field('Porcentaje de descuento')).toHaveValue('20')
    await previous()
    expect(field('Nombre')).toHaveValue('Tarde de café')
    expect(field('Descripción')).toHaveValue('Todas las tardes')
    await next()
    await next()
    expect(within(dialog).getByRole('checkbox', { name: /Café/ })).toBeChecked()
    expect(within(dialog).getByLabelText('Inicio')).toHaveValue('2026-12-01T17:30')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent(calls, 'POST')).toEqual([
      {
        catalogueId: 'catalogue-1',
        imagen: null,
        nombre: 'Tarde de café',
        descripcion: 'Todas las tardes',
        activo: true,
        tipo: 'descuento',
        porcentaje: 20,
        producto2x1: null,
        precioNormal: null,
        fechaInicio: '2026-12-01T22:30:00.000Z',
        fechaFin: null,
        franjaSemanal: null,
        productosEspecificos: ['p-cafe', 'p-limonada'],
        variantes: [],
        categorias: [],
        etiquetas: [],
        translations: {},
      },
    ])
    expect(await screen.findByRole('rowheader', { name: /Tarde de café/ })).toBeInTheDocument()
  })

  it('asks which product of a 2x1 comes free once its products are picked, and needs the answer', async () => {
    const calls = mockPromotions()
    const { user, dialog, field, next } = await openNewPromotion()
    await user.type(field('Nombre'), 'Dos cafés')
    await next()
    await user.click(within(dialog).getByRole('radio', { name: /2x1/ }))
    // Nothing is picked yet: the type step asks nothing about products.
    expect(within(dialog).queryByRole('combobox')).toBeNull()
    await next()

    const free = () => within(dialog).getByRole('combobox', { name: 'Producto que va gratis' })
    expect(free()).toHaveAccessibleDescription('Elige primero los productos de la promoción.')
    const productList = within(dialog).getByRole('group', { name: /Productos/ })
    await user.click(within(productList).getByRole('checkbox', { name: /Café/ }))
    await user.click(within(productList).getByRole('checkbox', { name: /Limonada de coco/ }))
    expect(
      within(free())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Elige un producto', 'Café', 'Limonada de coco'])
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(free()).toHaveAccessibleDescription('Elige cuál de los productos de la promoción va gratis.')
    expect(sent(calls, 'POST')).toEqual([])

    await user.selectOptions(free(), 'Limonada de coco')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent(calls, 'POST')).toMatchObject([
      { tipo: '2x1', producto2x1: 'p-limonada', productosEspecificos: ['p-cafe', 'p-limonada'] },
    ])
  })

  it('asks before Descartar drops what was changed, and keeps it all on Seguir editando', async () => {
    const calls = mockPromotions()
    const { user, dialog, field, next } = await openNewPromotion()
    await user.type(field('Nombre'), 'Tarde de café')
    await next()
    await next()
    const discard = within(dialog).getByRole('button', { name: 'Descartar' })
    await user.click(discard)
    const question = await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' })
    expect(within(question).getByRole('button', { name: 'Seguir editando' })).toHaveFocus()
    await user.click(within(question).getByRole('button', { name: 'Seguir editando' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(within(dialog).getByText('Paso 3 de 3 · Productos y fechas')).toBeInTheDocument()
    await waitFor(() => expect(discard).toHaveFocus())

    // Escape asks the same question; Descartar there closes the wizard and saves nothing.
    await user.keyboard('{Escape}')
    const again = await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' })
    await user.click(within(again).getByRole('button', { name: 'Descartar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(sent(calls, 'POST')).toEqual([])
    // Opened again, the wizard starts empty.
    await user.click(screen.getByRole('button', { name: 'Nueva promoción' }))
    const reopened = await screen.findByRole('dialog', { name: 'Nueva promoción' })
    expect(within(reopened).getByRole('textbox', { name: 'Nombre' })).toHaveValue('')
  })

  it('closes at once on Descartar when nothing was changed', async () => {
    mockPromotions()
    const { user, dialog, next } = await openNewPromotion()
    await next()
    await next()
    await user.click(within(dialog).getByRole('button', { name: 'Descartar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('refuses 0 % and 120 % at the field, and stays on the step', async () => {
    const calls = mockPromotions()
    const { user, dialog, field, next } = await openNewPromotion()
    await next()
    await user.click(within(dialog).getByRole('radio', { name: /Descuento/ }))
    await user.type(field('Porcentaje de descuento'), '0')
    await next()
    expect(field('Porcentaje de descuento')).toHaveAccessibleDescription(
      'Escribe un porcentaje entre 1 y 99.',
    )
    expect(field('Porcentaje de descuento')).toHaveFocus()
    await user.clear(field('Porcentaje de descuento'))
    await user.type(field('Porcentaje de descuento'), '120')
    await next()
    expect(field('Porcentaje de descuento')).toHaveAccessibleDescription(
      'Escribe un porcentaje entre 1 y 99.',
    )
    expect(within(dialog).getByText('Paso 2 de 3 · Tipo de promoción')).toBeInTheDocument()
    expect(sent(calls, 'POST')).toEqual([])
  })

  it('refuses an end before the start, and a fixed price above an affected product’s price', async () => {
    const calls = mockPromotions()
    const { user, dialog, field, next } = await openNewPromotion()
    await next()
    await user.click(within(dialog).getByRole('radio', { name: /Normal/ }))
    await user.type(field('Precio de la promoción (opcional)'), '5.000')
    await next()
    await user.click(within(dialog).getByRole('checkbox', { name: /Café/ }))
    await user.type(within(dialog).getByLabelText('Inicio'), '2026-12-10T12:00')
    await user.type(within(dialog).getByLabelText('Fin'), '2026-12-01T12:00')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    // The first refused field's step is shown: the price, on step 2.
    expect(await within(dialog).findByText('Paso 2 de 3 · Tipo de promoción')).toBeInTheDocument()
    expect(field('Precio de la promoción (opcional)')).toHaveAccessibleDescription(
      'El precio de la promoción no puede ser mayor que el de los productos a los que afecta.',
    )
    await user.clear(field('Precio de la promoción (opcional)'))
    await user.type(field('Precio de la promoción (opcional)'), '4.000')
    await next()
    expect(within(dialog).getByLabelText('Fin')).toHaveAccessibleDescription(
      expect.stringContaining('El fin debe ser después del inicio.'),
    )
    expect(sent(calls, 'POST')).toEqual([])
  })

  it('shows a refusal the server names at its field', async () => {
    mockPromotions({
      'POST /api/promotions': {
        status: 400,
        body: {
          error: {
            code: 'invalid_promotion',
            message: 'invalid',
            fields: { precioNormal: ['promotions.errors.fixedPriceAbovePrice'] },
          },
        },
      },
    })
    const { user, dialog, field, next } = await openNewPromotion()
    await next()
    await user.type(field('Precio de la promoción (opcional)'), '3000')
    await next()
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(await within(dialog).findByText('Paso 2 de 3 · Tipo de promoción')).toBeInTheDocument()
    expect(field('Precio de la promoción (opcional)')).toHaveAccessibleDescription(
      'El precio de la promoción no puede ser mayor que el de los productos a los que afecta.',
    )
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('says in the popup when saving fails, closes it after 5 s, and keeps every value', async () => {
    mockPromotions({ 'POST /api/promotions': apiError(500, 'internal') })
    const { user, dialog, field, next, previous } = await openNewPromotion()
    await user.type(field('Nombre'), 'Tarde de café')
    await next()
    await user.click(within(dialog).getByRole('radio', { name: /Descuento/ }))
    await user.type(field('Porcentaje de descuento'), '15')
    await next()
    await user.click(within(dialog).getByRole('checkbox', { name: /Empanadas/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))

    const popup = await screen.findByRole('alertdialog', { name: 'Algo salió mal...' })
    expect(popup).toHaveAccessibleDescription(
      'No se pudo crear la nueva promoción. Algo salió mal. Tus ajustes están en camino. Verás los cambios reflejados en tu menú en unos minutos.',
    )
    expect(within(popup).getByRole('button', { name: 'Entendido' })).toHaveFocus()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 6500 })

    expect(screen.getByRole('dialog', { name: 'Nueva promoción' })).toBeInTheDocument()
    expect(within(dialog).getByRole('checkbox', { name: /Empanadas/ })).toBeChecked()
    await previous()
    expect(field('Porcentaje de descuento')).toHaveValue('15')
    await previous()
    expect(field('Nombre')).toHaveValue('Tarde de café')
  })

  it('says the server’s words when the catalogue cannot hold another promotion', async () => {
    const message = 'Este catálogo ya tiene 200 promociones, el máximo.'
    mockPromotions({ 'POST /api/promotions': apiError(409, 'promotion_limit_reached', message) })
    const { user, dialog, next } = await openNewPromotion()
    await next()
    await next()
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    const popup = await screen.findByRole('alertdialog', { name: 'Algo salió mal...' })
    expect(popup).toHaveAccessibleDescription(`No se pudo crear la nueva promoción. ${message}`)
  })

  it('uploads a chosen picture first and saves the promotion with its address', async () => {
    const imagen = '/media/0b7c4a8e-1111-4222-8333-944455556666-640.webp'
    const calls = mockPromotions({ 'POST /api/promotions/image': { status: 200, body: { imagen } } })
    const { user, dialog, field, next } = await openNewPromotion()
    await user.type(field('Nombre'), 'Postre del día')
    await user.upload(
      within(dialog).getByLabelText('Imagen'),
      new File(['not really a png'], 'postre.png', { type: 'image/png' }),
    )
    await next()
    await next()
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/promotions/image',
      '/api/promotions',
    ])
    expect(sent(calls, 'POST')[1]).toMatchObject({ nombre: 'Postre del día', imagen })
  })

  it('says in the popup when the picture cannot be uploaded, in the server’s words', async () => {
    const message = 'Esta imagen pesa más de 8 MB. Elige una más liviana.'
    mockPromotions({ 'POST /api/promotions/image': apiError(413, 'image_too_large', message) })
    const { user, dialog, field, next } = await openNewPromotion()
    await user.type(field('Nombre'), 'Postre del día')
    await user.upload(
      within(dialog).getByLabelText('Imagen'),
      new File(['x'], 'postre.png', { type: 'image/png' }),
    )
    await next()
    await next()
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    const popup = await screen.findByRole('alertdialog', { name: 'Algo salió mal...' })
    expect(popup).toHaveAccessibleDescription(`No se pudo cargar la imagen. ${message}`)
  })

  it('edits a promotion as the server holds it now, and switches it off', async () => {
    const calls = mockPromotions()
    const { user } = renderApp('/dashboard/promociones')
    await user.click(await screen.findByRole('button', { name: 'Editar Happy hour' }, { timeout: 5000 }))
    const dialog = await screen.findByRole('dialog', { name: 'Editar promoción' })
    expect(await within(dialog).findByRole('textbox', { name: 'Nombre' })).toHaveValue('Happy hour')
    await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }))
    await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }))
    await user.click(within(dialog).getByRole('switch', { name: 'Activa' }))
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(calls.filter((call) => call.method === 'GET').map((call) => call.path)).toContain(
      '/api/promotions/p-old',
    )
    expect(sent(calls, 'PUT')).toMatchObject([{ nombre: 'Happy hour', activo: false }])
    const row = screen.getByRole('rowheader', { name: /Happy hour/ }).closest('tr')!
    expect(await within(row).findByText('Inactiva')).toBeInTheDocument()
  })

  it('says in the popup when the promotion cannot be loaded for editing', async () => {
    mockPromotions({ 'GET /api/promotions/p-old': apiError(500, 'internal') })
    const { user } = renderApp('/dashboard/promociones')
    await user.click(await screen.findByRole('button', { name: 'Editar Happy hour' }, { timeout: 5000 }))
    const popup = await screen.findByRole('alertdialog', { name: 'Algo salió mal...' })
    expect(popup).toHaveAccessibleDescription('No se pudo cargar la promoción para editarla.')
    expect(screen.queryByRole('dialog', { name: 'Editar promoción' })).not.toBeInTheDocument()
  })
})
