import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { InvitationPreview } from '#domain/team/team.schema.ts'
import { apiError, buildMe, mockSession } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

const BUSINESS_ID = '9b2f7c1e-1d3a-4e8b-9a55-0c2d3e4f5a6b'
const PAGE = '/equipo/invitacion?token=abc123'

function preview(overrides: Partial<InvitationPreview> = {}): InvitationPreview {
  return {
    businessName: 'La Tasca de Pepe',
    role: 'staff',
    email: 'maria@cafedelaplaza.co',
    isExpired: false,
    ...overrides,
  }
}

describe('the invitation page', { timeout: 20_000 }, () => {
  it('asks a visitor to sign in or sign up, and brings them back here', async () => {
    mockSession(null)
    const { user, router } = renderApp(PAGE)
    await user.click(await screen.findByRole('link', { name: 'Iniciar sesión' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.state).toEqual({ redirectAfterAuth: PAGE })
  })

  it('shows the business, the role and the address, and joins', async () => {
    const calls = mockSession(buildMe(), {
      'GET /api/team/invitations/preview': { status: 200, body: preview() },
      'POST /api/team/invitations/accept': { status: 200, body: { businessId: BUSINESS_ID } },
    })
    const { user, router } = renderApp(PAGE)
    expect(await screen.findByText('La Tasca de Pepe te invita a su equipo en Vitrina.')).toBeInTheDocument()
    expect(screen.getByText('Personal')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Unirme al equipo' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ token: 'abc123' })
  })

  it('says which address is invited when signed in with another, and offers to sign out', async () => {
    mockSession(buildMe(), {
      'GET /api/team/invitations/preview': { status: 200, body: preview({ email: 'andres@correo.co' }) },
    })
    renderApp(PAGE)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esta invitación es para andres@correo.co, pero iniciaste sesión como maria@cafedelaplaza.co.',
    )
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Unirme al equipo' })).not.toBeInTheDocument()
  })

  it('says an invitation has expired', async () => {
    mockSession(buildMe(), {
      'GET /api/team/invitations/preview': { status: 200, body: preview({ isExpired: true }) },
    })
    renderApp(PAGE)
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta invitación caducó.')
  })

  it('says an invitation was used or revoked', async () => {
    mockSession(buildMe(), { 'GET /api/team/invitations/preview': apiError(404, 'not_found') })
    renderApp(PAGE)
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta invitación ya se usó, fue anulada')
  })

  it('shows the server’s refusal when joining fails', async () => {
    mockSession(buildMe(), {
      'GET /api/team/invitations/preview': { status: 200, body: preview() },
      'POST /api/team/invitations/accept': apiError(
        410,
        'team_invitation_used',
        'Esta invitación ya se usó o fue anulada.',
      ),
    })
    const { user } = renderApp(PAGE)
    await user.click(await screen.findByRole('button', { name: 'Unirme al equipo' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta invitación ya se usó o fue anulada.')
  })
})
