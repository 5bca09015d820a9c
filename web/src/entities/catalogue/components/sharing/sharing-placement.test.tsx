import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Catalogue } from '#domain/catalogues/catalogue.schema.ts'
import { getTemplateDesign } from '#domain/catalogues/templates.ts'
import { mockSession } from '../../../../test/api-mock.ts'
import { renderApp } from '../../../../test/render-app.tsx'

const catalogue = (id: string, nombre: string, activo: boolean): Catalogue => ({
  id,
  nombre,
  imagen: null,
  editado: new Date().toISOString(),
  activo,
  template: 'moderno',
})

/** The signed-in owner (slug cafe-de-la-plaza) with these catalogues, each empty. */
function serve(catalogues: Catalogue[]) {
  mockSession(undefined, {
    'GET /api/catalogues': { status: 200, body: catalogues },
    ...Object.fromEntries(
      catalogues.flatMap(({ id }) => [
        [`GET /api/catalogues/${id}/design`, { status: 200, body: getTemplateDesign('moderno') }],
        [`GET /api/catalogues/${id}/categories`, { status: 200, body: [] }],
        [`GET /api/catalogues/${id}/products`, { status: 200, body: [] }],
      ]),
    ),
  })
}

const publicUrl = () => `${window.location.origin}/m/cafe-de-la-plaza`
// The first render of a file loads the page's code: more than the default second on a busy machine.
const slow = { timeout: 5000 }

describe('sharing in Mis catálogos', () => {
  it('shares the active catalogue, and opens any catalogue as a customer sees it', async () => {
    serve([catalogue('a', 'Carta de día', true), catalogue('b', 'Carta de noche', false)])
    const { user } = renderApp('/dashboard/catalogos')

    const active = within(await screen.findByRole('region', { name: 'Catálogo activo' }, slow))
    await user.click(active.getByRole('button', { name: 'Compartir' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Compartir tu menú' }))
    expect(dialog.getByRole('textbox', { name: 'Enlace público' })).toHaveValue(publicUrl())
    await user.click(dialog.getByRole('button', { name: 'Cerrar' }))
    // Only the active catalogue is public: the others have nothing to share.
    const others = within(screen.getByRole('region', { name: 'Otros catálogos' }))
    expect(others.queryByRole('button', { name: 'Compartir' })).toBeNull()

    await user.click(others.getByRole('button', { name: 'Vista previa de Carta de noche' }))
    const preview = within(await screen.findByRole('dialog'))
    const link = preview.getByRole('link', {
      name: 'Ver como cliente: Carta de noche (se abre en una pestaña nueva)',
    })
    expect(link).toHaveAttribute('href', '/m/cafe-de-la-plaza?preview=b')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
  })
})

describe('sharing in Diseño', () => {
  it('says the edited catalogue is not the public one, and names the one that is', async () => {
    serve([catalogue('a', 'Carta de día', true), catalogue('b', 'Carta de noche', false)])
    const { user } = renderApp('/dashboard/diseno?catalogo=b')

    const strip = within(await screen.findByRole('region', { name: /Tu menú público/ }, slow))
    expect(
      await strip.findByText(/Este catálogo no está activo: el enlace muestra «Carta de día»/),
    ).toBeInTheDocument()
    expect(strip.getByRole('link', { name: 'Mis catálogos' })).toHaveAttribute('href', '/dashboard/catalogos')
    expect(
      strip.getByRole('link', { name: 'Ver como cliente: Carta de noche (se abre en una pestaña nueva)' }),
    ).toHaveAttribute('href', '/m/cafe-de-la-plaza?preview=b')

    await user.click(strip.getByRole('button', { name: 'Compartir' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Compartir tu menú' }))
    expect(dialog.getByRole('textbox', { name: 'Enlace público' })).toHaveValue(publicUrl())
  })

  it('says so when the edited catalogue is the public one', async () => {
    serve([catalogue('a', 'Carta de día', true), catalogue('b', 'Carta de noche', false)])
    renderApp('/dashboard/diseno?catalogo=a')

    const strip = within(await screen.findByRole('region', { name: /Tu menú público/ }, slow))
    expect(strip.getByText('Este es tu catálogo activo: es el que ven tus clientes.')).toBeInTheDocument()
    expect(strip.queryByText(/no está activo/)).toBeNull()
  })

  it('warns that the link shows nothing while no catalogue is active', async () => {
    serve([catalogue('b', 'Carta de noche', false)])
    renderApp('/dashboard/diseno?catalogo=b')

    const strip = within(await screen.findByRole('region', { name: /Tu menú público/ }, slow))
    expect(await strip.findByText(/Ningún catálogo está activo/)).toBeInTheDocument()
  })
})
