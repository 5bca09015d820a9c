import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Promotion } from '#domain/promotions/promotion.schema.ts'
import type { Role } from '#domain/team/roles.ts'
import { buildCatalogue } from '../../../entities/catalogue/testing/test-data.ts'
import { buildMe, mockApi } from '../../../test/api-mock.ts'
import { renderElement } from '../../../test/render-app.tsx'
import { RoleKnown } from '../../../test/role-known.tsx'
import { buildPromotion, fakePromotionRoutes } from '../testing/fake-promotions.ts'
import { PromotionsScreen } from './promotions-screen.tsx'

const catalogue = buildCatalogue({ id: 'catalogue-1' })
const happyHour = buildPromotion({ id: 'p-happy', nombre: 'Happy hour' })

function renderPromotions(role: Role, promotions: Promotion[]) {
  mockApi(
    fakePromotionRoutes(
      { catalogue, categories: [], products: [], promotions },
      { 'GET /api/me': { status: 200, body: { user: buildMe({ role }) } } },
    ).routes,
  )
  return renderElement(
    <>
      <RoleKnown />
      <PromotionsScreen catalogue={catalogue} currency="COP" timeZone="America/Bogota" />
    </>,
  )
}

describe('A promotion’s own actions and the member’s role (useCan)', () => {
  it.each<Role>(['owner', 'manager'])('offers %s to edit and delete each promotion', async (role) => {
    renderPromotions(role, [happyHour])
    expect(await screen.findByRole('button', { name: 'Editar Happy hour' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Eliminar Happy hour' })).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: 'Acciones' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Nueva promoción' })).toBeInTheDocument()
  })

  it.each<Role>(['staff', 'viewer'])('lets %s read the list without a way to change it', async (role) => {
    renderPromotions(role, [happyHour])
    await screen.findByText(`role: ${role}`)
    expect(await screen.findByRole('rowheader', { name: /Happy hour/ })).toBeInTheDocument()
    // The search and the filter still read the list.
    expect(screen.getByRole('searchbox', { name: 'Buscar promociones' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Editar Happy hour' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Eliminar Happy hour' })).not.toBeInTheDocument()
    expect(screen.queryByRole('columnheader', { name: 'Acciones' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Nueva promoción' })).not.toBeInTheDocument()
  })

  it('says there are none to staff without inviting them to create one', async () => {
    renderPromotions('staff', [])
    await screen.findByText('role: staff')
    expect(await screen.findByRole('heading', { name: 'Aún no tienes promociones' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Crear promoción' })).not.toBeInTheDocument()
  })

  it('invites a manager to create the first one', async () => {
    renderPromotions('manager', [])
    expect(await screen.findByRole('button', { name: 'Crear promoción' })).toBeInTheDocument()
  })
})
