import { DEFAULT_DESIGN, type Design } from '#domain/catalogues/design.schema.ts'
import { instantOfWallClock, wallClockText } from '#domain/promotions/zoned-time.ts'
import {
  type Appointment,
  type FreeSlot,
  PublicBookingInputSchema,
} from '#domain/reservations/appointment.schema.ts'
import type { BookingRules } from '#domain/reservations/booking-rules.schema.ts'
import {
  calendarDayAt,
  calendarDayText,
  isRealDate,
  parseCalendarDay,
} from '#domain/reservations/calendar-day.ts'
import { daySlots } from '#domain/reservations/day-slots.ts'
import { nearestFreeSlots } from '#domain/reservations/free-slots.ts'
import type { Database } from '../../db/database.ts'
import { InvalidFieldsError, RetryLaterError } from '../../shared/errors.ts'
import { requireWithinHour } from '../../shared/hourly-limit.ts'
import type { Language } from '../../shared/i18n/language.ts'
import { getDesign } from '../catalogues/index.ts'
import { findPublicMenu } from '../public-menu/index.ts'
import { readBookingRules } from './booking-context.ts'
import type { BookingErrorKey } from './booking-page.words.ts'
import { SlotFullError } from './reservation-refusals.ts'
import { type AppointmentEvent, bookAppointment, findFreeSlots } from './reservations.service.ts'

// The public booking page's steps on plain values (decision 037): the business behind a slug when it takes
// bookings, the free times of a day, and a diner's request. Every refusal becomes words of the page
// (BOOKING_WORDS.errors) with what the diner typed kept and the nearest free times.

export type BookingPageDeps = {
  db: Database
  clock: () => number
  onAppointment: ((event: AppointmentEvent) => Promise<void>) | undefined
  /** Requests an address may send in an hour. */
  maxPerHour: number
  /** Whether the deployment sends WhatsApp messages: the form then offers its confirmation there. */
  whatsappMessages: boolean
}

export type BookingVenue = {
  business: { id: string; name: string; slug: string; timeZone: string; language: Language }
  design: Design
  rules: BookingRules
  /** Whether the business has a public menu to go back to. */
  hasMenu: boolean
  /** Today on the business's clock, and the last day the horizon allows ("YYYY-MM-DD"). */
  today: string
  lastDay: string
  /** The business's WhatsApp number when it takes bookings there too ("Reservar por WhatsApp"); else null. */
  whatsappBooking: string | null
  /** Whether the form offers the confirmation and reminder on WhatsApp (the deployment sends messages). */
  asksWhatsAppConsent: boolean
}

/**
 * The business at `slug` when it takes bookings from the public (`reservasPublicas`), else undefined; a cancel
 * link (`isForCancelling`) works whatever the setting, since the booking was made while it was on.
 */
export async function findBookingVenue(
  deps: BookingPageDeps,
  slug: string,
  isForCancelling = false,
): Promise<BookingVenue | undefined> {
  const menu = await findPublicMenu(deps.db, slug)
  if (!menu?.isPublished) return undefined
  const rules = await readBookingRules(deps.db, menu.id)
  if (!rules.reservasPublicas && !isForCancelling) return undefined
  const design = menu.catalogueId ? await getDesign(deps.db, menu.id, menu.catalogueId) : DEFAULT_DESIGN
  const today = calendarDayAt(new Date(deps.clock()), menu.timeZone)
  return {
    business: {
      id: menu.id,
      name: menu.name,
      slug: menu.slug,
      timeZone: menu.timeZone,
      language: menu.language,
    },
    design,
    rules,
    hasMenu: menu.catalogueId !== null,
    today: calendarDayText(today),
    lastDay: calendarDayText(today + rules.horizonteDias),
    whatsappBooking: menu.whatsappNumber !== '' && menu.whatsappUses.booking ? menu.whatsappNumber : null,
    asksWhatsAppConsent: deps.whatsappMessages,
  }
}

/** What the diner has chosen and typed so far, as text (kept as typed when the page comes back). */
export type BookingForm = {
  date: string
  party: string
  service: string
  time: string
  client: string
  phone: string
  email: string
  notes: string
  /** '1' when the WhatsApp box is ticked (offered only when the deployment sends messages). */
  whatsapp: string
}

export type BookingErrors = Partial<Record<keyof BookingForm | 'form', BookingErrorKey>>

/** Free times of one date, for the page's buttons. */
export type SlotDay = { date: string; times: string[] }

export type BookingStep = {
  /**
   * 'choose': steps 1 and 2 (and 3 once a free time is chosen); 'contact': a refused post, answered with the
   * diner's details kept in the form and, when the time was refused, the nearest free times to pick from.
   */
  stage: 'choose' | 'contact'
  form: BookingForm
  errors: BookingErrors
  /** The chosen date's free times, once a date and a party are chosen and accepted. */
  day: SlotDay | null
  /** When the chosen day or time cannot be booked: the nearest free times (on that day or the next ones). */
  nearest: SlotDay[]
  /** Seconds to wait, after too many requests. */
  retryAfterSeconds?: number
}

export type BookingDone = { appointment: Appointment }

const DAYS_SEARCHED = 14

function partyOf(venue: BookingVenue, form: BookingForm): number {
  if (venue.rules.tipo === 'servicios') return 1
  const party = Number(form.party)
  return Number.isInteger(party) ? party : Number.NaN
}

const serviceOf = (venue: BookingVenue, form: BookingForm) =>
  venue.rules.tipo === 'servicios' && form.service ? form.service : null

/** The message key of a field refusal ("reservations.errors.past" → "past"). */
function errorKey(message: string | undefined): BookingErrorKey {
  const key = message?.replace(/^reservations\.errors\./, '') ?? 'time'
  return KNOWN_KEYS.has(key) ? (key as BookingErrorKey) : 'time'
}

const KNOWN_KEYS = new Set<string>([
  'date',
  'time',
  'past',
  'tooSoon',
  'beyondHorizon',
  'closedDate',
  'outsideHours',
  'skippedTime',
  'partyTooLarge',
  'partySize',
  'serviceRequired',
  'unknownService',
  'clientRequired',
  'phoneRequired',
  'email',
])

const FIELD_OF: Record<string, keyof BookingForm> = {
  partySize: 'party',
  serviceId: 'service',
  client: 'client',
}

function fieldErrors(error: InvalidFieldsError): BookingErrors {
  const errors: BookingErrors = {}
  for (const [field, messages] of Object.entries(error.fields)) {
    const name = FIELD_OF[field] ?? (field as keyof BookingForm)
    errors[name] = errorKey(messages[0])
  }
  return errors
}

/** Why a date has no time to offer, before asking for its free times. */
function dateRefusal(venue: BookingVenue, date: string): BookingErrorKey | null {
  if (!isRealDate(date)) return 'date'
  if (date < venue.today) return 'pastDate'
  if (date > venue.lastDay) return 'beyondHorizon'
  const isClosed =
    venue.rules.diasCerrados.includes(date) ||
    daySlots(venue.rules, date, venue.business.timeZone).length === 0
  return isClosed ? 'closedDate' : null
}

async function slotsOf(deps: BookingPageDeps, venue: BookingVenue, date: string, form: BookingForm) {
  return findFreeSlots(deps, venue.business.id, {
    date,
    partySize: partyOf(venue, form),
    serviceId: serviceOf(venue, form),
  })
}

const dateOfSlot = (venue: BookingVenue, slot: FreeSlot) =>
  wallClockText(new Date(slot.start), venue.business.timeZone).slice(0, 10)

/** Groups free slots by their date on the business's clock, in order. */
function byDay(venue: BookingVenue, slots: FreeSlot[]): SlotDay[] {
  const days: SlotDay[] = []
  for (const slot of [...slots].sort((a, b) => a.start.localeCompare(b.start))) {
    const date = dateOfSlot(venue, slot)
    const last = days.at(-1)
    if (last?.date === date) last.times.push(slot.time)
    else days.push({ date, times: [slot.time] })
  }
  return days
}

/**
 * The first day from `from` (today at the earliest) with free times for the party, up to two weeks on and
 * within the horizon; near `wanted` when given (the time the diner asked for).
 */
async function nearestDay(
  deps: BookingPageDeps,
  venue: BookingVenue,
  from: string,
  form: BookingForm,
  wanted?: Date,
): Promise<SlotDay[]> {
  const first = Math.max(
    parseCalendarDay(isRealDate(from) ? from : venue.today),
    parseCalendarDay(venue.today),
  )
  const last = Math.min(first + DAYS_SEARCHED, parseCalendarDay(venue.lastDay))
  for (let day = first; day <= last; day++) {
    const slots = await slotsOf(deps, venue, calendarDayText(day), form)
    if (slots.length > 0) return byDay(venue, wanted ? nearestFreeSlots(slots, wanted, 6) : slots.slice(0, 8))
  }
  return []
}

const emptyStep = (form: BookingForm): BookingStep => ({
  stage: 'choose',
  form,
  errors: {},
  day: null,
  nearest: [],
})

/**
 * Step 2: the free times of the chosen date for the party (or service). A date that cannot be booked, or a
 * party too large, answers why; a date with nothing left offers the nearest day that has room.
 */
export async function chooseDay(
  deps: BookingPageDeps,
  venue: BookingVenue,
  form: BookingForm,
): Promise<BookingStep> {
  const step = emptyStep(form)
  if (!form.date) return step
  const party = partyOf(venue, form)
  if (!(party >= 1)) return { ...step, errors: { party: 'partySize' } }
  if (venue.rules.tipo === 'mesas' && party > venue.rules.maxPersonas) {
    return { ...step, errors: { party: 'partyTooLarge' } }
  }
  if (venue.rules.tipo === 'servicios' && !venue.rules.servicios.some((s) => s.id === form.service)) {
    return { ...step, errors: { service: form.service ? 'unknownService' : 'serviceRequired' } }
  }
  const refusal = dateRefusal(venue, form.date)
  if (refusal) {
    const from = refusal === 'pastDate' || refusal === 'date' ? venue.today : form.date
    return { ...step, errors: { date: refusal }, nearest: await nearestDay(deps, venue, from, form) }
  }
  const slots = await slotsOf(deps, venue, form.date, form)
  const day = { date: form.date, times: slots.map((slot) => slot.time) }
  if (slots.length > 0) {
    // A time asked for that is not free (typed into the address, or taken since) is said so at once.
    const isTimeGone = form.time !== '' && !day.times.includes(form.time)
    return { ...step, day, errors: isTimeGone ? { time: 'slotFull' } : {} }
  }
  const next = calendarDayText(parseCalendarDay(form.date) + 1)
  return { ...step, day, nearest: await nearestDay(deps, venue, next, form) }
}

/**
 * Counts one booking from the address in its hourly allowance (the form's and the WhatsApp button's alike):
 * undefined within it, else `step` refused at the form with how long to wait.
 */
export async function refuseOverHourlyBookings(
  deps: BookingPageDeps,
  clientAddress: string,
  step: BookingStep,
): Promise<BookingStep | undefined> {
  try {
    await requireWithinHour(
      deps.db,
      `bookings:${clientAddress}`,
      deps.maxPerHour,
      'booking_rate_limited',
      deps.clock(),
    )
    return undefined
  } catch (error) {
    if (!(error instanceof RetryLaterError)) throw error
    return { ...step, errors: { form: 'rateLimited' }, retryAfterSeconds: error.retryAfterSeconds }
  }
}

/**
 * Step 3's post: the diner's request, counted against the address's hourly allowance, checked and booked in
 * one capacity-checked transaction by the reservations module. Answers the appointment, or the page again
 * with each refusal at its field and the nearest free times.
 */
export async function requestBooking(
  deps: BookingPageDeps,
  venue: BookingVenue,
  form: BookingForm,
  origin: { clientAddress: string; language: Language },
): Promise<BookingDone | BookingStep> {
  const party = partyOf(venue, form)
  const parsed = PublicBookingInputSchema.safeParse({
    client: form.client,
    phone: form.phone,
    email: form.email,
    notes: form.notes,
    date: form.date,
    time: form.time,
    partySize: Number.isNaN(party) ? 0 : party,
    serviceId: serviceOf(venue, form),
  })
  if (!parsed.success) {
    const errors: BookingErrors = {}
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'form')
      const name = FIELD_OF[field] ?? (field as keyof BookingForm)
      errors[name] ??= issue.code === 'too_big' ? 'tooLong' : errorKey(issue.message)
    }
    const chosen = await chooseDay(deps, venue, form)
    return { ...chosen, stage: 'contact', errors: { ...chosen.errors, ...errors } }
  }
  const overLimit = await refuseOverHourlyBookings(deps, origin.clientAddress, {
    ...emptyStep(form),
    stage: 'contact',
  })
  if (overLimit) return overLimit
  try {
    // The box means something only where messages are sent, and with a phone (the form requires one).
    const whatsappConsent = venue.asksWhatsAppConsent && form.whatsapp === '1' && parsed.data.phone !== ''
    const details = await bookAppointment(deps, venue.business.id, parsed.data, 'public', origin.language, {
      whatsappConsent,
    })
    return { appointment: details.appointment }
  } catch (error) {
    if (error instanceof SlotFullError) {
      const nearest = byDay(venue, error.nearest)
      return { ...emptyStep(form), stage: 'contact', errors: { time: 'slotFull' }, nearest }
    }
    if (!(error instanceof InvalidFieldsError)) throw error
    const errors = fieldErrors(error)
    const wanted = instantOfWallClock(`${form.date}T${form.time}`, venue.business.timeZone) ?? undefined
    const nearest =
      errors.party || errors.service ? [] : await nearestDay(deps, venue, form.date, form, wanted)
    return {
      ...emptyStep(form),
      stage: errors.party || errors.service ? 'choose' : 'contact',
      errors,
      nearest,
    }
  }
}
