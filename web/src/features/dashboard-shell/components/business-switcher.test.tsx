import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Me } from '#domain/accounts/account.schema.ts'
import { apiError, buildMe, mockSession } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

const OWN = { id: 'business-1', name: 'Café de la Plaza', slug: 'cafe-de-la-plaza', role: 'owner' } as const
const OTHER = { id: 'business-2', name: 'La Tasca de Pepe', slug: 'la-tasca-de-pepe', role: 'staff' } as const

/** A member of two businesses, working in `current`. */
function memberOfTwo(current: 'own' | 'other'): Me {
  const me = buildMe({ businesses: [OWN, OTHER] })
  if (current === 'own') return me
  return {
    ...me,
    role: 'staff',
    business: { ...me.business, id: OTHER.id, name: OTHER.name, slug: OTHER.slug },
  }
}

async function openMenu(path = '/dashboard/configuracion') {
  const app = renderApp(path)
  await screen.findByRole('heading', { level: 1 })
  await app.user.click(screen.getByRole('button', { name: /Menú de perfil/ }))
  return { ...app, menu: await screen.findByRole('menu') }
}

describe('the business switcher', { timeout: 20_000 }, () => {
  it('is not shown to a member of one business', async () => {
    mockSession(buildMe())
    const { menu } = await openMenu()
    expect(within(menu).queryByText('Tus negocios')).not.toBeInTheDocument()
    expect(within(menu).queryByRole('menuitem', { name: /Salir de este negocio/ })).not.toBeInTheDocument()
  })

  it('lists the businesses with the role, the current one checked, and switches to another', async () => {
    let current: 'own' | 'other' = 'own'
    const calls = mockSession(undefined, {
      'GET /api/me': () => ({ status: 200, body: { user: memberOfTwo(current) } }),
      'PUT /api/session/business': () => {
        current = 'other'
        return { status: 200, body: { user: memberOfTwo('other') } }
      },
    })
    const { user, menu, router } = await openMenu()
    const own = within(menu).getByRole('menuitem', { name: /Café de la Plaza/ })
    expect(own).toHaveAttribute('aria-current', 'true')
    expect(own).toHaveTextContent('Propietario')
    const other = within(menu).getByRole('menuitem', { name: /La Tasca de Pepe/ })
    expect(other).toHaveTextContent('Personal')
    await user.click(other)
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ businessId: OTHER.id })
    // The staff member's dashboard: no Plantillas nor Diseño in the navigation.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Plantillas' })).not.toBeInTheDocument())
    expect(screen.getByRole('link', { name: 'Productos' })).toBeInTheDocument()
  })

  it('leaves a business that is not one’s own, after asking', async () => {
    let current: 'own' | 'other' = 'other'
    const calls = mockSession(undefined, {
      'GET /api/me': () => ({ status: 200, body: { user: memberOfTwo(current) } }),
      'DELETE /api/team/membership': () => {
        current = 'own'
        return { status: 204 }
      },
    })
    const { user, menu } = await openMenu('/dashboard')
    await user.click(within(menu).getByRole('menuitem', { name: 'Salir de este negocio' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Salir de La Tasca de Pepe' })
    await user.click(within(dialog).getByRole('button', { name: 'Sí, salir' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true)
    await waitFor(() => expect(screen.getByRole('link', { name: 'Plantillas' })).toBeInTheDocument())
  })

  it('says so when the business let the member go, and goes on in their own', async () => {
    let current: 'own' | 'other' = 'other'
    mockSession(undefined, {
      'GET /api/me': () => ({ status: 200, body: { user: memberOfTwo(current) } }),
      'GET /api/settings': () => {
        current = 'own'
        return apiError(403, 'membership_ended')
      },
    })
    renderApp('/dashboard/configuracion')
    expect(
      await screen.findByText('Ya no formas parte de ese negocio. Vuelves a trabajar en el tuyo.'),
    ).toBeInTheDocument()
  })
})
