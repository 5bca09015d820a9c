import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Appointment } from '#domain/reservations/appointment.schema.ts'
import { DEFAULT_BOOKING_RULES } from '#domain/reservations/booking-rules.schema.ts'
import { i18n } from '../../../lib/i18n.ts'
import { buildMe, mockApi } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'
import { buildAppointment, fakeReservationRoutes } from '../testing/fake-reservations.ts'

// Noon in Bogotá (the test business's zone) on Sunday 15 March 2026.
const NOW = new Date('2026-03-15T17:00:00Z')

const maria = buildAppointment({ id: 'a-maria', date: '2026-03-10', time: '21:00', client: 'María Gómez' })
const pedro = buildAppointment({
  id: 'a-pedro',
  date: '2026-03-10',
  time: '13:30',
  client: 'Pedro Ruiz',
  status: 'pending',
  phone: '+57 300 111 2233',
})
const more = ['14:00', '20:00'].map((time, index) =>
  buildAppointment({ id: `a-more-${index}`, date: '2026-03-10', time, client: `Cliente ${index + 1}` }),
)
const lucia = buildAppointment({
  id: 'a-lucia',
  date: '2026-03-20',
  time: '20:30',
  client: 'Lucía',
  color: 'blue',
})

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterEach(() => vi.useRealTimers())

function mockReservations(
  appointments: Appointment[],
  fixed: Parameters<typeof fakeReservationRoutes>[1] = {},
) {
  // Closed on Mondays, and on 19 March (a holiday).
  const rules = {
    ...DEFAULT_BOOKING_RULES,
    horario: DEFAULT_BOOKING_RULES.horario.filter((range) => range.dia !== 1),
    diasCerrados: ['2026-03-19'],
  }
  const me = { 'GET /api/me': { status: 200, body: { user: buildMe() } } }
  const fake = fakeReservationRoutes({ appointments, rules }, { ...me, ...fixed })
  return { ...fake, calls: mockApi(fake.routes) }
}

async function renderReservations(heading = 'Gestión de Citas') {
  const app = renderApp('/dashboard/reservas')
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 8000 })
  await screen.findByRole('table', {}, { timeout: 8000 })
  return app
}

const cellOf = (date: string) => document.querySelector<HTMLElement>(`td[data-date="${date}"]`)!

describe('The reservations calendar', { timeout: 30_000 }, () => {
  it('starts weeks on Monday in Spanish, marks today and closed days, and shows two a day then “+N más”', async () => {
    mockReservations([maria, pedro, ...more, lucia])
    const { user } = await renderReservations()
    expect(screen.getByRole('heading', { level: 2, name: 'Marzo de 2026' })).toBeInTheDocument()
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent)
    expect(headers[0]).toBe('Lun')
    // 1 March 2026 is a Sunday: with Monday first the month spans six weeks.
    expect(document.querySelectorAll('td[data-date]')).toHaveLength(42)
    expect(document.querySelector('td[data-date]')).toHaveAttribute('data-date', '2026-02-23')
    expect(cellOf('2026-03-15')).toHaveAttribute('aria-current', 'date')
    expect(within(cellOf('2026-03-16')).getByRole('button', { name: /cerrado/ })).toBeInTheDocument()
    expect(within(cellOf('2026-03-19')).getByText('Cerrado')).toBeInTheDocument()
    expect(within(cellOf('2026-03-17')).queryByText('Cerrado')).not.toBeInTheDocument()

    const tenth = cellOf('2026-03-10')
    expect(within(tenth).getAllByRole('listitem')).toHaveLength(2)
    expect(within(tenth).getByRole('button', { name: /^13:30 Pedro Ruiz, Pendiente/ })).toBeInTheDocument()
    await user.click(within(tenth).getByRole('button', { name: /^\+2 más/ }))
    const day = await screen.findByRole('dialog', { name: 'Martes, 10 de marzo de 2026' })
    expect(
      within(day)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['13:30 Pedro Ruiz', '14:00 Cliente 1', '20:00 Cliente 2', '21:00 María Gómez'])
  })

  it('offers a day’s count, which opens its list, for a cell too narrow for its chips', async () => {
    mockReservations([maria, pedro, ...more, lucia])
    const { user } = await renderReservations()
    // Both are drawn; the cell's width decides which shows (a container query).
    expect(
      within(cellOf('2026-03-20')).getByRole('button', { name: 'Viernes, 20 de marzo: 1 cita' }),
    ).toHaveTextContent('1 cita')
    const tenth = within(cellOf('2026-03-10')).getByRole('button', { name: 'Martes, 10 de marzo: 4 citas' })
    expect(tenth).toHaveTextContent(/^4 citas$/)
    await user.click(tenth)
    const day = await screen.findByRole('dialog', { name: 'Martes, 10 de marzo de 2026' })
    expect(within(day).getAllByRole('article')).toHaveLength(4)
  })

  it('names whose booking each button of the day’s list acts on, in either language', async () => {
    mockReservations([maria, pedro, ...more])
    const { user } = await renderReservations()
    await user.click(within(cellOf('2026-03-10')).getByRole('button', { name: /^\+2 más/ }))
    const day = await screen.findByRole('dialog', { name: 'Martes, 10 de marzo de 2026' })
    expect(
      within(day).getByRole('button', { name: 'Cancelar la reserva de María Gómez, 21:00' }),
    ).toBeVisible()
    expect(within(day).getByRole('button', { name: 'Editar la reserva de María Gómez, 21:00' })).toBeVisible()
    expect(
      within(day).getByRole('button', { name: 'Confirmar la reserva de Pedro Ruiz, 13:30' }),
    ).toBeVisible()
    expect(
      within(day).getByRole('button', { name: 'Cancelar la reserva de Pedro Ruiz, 13:30' }),
    ).toBeVisible()
    // The visible word stays short: the name starts with it, so a voice command saying it still works.
    expect(
      within(day).getByRole('button', { name: 'Cancelar la reserva de Pedro Ruiz, 13:30' }),
    ).toHaveTextContent(/^Cancelar$/)
    await i18n.changeLanguage('en')
    expect(
      await within(day).findByRole('button', { name: "Cancel María Gómez's booking, 21:00" }),
    ).toBeVisible()
    expect(within(day).getByRole('button', { name: "Edit Pedro Ruiz's booking, 13:30" })).toBeVisible()
  })

  it('starts weeks on Sunday in English, in 35 cells, and moves across months and back to today', async () => {
    mockReservations([lucia])
    await i18n.changeLanguage('en')
    const { user } = await renderReservations('Appointment management')
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Sun')
    expect(document.querySelectorAll('td[data-date]')).toHaveLength(35)
    expect(document.querySelector('td[data-date]')).toHaveAttribute('data-date', '2026-03-01')
    await user.click(screen.getByRole('button', { name: 'Next month' }))
    expect(screen.getByRole('heading', { level: 2, name: 'April 2026' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Previous month' }))
    await user.click(screen.getByRole('button', { name: 'Previous month' }))
    expect(screen.getByRole('heading', { level: 2, name: 'February 2026' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Today' }))
    expect(screen.getByRole('heading', { level: 2, name: 'March 2026' })).toBeInTheDocument()
  })

  it('shows the business’s day and times whatever the browser’s zone', async () => {
    const zone = process.env.TZ
    // Kiritimati is UTC+14: there it is already Monday 16 March at 07:00 while Bogotá has Sunday noon.
    process.env.TZ = 'Pacific/Kiritimati'
    try {
      expect(new Date().getDate()).toBe(16)
      mockReservations([maria])
      await renderReservations()
      expect(cellOf('2026-03-15')).toHaveAttribute('aria-current', 'date')
      expect(
        within(cellOf('2026-03-10')).getByRole('button', { name: /^21:00 María Gómez/ }),
      ).toBeInTheDocument()
    } finally {
      process.env.TZ = zone
    }
  })

  it('filters by status and searches the client, in the calendar and the list', async () => {
    mockReservations([maria, pedro, lucia])
    const { user } = await renderReservations()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Pendientes')
    expect(within(cellOf('2026-03-10')).getAllByRole('listitem')).toHaveLength(1)
    expect(within(cellOf('2026-03-20')).queryAllByRole('listitem')).toHaveLength(0)
    expect(screen.getByText('1 cita este mes')).toBeInTheDocument()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Todas')
    await user.type(screen.getByRole('searchbox', { name: 'Buscar cliente' }), 'lucia')
    await user.click(screen.getByRole('button', { name: 'Lista' }))
    expect(screen.getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      '20:30 Lucía',
    ])
    expect(screen.getByRole('heading', { level: 3, name: 'Viernes, 20 de marzo' })).toBeInTheDocument()
  })

  it('asks whether the client came only once the time has passed, and records the answer', async () => {
    const { calls } = mockReservations([maria, lucia, { ...pedro, id: 'a-pedro-2', date: '2026-03-11' }])
    const { user } = await renderReservations()
    await user.click(screen.getByRole('button', { name: 'Lista' }))
    // Lucía's is on the 20th, still ahead: nothing to say yet.
    const ahead = screen.getByRole('article', { name: '20:30 Lucía' })
    expect(within(ahead).queryByRole('button', { name: /^Asistió/ })).toBeNull()
    await user.click(
      within(screen.getByRole('article', { name: '21:00 María Gómez' })).getByRole('button', {
        name: /^Asistió/,
      }),
    )
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: '21:00 María Gómez' })).getByText('Completada'),
      ).toBeInTheDocument(),
    )
    await user.click(
      within(screen.getByRole('article', { name: '13:30 Pedro Ruiz' })).getByRole('button', {
        name: /^No asistió/,
      }),
    )
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: '13:30 Pedro Ruiz' })).queryByRole('button', {
          name: /^Asistió/,
        }),
      ).toBeNull(),
    )
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/appointments/a-maria/complete',
      '/api/appointments/a-pedro-2/no-show',
    ])
  })

  it('confirms a pending one at once and cancels only after asking', async () => {
    const { calls } = mockReservations([maria, pedro])
    const { user } = await renderReservations()
    await user.click(screen.getByRole('button', { name: 'Lista' }))
    const pending = screen.getByRole('article', { name: '13:30 Pedro Ruiz' })
    expect(
      within(screen.getByRole('article', { name: '21:00 María Gómez' })).queryByRole('button', {
        name: /^Confirmar/,
      }),
    ).toBeNull()
    await user.click(within(pending).getByRole('button', { name: /^Confirmar/ }))
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: '13:30 Pedro Ruiz' })).getByText('Confirmada'),
      ).toBeInTheDocument(),
    )

    const confirmed = screen.getByRole('article', { name: '21:00 María Gómez' })
    await user.click(within(confirmed).getByRole('button', { name: /^Cancelar/ }))
    let asked = await screen.findByRole('alertdialog', { name: 'Cancelar cita' })
    expect(within(asked).getByRole('button', { name: 'Mantener cita' })).toHaveFocus()
    await user.click(within(asked).getByRole('button', { name: 'Mantener cita' }))
    expect(calls.some((call) => call.path.endsWith('/cancel'))).toBe(false)

    await user.click(within(confirmed).getByRole('button', { name: /^Cancelar/ }))
    asked = await screen.findByRole('alertdialog', { name: 'Cancelar cita' })
    await user.click(within(asked).getByRole('button', { name: 'Sí, cancelar' }))
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: '21:00 María Gómez' })).getByText('Cancelada'),
      ).toBeInTheDocument(),
    )
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/appointments/a-pedro/confirm',
      '/api/appointments/a-maria/cancel',
    ])
  })
})
