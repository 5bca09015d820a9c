import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Appointment, OwnerAppointmentInput } from '#domain/reservations/appointment.schema.ts'
import { type BookingRules, DEFAULT_BOOKING_RULES } from '#domain/reservations/booking-rules.schema.ts'
import { type ApiCall, buildMe, mockApi } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'
import { buildAppointment, fakeReservationRoutes, slot } from '../testing/fake-reservations.ts'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-03-15T17:00:00Z'))
})
afterEach(() => vi.useRealTimers())

const slots = [slot('20:00', 2), slot('20:30', 8), slot('21:00', 20)]

function refuse(status: number, error: Record<string, unknown>) {
  let isRefused = false
  return (_call: ApiCall) => {
    if (isRefused) return undefined
    isRefused = true
    return { status, body: { error: { message: 'refused', ...error } } }
  }
}

function mockReservations(
  appointments: Appointment[],
  first?: ReturnType<typeof refuse>,
  rules?: BookingRules,
) {
  const fake = fakeReservationRoutes(
    { appointments, slots, rules },
    { 'GET /api/me': { status: 200, body: { user: buildMe() } } },
  )
  const routes = new Proxy(fake.routes, {
    get: (target, key) => {
      const route = target[key as string]
      if (key !== 'POST /api/appointments' || !first || typeof route !== 'function') return route
      return async (call: ApiCall) => first(call) ?? route(call)
    },
  })
  return { ...fake, calls: mockApi(routes) }
}

async function openNewAppointment() {
  const app = renderApp('/dashboard/reservas')
  await screen.findByRole('table', {}, { timeout: 8000 })
  await app.user.click(screen.getByRole('button', { name: 'Nueva cita' }))
  const dialog = await screen.findByRole('dialog', { name: 'Nueva cita' })
  return { ...app, dialog }
}

const sentBodies = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.method === 'POST' && call.path === '/api/appointments')
    .map((call) => call.body as OwnerAppointmentInput)

describe('The appointment dialog', { timeout: 30_000 }, () => {
  it('books by phone on a free slot of the day, with the party, contact, notes and colour', async () => {
    const { calls } = mockReservations([])
    const { user, dialog } = await openNewAppointment()
    expect(within(dialog).getByLabelText(/^Fecha/)).toHaveValue('2026-03-15')
    const time = within(dialog).getByRole('combobox', { name: /^Hora/ })
    await waitFor(() => expect(within(time).getAllByRole('option')).toHaveLength(4))
    expect(within(time).getByRole('option', { name: '20:00 (2 libres)' })).toBeInTheDocument()
    await user.selectOptions(time, '20:30')
    await user.clear(within(dialog).getByRole('spinbutton', { name: /^Personas/ }))
    await user.type(within(dialog).getByRole('spinbutton', { name: /^Personas/ }), '4')
    await user.type(within(dialog).getByRole('textbox', { name: /^Cliente/ }), 'Rosa Díaz')
    await user.type(within(dialog).getByRole('textbox', { name: 'Teléfono' }), '+57 311 000 0000')
    await user.type(within(dialog).getByRole('textbox', { name: 'Notas' }), 'Cumpleaños')
    await user.click(within(dialog).getByRole('radio', { name: 'Azul' }))
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cita' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nueva cita' })).not.toBeInTheDocument())
    expect(sentBodies(calls)).toEqual([
      expect.objectContaining({
        date: '2026-03-15',
        time: '20:30',
        partySize: 4,
        serviceId: null,
        client: 'Rosa Díaz',
        phone: '+57 311 000 0000',
        notes: 'Cumpleaños',
        color: 'blue',
        status: 'confirmed',
        fueraDeHorario: false,
      }),
    ])
    expect(await screen.findByRole('button', { name: /^20:30 Rosa Díaz, Confirmada/ })).toBeInTheDocument()
  })

  it('says a full slot at the time field and offers the nearest free ones to pick', async () => {
    const full = refuse(409, {
      code: 'slot_full',
      message: 'No queda sitio para 6 personas a las 20:00.',
      nearest: [slot('20:30', 8), slot('21:00', 20)],
    })
    const { calls } = mockReservations([], full)
    const { user, dialog } = await openNewAppointment()
    const time = within(dialog).getByRole('combobox', { name: /^Hora/ })
    await waitFor(() => expect(within(time).getAllByRole('option')).toHaveLength(4))
    await user.selectOptions(time, '20:00')
    await user.type(within(dialog).getByRole('textbox', { name: /^Cliente/ }), 'Grupo Ruiz')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cita' }))
    expect(await within(dialog).findByText('No queda sitio para 6 personas a las 20:00.')).toBeInTheDocument()
    expect(time).toHaveAttribute('aria-invalid', 'true')
    await user.click(within(dialog).getByRole('button', { name: 'Elegir 21:00' }))
    expect(time).toHaveValue('21:00')
    expect(within(dialog).queryByText('No queda sitio para 6 personas a las 20:00.')).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cita' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nueva cita' })).not.toBeInTheDocument())
    expect(sentBodies(calls).map((body) => body.time)).toEqual(['20:00', '21:00'])
  })

  it('shows a refusal the server names at its field, and books outside opening hours when asked', async () => {
    const closed = refuse(400, {
      code: 'validation_failed',
      fields: { date: ['Ese día el local está cerrado.'] },
    })
    const { calls } = mockReservations([], closed)
    const { user, dialog } = await openNewAppointment()
    await user.click(within(dialog).getByRole('checkbox', { name: /Fuera de horario/ }))
    await user.type(within(dialog).getByLabelText(/^Hora/), '23:45')
    await user.type(within(dialog).getByRole('textbox', { name: /^Cliente/ }), 'Evento privado')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cita' }))
    const date = within(dialog).getByLabelText(/^Fecha/)
    expect(await within(dialog).findByText('Ese día el local está cerrado.')).toBeInTheDocument()
    expect(date).toHaveAttribute('aria-invalid', 'true')
    expect(date).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cita' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nueva cita' })).not.toBeInTheDocument())
    expect(sentBodies(calls).at(-1)).toMatchObject({ time: '23:45', fueraDeHorario: true })
  })

  it('asks for a client and a time before sending anything', async () => {
    const { calls } = mockReservations([])
    const { user, dialog } = await openNewAppointment()
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cita' }))
    expect(await within(dialog).findByText('Escribe el nombre del cliente.')).toBeInTheDocument()
    expect(within(dialog).getByText('Elige una hora.')).toBeInTheDocument()
    expect(sentBodies(calls)).toEqual([])
  })

  it('edits a booking from the day’s list, keeping its own time choosable', async () => {
    const ana = buildAppointment({
      id: 'a-ana',
      date: '2026-03-15',
      time: '13:00',
      client: 'Ana',
      partySize: 3,
    })
    const { calls } = mockReservations([ana])
    const app = renderApp('/dashboard/reservas')
    await screen.findByRole('table', {}, { timeout: 8000 })
    await app.user.click(screen.getByRole('button', { name: /^13:00 Ana/ }))
    const day = await screen.findByRole('dialog', { name: 'Domingo, 15 de marzo de 2026' })
    await app.user.click(within(day).getByRole('button', { name: 'Editar la reserva de Ana, 13:00' }))
    const dialog = await screen.findByRole('dialog', { name: 'Editar cita' })
    expect(within(dialog).getByRole('combobox', { name: /^Hora/ })).toHaveValue('13:00')
    expect(within(dialog).getByRole('spinbutton', { name: /^Personas/ })).toHaveValue(3)
    await app.user.clear(within(dialog).getByRole('textbox', { name: /^Cliente/ }))
    await app.user.type(within(dialog).getByRole('textbox', { name: /^Cliente/ }), 'Ana Torres')
    await app.user.click(within(dialog).getByRole('button', { name: 'Guardar cita' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar cita' })).not.toBeInTheDocument())
    const put = calls.find((call) => call.method === 'PUT')
    expect(put?.path).toBe('/api/appointments/a-ana')
    expect(put?.body).toMatchObject({ client: 'Ana Torres', time: '13:00', partySize: 3, date: '2026-03-15' })
  })

  it('books a salon’s service: the service, not a party, and slots asked once the service is chosen', async () => {
    const corte = { id: '5b0c2f0e-8d7a-4c1e-9a51-2f1d3c4b5a69', nombre: 'Corte de pelo', duracion: 45 }
    const salon = { ...DEFAULT_BOOKING_RULES, tipo: 'servicios' as const, servicios: [corte] }
    const { calls } = mockReservations([], undefined, salon)
    const { user, dialog } = await openNewAppointment()
    expect(within(dialog).queryByRole('spinbutton', { name: /^Personas/ })).toBeNull()
    const slotCalls = () => calls.filter((call) => call.path === '/api/appointments/slots')
    expect(slotCalls()).toEqual([])
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /^Servicio/ }),
      'Corte de pelo (45 min)',
    )
    const time = within(dialog).getByRole('combobox', { name: /^Hora/ })
    await waitFor(() => expect(within(time).getAllByRole('option')).toHaveLength(4))
    expect(slotCalls()).toHaveLength(1)
    await user.selectOptions(time, '20:30')
    await user.type(within(dialog).getByRole('textbox', { name: /^Cliente/ }), 'Marta')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cita' }))
    await waitFor(() => expect(sentBodies(calls)).toHaveLength(1))
    expect(sentBodies(calls)[0]).toMatchObject({ serviceId: corte.id, partySize: 1, time: '20:30' })
  })
})
