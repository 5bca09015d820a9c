import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Catalogue } from '#domain/catalogues/catalogue.schema.ts'
import { getTemplateDesign } from '#domain/catalogues/templates.ts'
import type { Role } from '#domain/team/roles.ts'
import { buildMe, mockSession } from '../../../../test/api-mock.ts'
import { renderApp } from '../../../../test/render-app.tsx'

const catalogue = (id: string, nombre: string, activo: boolean): Catalogue => ({
  id,
  nombre,
  imagen: null,
  editado: new Date().toISOString(),
  activo,
  template: 'moderno',
})

function serveCatalogues(role: Role, catalogues: Catalogue[]) {
  mockSession(buildMe({ role }), {
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

async function openMyCatalogues() {
  const app = renderApp('/dashboard/catalogos')
  await screen.findByRole('heading', { level: 1, name: 'Mis catálogos' }, { timeout: 5000 })
  return app
}

const day = catalogue('a', 'Carta de día', true)
const night = catalogue('b', 'Carta de noche', false)

describe('Mis catálogos and the member’s role (useCan)', { timeout: 20_000 }, () => {
  it.each<Role>(['owner', 'manager'])(
    'offers %s to create, activate, edit, rename, delete and upload a menu',
    async (role) => {
      serveCatalogues(role, [day, night])
      const { user } = await openMyCatalogues()
      const others = within(await screen.findByRole('region', { name: 'Otros catálogos' }))
      expect(others.getByRole('button', { name: 'Activar Carta de noche' })).toBeInTheDocument()
      expect(others.getByRole('link', { name: 'Editar Carta de noche' })).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Editar Carta de día' })).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Crear nuevo catálogo' })).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Subir menú' })).toBeInTheDocument()

      await user.click(others.getByRole('button', { name: 'Más acciones de Carta de noche' }))
      const menu = await screen.findByRole('menu')
      expect(within(menu).getByRole('menuitem', { name: 'Cambiar nombre' })).toBeInTheDocument()
      expect(within(menu).getByRole('menuitem', { name: 'Eliminar' })).toBeInTheDocument()
    },
  )

  it.each<Role>(['staff', 'viewer'])(
    'shows %s the catalogues to preview, and no way to change them',
    async (role) => {
      serveCatalogues(role, [day, night])
      const { user } = await openMyCatalogues()
      const others = within(await screen.findByRole('region', { name: 'Otros catálogos' }))
      expect(others.getByRole('button', { name: 'Vista previa de Carta de noche' })).toBeInTheDocument()
      expect(others.queryByRole('button', { name: 'Activar Carta de noche' })).not.toBeInTheDocument()
      expect(screen.queryByRole('link', { name: /^Editar / })).not.toBeInTheDocument()
      expect(screen.queryByRole('link', { name: 'Crear nuevo catálogo' })).not.toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Subir menú' })).not.toBeInTheDocument()

      // The allergen table to print stays; renaming and deleting do not.
      await user.click(others.getByRole('button', { name: 'Más acciones de Carta de noche' }))
      const menu = await screen.findByRole('menu')
      expect(within(menu).getByRole('menuitem', { name: 'Tabla de alérgenos' })).toBeInTheDocument()
      expect(within(menu).queryByRole('menuitem', { name: 'Cambiar nombre' })).not.toBeInTheDocument()
      expect(within(menu).queryByRole('menuitem', { name: 'Eliminar' })).not.toBeInTheDocument()
    },
  )

  it('tells staff that no catalogue is active without a button to activate one', async () => {
    serveCatalogues('staff', [night])
    await openMyCatalogues()
    expect(await screen.findByRole('heading', { name: 'Ningún catálogo está activo' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Activar Carta de noche' })).not.toBeInTheDocument()
  })

  it('tells staff with no catalogue yet that they will see one here, without a way to create it', async () => {
    serveCatalogues('staff', [])
    await openMyCatalogues()
    expect(await screen.findByRole('heading', { name: 'Aún no tienes catálogos' })).toBeInTheDocument()
    expect(screen.getByText('Cuando tu negocio tenga uno, lo verás aquí.')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Crear nuevo catálogo' })).not.toBeInTheDocument()
  })
})
