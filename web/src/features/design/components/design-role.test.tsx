import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEFAULT_DESIGN } from '#domain/catalogues/design.schema.ts'
import type { Role } from '#domain/team/roles.ts'
import { buildCatalogue, buildCategory, buildProduct } from '../../../entities/catalogue/testing/test-data.ts'
import { buildMe, mockSession } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

const catalogue = buildCatalogue({ id: 'cat-1' })

function openDesign(role: Role) {
  mockSession(buildMe({ role }), {
    'GET /api/catalogues': { status: 200, body: [catalogue] },
    'GET /api/catalogues/cat-1/design': { status: 200, body: DEFAULT_DESIGN },
    'GET /api/catalogues/cat-1/categories': {
      status: 200,
      body: [buildCategory({ id: 'fuertes', name: 'Fuertes' })],
    },
    'GET /api/catalogues/cat-1/products': {
      status: 200,
      body: [buildProduct({ id: 'p-1', name: 'Bandeja paisa', categoryId: 'fuertes' })],
    },
  })
  renderApp('/dashboard/diseno')
}

describe('Diseño and the member’s role (useCan)', { timeout: 20_000 }, () => {
  it('gives an owner the form and the business’s currency', async () => {
    openDesign('owner')
    expect(await screen.findByRole('form', { name: 'Diseño del catálogo' }, { timeout: 5000 })).toBeVisible()
    expect(screen.getByRole('combobox', { name: 'Moneda' })).toBeInTheDocument()
  })

  it('gives a manager the form, but not the currency, which is the business’s settings', async () => {
    openDesign('manager')
    expect(await screen.findByRole('form', { name: 'Diseño del catálogo' }, { timeout: 5000 })).toBeVisible()
    expect(screen.queryByRole('combobox', { name: 'Moneda' })).not.toBeInTheDocument()
  })

  it.each<Role>(['staff', 'viewer'])('shows %s the saved design’s preview and no control', async (role) => {
    openDesign(role)
    expect(
      await screen.findByRole('complementary', { name: 'Vista previa' }, { timeout: 5000 }),
    ).toHaveTextContent('Tu rol en este negocio permite ver el diseño, no cambiarlo.')
    expect(await screen.findByText('Bandeja paisa')).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Diseño del catálogo' })).not.toBeInTheDocument()
    expect(screen.queryByRole('combobox', { name: 'Moneda' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Guardar/ })).not.toBeInTheDocument()
  })
})
