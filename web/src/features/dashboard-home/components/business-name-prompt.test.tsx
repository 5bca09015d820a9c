import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEFAULT_DESIGN } from '#domain/catalogues/design.schema.ts'
import { buildMe, mockSession } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

// An owner whose business carries their own name is told on Inicio, once, and led to Negocio.

const namedAfterOwner = buildMe({
  name: 'Lucía Fernández',
  business: { ...buildMe().business, name: 'Lucía Fernández', slug: 'lucia-fernandez' },
})

function mockInicio(me = namedAfterOwner) {
  mockSession(me, {
    'GET /api/catalogues': { status: 200, body: [] },
    'GET /api/catalogues/cat-1/design': { status: 200, body: DEFAULT_DESIGN },
    'GET /api/visits': { status: 200, body: { isCounting: true, days: [], categories: [], promotions: [] } },
  })
}

const prompt = () => screen.queryByRole('region', { name: 'Tu negocio se llama «Lucía Fernández», como tú' })

describe('the business name note on Inicio', () => {
  it('tells an owner whose business has their name, and leads to Configuración → Negocio', async () => {
    mockInicio()
    const { user, router } = renderApp('/dashboard')
    await screen.findByRole('heading', { level: 1 })
    expect(await screen.findByRole('region', { name: /Tu negocio se llama/ })).toHaveTextContent(
      'Ese nombre encabeza tu menú, tu página de reservas y los correos que reciben tus clientes.',
    )
    await user.click(screen.getByRole('link', { name: 'Cambiar el nombre del negocio' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/configuracion/negocio'))
  })

  it('stays closed once closed, on the next visit too', async () => {
    mockInicio()
    const first = renderApp('/dashboard')
    await screen.findByRole('region', { name: /Tu negocio se llama/ })
    await first.user.click(screen.getByRole('button', { name: 'Cerrar aviso del nombre del negocio' }))
    expect(prompt()).not.toBeInTheDocument()
    first.unmount()

    mockInicio()
    renderApp('/dashboard')
    await screen.findByRole('heading', { level: 1 })
    expect(prompt()).not.toBeInTheDocument()
  })

  it('says nothing to an owner whose business has a name of its own', async () => {
    mockInicio(buildMe({ name: 'Lucía Fernández' }))
    renderApp('/dashboard')
    await screen.findByRole('heading', { level: 1 })
    await screen.findByText('Aún no tienes catálogos')
    expect(screen.queryByRole('region', { name: /Tu negocio se llama/ })).not.toBeInTheDocument()
  })
})
