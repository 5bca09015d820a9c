import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Catalogue } from '#domain/catalogues/catalogue.schema.ts'
import { DEFAULT_DESIGN } from '#domain/catalogues/design.schema.ts'
import { MenuUploadWidget } from '../../features/menu-analyses/components/menu-upload-widget.tsx'
import { reviewedItem, reviewedMenuOf } from '../../features/menu-analyses/test-fakes.ts'
import { mockSession } from '../../test/api-mock.ts'
import { renderApp } from '../../test/render-app.tsx'

// The real widget, which one test swaps for a stand-in that hands over a reviewed menu at once: reading a file
// is the widget's own tests' business.
vi.mock('../../features/menu-analyses/components/menu-upload-widget.tsx', async (importOriginal) => {
  const original =
    await importOriginal<typeof import('../../features/menu-analyses/components/menu-upload-widget.tsx')>()
  return { MenuUploadWidget: vi.fn(original.MenuUploadWidget) }
})

const menu = reviewedMenuOf('La Fonda', 'COP', 'Postres', [reviewedItem('Tres leches', '$9.500')])

const summer: Catalogue = {
  id: 'cat-1',
  nombre: 'Carta de verano',
  imagen: null,
  editado: new Date().toISOString(),
  activo: true,
  template: 'clasico',
}

function mockCatalogues() {
  return mockSession(undefined, {
    'GET /api/catalogues': { status: 200, body: [summer] },
    'GET /api/catalogues/cat-1/design': { status: 200, body: DEFAULT_DESIGN },
    'POST /api/catalogues/cat-1/menu-import': { status: 200, body: summer },
  })
}

describe('Mis catálogos: uploading a menu', () => {
  afterEach(() => {
    // Back to the real widget (vi.fn's own implementation) for whatever test comes next.
    vi.mocked(MenuUploadWidget).mockReset()
  })

  it('opens the upload dialog with the choice, then the upload widget', async () => {
    mockCatalogues()
    const { user } = renderApp('/dashboard/catalogos')

    await user.click(await screen.findByRole('button', { name: 'Subir menú' }, { timeout: 5000 }))
    // The dialog's code arrives after the click.
    const dialog = await screen.findByRole('dialog', { name: 'Subir menú' })
    expect(within(dialog).getByRole('radio', { name: /Nuevo catálogo/ })).toBeChecked()
    expect(within(dialog).getByRole('radio', { name: /Añadir a Carta de verano/ })).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }))
    expect(await within(dialog).findByLabelText('Subir archivo')).toHaveAttribute('type', 'file')
    expect(vi.mocked(MenuUploadWidget)).toHaveBeenLastCalledWith(
      expect.objectContaining({ continueLabel: 'Crear catálogo', offersPayment: false }),
      undefined,
    )
  })

  it('takes the owner to the categories of the catalogue that now holds the menu', async () => {
    vi.mocked(MenuUploadWidget).mockImplementation(({ onContinue, continueLabel }) => (
      <button type="button" onClick={() => onContinue(menu)}>
        {continueLabel}
      </button>
    ))
    const calls = mockCatalogues()
    const { router, user } = renderApp('/dashboard/catalogos')

    await user.click(await screen.findByRole('button', { name: 'Subir menú' }, { timeout: 5000 }))
    await user.click(await screen.findByRole('radio', { name: /Añadir a Carta de verano/ }))
    await user.click(screen.getByRole('button', { name: 'Siguiente' }))
    await user.click(screen.getByRole('button', { name: 'Añadir al catálogo' }))

    // The categories page loads its code first: more than a second on a busy machine.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/categorias'), {
      timeout: 5000,
    })
    expect(router.state.location.search).toBe('?catalogo=cat-1')
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body])).toEqual([
      ['/api/catalogues/cat-1/menu-import', menu],
    ])
  })
})
