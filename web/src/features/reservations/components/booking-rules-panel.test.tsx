import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { BookingRules } from '#domain/reservations/booking-rules.schema.ts'
import { type ApiCall, buildMe, mockApi } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'
import { fakeReservationRoutes } from '../testing/fake-reservations.ts'

async function openRules(fixed: Parameters<typeof fakeReservationRoutes>[1] = {}) {
  const me = { 'GET /api/me': { status: 200, body: { user: buildMe() } } }
  const fake = fakeReservationRoutes({ appointments: [] }, { ...me, ...fixed })
  const calls = mockApi(fake.routes)
  const app = renderApp('/dashboard/reservas')
  await app.user.click(await screen.findByRole('tab', { name: 'Reglas de reservas' }, { timeout: 8000 }))
  const panel = screen.getByRole('form', { name: 'Reglas de reservas' })
  return { ...app, calls, panel, fake }
}

const saved = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.method === 'PUT' && call.path === '/api/booking-rules')
    .map((call) => call.body as BookingRules)

describe('The booking rules panel', { timeout: 30_000 }, () => {
  it('saves public booking, opening ranges, a closed date and the numbers', async () => {
    const { user, panel, calls } = await openRules()
    await user.click(within(panel).getByRole('switch', { name: 'Reservas públicas' }))
    await user.click(within(panel).getByRole('switch', { name: 'Confirmar automáticamente' }))
    // Mondays closed: both of Monday's ranges go.
    await user.click(within(panel).getAllByRole('button', { name: 'Quitar tramo del lunes' })[0]!)
    await user.click(within(panel).getByRole('button', { name: 'Quitar tramo del lunes' }))
    expect(within(panel).getAllByText('Cerrado')).toHaveLength(1)
    // Sundays get a breakfast range too.
    await user.click(within(panel).getByRole('button', { name: 'Añadir tramo el domingo' }))
    const sundayFrom = within(panel).getAllByLabelText('Desde, domingo')
    expect(sundayFrom).toHaveLength(3)
    await user.clear(sundayFrom[2]!)
    await user.type(sundayFrom[2]!, '09:00')
    const sundayTo = within(panel).getAllByLabelText('Hasta, domingo')
    await user.clear(sundayTo[2]!)
    await user.type(sundayTo[2]!, '11:30')
    await user.type(within(panel).getByLabelText('Fecha'), '2026-12-25')
    await user.click(within(panel).getByRole('button', { name: 'Añadir' }))
    expect(within(panel).getByText('Viernes, 25 de diciembre de 2026')).toBeInTheDocument()
    const capacity = within(panel).getByRole('spinbutton', { name: 'Capacidad por intervalo' })
    await user.clear(capacity)
    await user.type(capacity, '32')
    await user.click(within(panel).getByRole('button', { name: 'Guardar reglas' }))
    expect(await within(panel).findByText('Reglas guardadas.')).toBeInTheDocument()
    const [rules] = saved(calls)
    expect(rules).toMatchObject({
      reservasPublicas: true,
      autoConfirmar: true,
      diasCerrados: ['2026-12-25'],
      capacidadPorIntervalo: 32,
      ocupacionMinutos: 90,
    })
    expect(rules?.horario.filter((range) => range.dia === 1)).toEqual([])
    expect(rules?.horario.filter((range) => range.dia === 7)).toEqual([
      { dia: 7, desde: '13:00', hasta: '16:00' },
      { dia: 7, desde: '20:00', hasta: '23:30' },
      { dia: 7, desde: '09:00', hasta: '11:30' },
    ])
  })

  it('lists a salon’s services and says the field errors before and after saving', async () => {
    const refusal = {
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'invalid',
          fields: { recordatorioHoras: ['El recordatorio no puede pasar de 168 horas.'] },
        },
      },
    }
    const { user, panel, calls } = await openRules({ 'PUT /api/booking-rules': refusal })
    await user.click(within(panel).getByRole('radio', { name: 'Servicios' }))
    expect(within(panel).queryByRole('spinbutton', { name: 'Tiempo de mesa (minutos)' })).toBeNull()
    await user.click(within(panel).getByRole('button', { name: 'Añadir servicio' }))
    await user.click(within(panel).getByRole('button', { name: 'Guardar reglas' }))
    expect(await within(panel).findByText('Escribe el nombre del servicio.')).toBeInTheDocument()
    expect(saved(calls)).toEqual([])

    await user.type(within(panel).getByRole('textbox', { name: 'Nombre del servicio' }), 'Corte de pelo')
    await user.click(within(panel).getByRole('button', { name: 'Guardar reglas' }))
    expect(await within(panel).findByText('El recordatorio no puede pasar de 168 horas.')).toBeInTheDocument()
    expect(within(panel).getByText(/No se pudieron guardar las reglas/)).toBeInTheDocument()
    expect(within(panel).getByRole('spinbutton', { name: /Recordatorio/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    expect(saved(calls)[0]?.servicios).toEqual([
      { id: expect.stringMatching(/^[0-9a-f-]{36}$/), nombre: 'Corte de pelo', duracion: 30 },
    ])
    expect(saved(calls)[0]?.tipo).toBe('servicios')
  })

  it('guards unsaved rules against leaving the page', async () => {
    const { user, panel, router } = await openRules({
      'GET /api/appointments': { status: 200, body: { appointments: [] } },
    })
    await user.click(within(panel).getByRole('switch', { name: 'Reservas públicas' }))
    await user.click(screen.getByRole('link', { name: 'Promociones' }))
    const guard = await screen.findByRole('alertdialog', { name: '¿Salir sin guardar?' })
    await user.click(within(guard).getByRole('button', { name: 'Seguir editando' }))
    expect(router.state.location.pathname).toBe('/dashboard/reservas')
    expect(within(panel).getByRole('switch', { name: 'Reservas públicas' })).toBeChecked()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  })
})
