// An in-memory reservations API for the screen's tests: it keeps what the screen sends, so the re-reads after
// a change answer the changed data, as the server would.
import type { Appointment, FreeSlot, OwnerAppointmentInput } from '#domain/reservations/appointment.schema.ts'
import { type BookingRules, DEFAULT_BOOKING_RULES } from '#domain/reservations/booking-rules.schema.ts'

type Answer = { status: number; body?: unknown }
type ApiCall = { method: string; path: string; body: unknown }
type Route = Answer | ((call: ApiCall) => Answer | Promise<Answer>)

/** An appointment as the API answers it. */
export function buildAppointment(
  overrides: Partial<Appointment> & Pick<Appointment, 'id' | 'date' | 'time' | 'client'>,
): Appointment {
  return {
    start: `${overrides.date}T${overrides.time}:00.000Z`,
    end: `${overrides.date}T${overrides.time}:00.000Z`,
    phone: '',
    email: '',
    status: 'confirmed',
    color: 'orange',
    service: null,
    serviceId: null,
    duration: 90,
    partySize: 2,
    notes: '',
    source: 'owner',
    clientId: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  }
}

export const slot = (time: string, left = 10): FreeSlot => ({
  time,
  start: `2026-03-10T${time}:00.000Z`,
  left,
})

const notFound: Answer = { status: 404, body: { error: { code: 'not_found', message: 'not_found' } } }

type Seed = { appointments?: Appointment[]; rules?: BookingRules; slots?: FreeSlot[] }

function changeStatus(appointments: Appointment[], id: string, status: Appointment['status']): Answer {
  const index = appointments.findIndex((each) => each.id === id)
  if (index < 0) return notFound
  const changed = { ...appointments[index]!, status }
  appointments.splice(index, 1, changed)
  return { status: 200, body: { appointment: changed } }
}

function saveAppointment(appointments: Appointment[], id: string, input: OwnerAppointmentInput): Appointment {
  const previous = appointments.find((each) => each.id === id)
  const { fueraDeHorario: _outside, ...fields } = input
  const saved = buildAppointment({ ...previous, ...fields, id, duration: input.duration ?? 90 })
  if (previous) appointments.splice(appointments.indexOf(previous), 1, saved)
  else appointments.push(saved)
  return saved
}

/**
 * Routes for mockApi: the fixed ones a test wants (`GET /api/me`, a refusal), then the reservations answered
 * at call time.
 * The appointments answer ignores the asked range: the screen shows only its grid's days anyway.
 */
export function fakeReservationRoutes(seed: Seed, fixed: Record<string, Route> = {}) {
  const state = {
    appointments: [...(seed.appointments ?? [])],
    rules: seed.rules ?? DEFAULT_BOOKING_RULES,
  }
  const answer = (call: ApiCall): Answer => {
    const key = `${call.method} ${call.path}`
    if (key === 'GET /api/booking-rules') return { status: 200, body: { rules: state.rules } }
    if (key === 'PUT /api/booking-rules') {
      state.rules = call.body as BookingRules
      return { status: 200, body: { rules: state.rules } }
    }
    if (key === 'GET /api/appointments') return { status: 200, body: { appointments: state.appointments } }
    if (key === 'GET /api/appointments/slots') return { status: 200, body: { slots: seed.slots ?? [] } }
    if (key === 'POST /api/appointments') {
      const id = `appointment-new-${state.appointments.length + 1}`
      return {
        status: 201,
        body: { appointment: saveAppointment(state.appointments, id, call.body as OwnerAppointmentInput) },
      }
    }
    const one = /^\/api\/appointments\/([^/]+)(?:\/(confirm|cancel|complete|no-show))?$/.exec(call.path)
    if (!one) return notFound
    if (call.method === 'POST' && one[2] === 'confirm')
      return changeStatus(state.appointments, one[1]!, 'confirmed')
    if (call.method === 'POST' && one[2] === 'cancel')
      return changeStatus(state.appointments, one[1]!, 'cancelled')
    if (call.method === 'POST' && one[2] === 'complete')
      return changeStatus(state.appointments, one[1]!, 'completed')
    if (call.method === 'POST' && one[2] === 'no-show')
      return changeStatus(state.appointments, one[1]!, 'no_show')
    if (call.method === 'PUT' && !one[2]) {
      return {
        status: 200,
        body: {
          appointment: saveAppointment(state.appointments, one[1]!, call.body as OwnerAppointmentInput),
        },
      }
    }
    return notFound
  }
  const routes = new Proxy({} as Record<string, Route>, {
    get: (_target, key) => {
      if (typeof key !== 'string') return undefined
      if (key in fixed) return fixed[key]
      const [method = '', path = ''] = key.split(' ')
      return (call: ApiCall) => answer({ ...call, method, path })
    },
  })
  return { state, routes }
}
