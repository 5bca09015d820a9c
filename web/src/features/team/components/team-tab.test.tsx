import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Team } from '#domain/team/team.schema.ts'
import { apiError, buildMe, mockSession } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

const INVITATION_ID = '6f1c2b1e-8a4e-4c59-9d1a-2f4f0f6f7a10'

function buildTeam(): Team {
  return {
    members: [
      {
        userId: 'user-1',
        name: 'María Fernanda López',
        email: 'maria@cafedelaplaza.co',
        role: 'owner',
        since: '2026-11-23T10:00:00.000Z',
        isYou: true,
      },
      {
        userId: 'user-2',
        name: 'Andrés Gómez',
        email: 'andres@cafedelaplaza.co',
        role: 'staff',
        since: '2026-12-01T10:00:00.000Z',
        isYou: false,
      },
    ],
    invitations: [
      {
        id: INVITATION_ID,
        email: 'lucia@correo.co',
        role: 'viewer',
        expiresAt: '2026-12-01T10:00:00.000Z',
        createdAt: '2026-11-24T10:00:00.000Z',
        isExpired: true,
      },
    ],
  }
}

function mockTeamApi(routes: Parameters<typeof mockSession>[1] = {}, me = buildMe()) {
  let team = buildTeam()
  return mockSession(me, {
    'GET /api/team': () => ({ status: 200, body: team }),
    'PATCH /api/team/members/user-2': (call) => {
      const { role } = call.body as { role: Team['members'][number]['role'] }
      team = { ...team, members: team.members.map((m) => (m.userId === 'user-2' ? { ...m, role } : m)) }
      return { status: 200, body: { member: team.members[1] } }
    },
    'DELETE /api/team/members/user-2': () => {
      team = { ...team, members: team.members.filter((m) => m.userId !== 'user-2') }
      return { status: 204 }
    },
    [`POST /api/team/invitations/${INVITATION_ID}/resend`]: () => {
      team = {
        ...team,
        invitations: [{ ...team.invitations[0]!, isExpired: false, expiresAt: '2026-12-13T10:00:00.000Z' }],
      }
      return { status: 200, body: { invitation: team.invitations[0] } }
    },
    [`DELETE /api/team/invitations/${INVITATION_ID}`]: () => {
      team = { ...team, invitations: [] }
      return { status: 204 }
    },
    ...routes,
  })
}

async function renderTab() {
  const app = renderApp('/dashboard/configuracion/equipo')
  await screen.findByRole('heading', { name: 'Miembros' })
  return app
}

describe('Configuración → Equipo', { timeout: 20_000 }, () => {
  it('lists the members with "Tú", and the expired invitation', async () => {
    mockTeamApi()
    await renderTab()
    expect(screen.getByRole('link', { name: 'Equipo' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByText('Tú')).toBeInTheDocument()
    expect(screen.getByText('andres@cafedelaplaza.co')).toBeInTheDocument()
    // Nobody may change their own role here: only the other member has a select.
    expect(screen.getAllByRole('combobox', { name: /Rol de/ })).toHaveLength(1)
    expect(screen.getByText('lucia@correo.co')).toBeInTheDocument()
    expect(screen.getByText('Caducada')).toBeInTheDocument()
    expect(screen.getByRole('table', { name: 'Qué puede hacer cada rol' })).toBeInTheDocument()
  })

  it('says at the e-mail field that the person is already on the team', async () => {
    const calls = mockTeamApi({
      'POST /api/team/invitations': {
        status: 409,
        body: {
          error: {
            code: 'team_already_member',
            message: 'Esta persona ya forma parte del equipo.',
            fields: { email: ['team.errors.alreadyMember'] },
          },
        },
      },
    })
    const { user } = await renderTab()
    const email = screen.getByRole('textbox', { name: /Correo electrónico/ })
    await user.type(email, 'andres@cafedelaplaza.co')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rol' }), 'manager')
    await user.click(screen.getByRole('button', { name: 'Invitar' }))
    await waitFor(() => expect(email).toHaveAccessibleDescription('Esta persona ya forma parte del equipo.'))
    expect(email).toHaveFocus()
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'andres@cafedelaplaza.co',
      role: 'manager',
    })
  })

  it('checks the address before sending, and says when the invitation is sent', async () => {
    const calls = mockTeamApi({
      'POST /api/team/invitations': { status: 201, body: { invitation: buildTeam().invitations[0] } },
    })
    const { user } = await renderTab()
    const email = screen.getByRole('textbox', { name: /Correo electrónico/ })
    await user.type(email, 'no-es-correo')
    await user.click(screen.getByRole('button', { name: 'Invitar' }))
    expect(email).toHaveAccessibleDescription('Ese correo no parece válido. Revísalo.')
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
    await user.clear(email)
    await user.type(email, 'nuevo@correo.co')
    await user.click(screen.getByRole('button', { name: 'Invitar' }))
    expect(await screen.findByText('Invitación enviada a nuevo@correo.co.')).toBeInTheDocument()
    expect(email).toHaveValue('')
  })

  it('changes a member’s role and removes a member after asking', async () => {
    const calls = mockTeamApi()
    const { user } = await renderTab()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rol de Andrés Gómez' }), 'manager')
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Rol de Andrés Gómez' })).toHaveValue('manager'),
    )
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ role: 'manager' })

    await user.click(screen.getByRole('button', { name: 'Quitar a Andrés Gómez del equipo' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Quitar del equipo' })
    await user.click(within(dialog).getByRole('button', { name: 'Sí, quitar' }))
    await waitFor(() => expect(screen.queryByText('andres@cafedelaplaza.co')).not.toBeInTheDocument())
    expect(screen.getByRole('heading', { name: 'Miembros' })).toHaveFocus()
  })

  it('shows the server’s refusal when the last owner would go', async () => {
    mockTeamApi({
      'DELETE /api/team/members/user-2': apiError(
        409,
        'team_last_owner',
        'El negocio necesita al menos un propietario: nombra a otro antes de cambiar o quitar a este.',
      ),
    })
    const { user } = await renderTab()
    await user.click(screen.getByRole('button', { name: 'Quitar a Andrés Gómez del equipo' }))
    await user.click(await screen.findByRole('button', { name: 'Sí, quitar' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('al menos un propietario')
  })

  it('resends an expired invitation and revokes it after asking', async () => {
    const calls = mockTeamApi()
    const { user } = await renderTab()
    await user.click(screen.getByRole('button', { name: 'Reenviar la invitación a lucia@correo.co' }))
    expect(await screen.findByText('Invitación reenviada a lucia@correo.co.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Caducada')).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Anular la invitación a lucia@correo.co' }))
    await user.click(await screen.findByRole('button', { name: 'Sí, anular' }))
    expect(await screen.findByText('No hay invitaciones pendientes.')).toBeInTheDocument()
    expect(
      calls.filter((call) => call.path.startsWith('/api/team/invitations/')).map((c) => c.method),
    ).toEqual(['POST', 'DELETE'])
  })

  it('lets a manager give every role but owner, and manage no owner', async () => {
    mockTeamApi({}, buildMe({ role: 'manager' }))
    await renderTab()
    const roles = within(screen.getByRole('combobox', { name: 'Rol' })).getAllByRole('option')
    expect(roles.map((option) => option.textContent)).toEqual(['Gestor', 'Personal', 'Solo lectura'])
    expect(screen.queryByRole('button', { name: /Quitar a María/ })).not.toBeInTheDocument()
  })

  it('says when the team cannot be loaded, and tries again', async () => {
    let fails = true
    mockTeamApi({
      'GET /api/team': () => (fails ? apiError(500, 'internal') : { status: 200, body: buildTeam() }),
    })
    const { user } = renderApp('/dashboard/configuracion/equipo')
    expect(await screen.findByText(/No pudimos cargar el equipo/, {}, { timeout: 5000 })).toBeInTheDocument()
    fails = false
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByRole('heading', { name: 'Miembros' })).toBeInTheDocument()
  })
})
