import type { Appointment } from '#domain/reservations/appointment.schema.ts'
import { isRealDate } from '#domain/reservations/calendar-day.ts'
import { type HtmlSafe, html, raw } from '../../shared/html.ts'
import type { Language } from '../../shared/i18n/language.ts'
import { languageBar, logoImage, menuCss, pageCsp, type RenderedPage } from '../public-menu/index.ts'
import { longDate } from './appointment-mail.ts'
import type { BookingForm, BookingStep, BookingVenue, SlotDay } from './booking-page.service.ts'
import {
  bookingFormAction,
  whatsAppBookingButton,
  whatsAppBookingHint,
  whatsAppConsentBox,
} from './booking-page.whatsapp-form.ts'
import { BOOKING_WORDS, type BookingErrorKey, type BookingWords, fillWords } from './booking-page.words.ts'

// The booking page (`/m/:slug/reservar`) in the menu's look (its design's fonts and colours, decision 017):
// three steps that are plain forms, so it works without any script. Step 1 (day and party) and step 2 (the
// free times as buttons) are GET forms: the address holds the choice and the back button works. Step 3 posts
// the diner's details. No script at all: the CSP allows the page's one style and posts to itself.

const FORM_CSS =
  '.bf{padding:0 1.25rem 3rem}.f{padding:1rem 1.25rem;margin:1rem 0}.f h2{margin:0 0 .5rem}' +
  '.f h3{margin:1rem 0 .25rem;font-size:1em;color:var(--title)}' +
  'label{display:block;margin:.8rem 0 .3rem;font-weight:600}' +
  '.in{display:block;width:100%;min-height:2.75rem;padding:.5rem .75rem;font:inherit;color:#1c1917;background:#fff;' +
  'border:1px solid #78716c;border-radius:.5rem}textarea.in{min-height:5.5rem;resize:vertical}' +
  '.in:focus-visible{outline:3px solid var(--accent);outline-offset:1px}.in[aria-invalid=true]{border:2px solid #b91c1c}' +
  '.two{display:grid;gap:0 1rem}@media(min-width:36rem){.two{grid-template-columns:1fr 1fr}}' +
  '.hint,.e{margin:.3rem 0 0;font-size:.88em}.e{font-weight:700}.e::before{content:"⚠ "}' +
  '.slots{display:flex;flex-wrap:wrap;gap:.5rem;margin:.5rem 0 0}' +
  '.slots .btn{min-width:4.75rem;justify-content:center;padding:.55rem .9rem;font-size:.95em}' +
  '.go{margin-top:1.1rem;padding:.65rem 1.5rem;font-size:1em}.sum{margin:0;font-weight:600}' +
  '.alert{margin:1rem 0;padding:.75rem 1rem;border:2px solid var(--accent);border-radius:.75rem}' +
  '.alert h2{margin:0 0 .25rem;font-size:1.1em}.alert ul{margin:0;padding-left:1.2rem}' +
  '.links{display:flex;flex-wrap:wrap;gap:.5rem;margin:1rem 0 0}a{color:inherit}' +
  '.pick{margin:.75rem 0 0;padding:0;border:0}.pick legend{padding:0;font-weight:700}.pick p{margin:.6rem 0 0}' +
  '.pick .btn{margin:0;gap:.4rem}.pick input{margin:0;accent-color:var(--on-accent)}' +
  '.pick .btn:has(input:checked){background:var(--accent);color:var(--on-accent)}' +
  '.pick .btn:has(input:focus-visible){outline:3px solid var(--accent);outline-offset:2px}' +
  // The WhatsApp box, its label beside it; "Reservar por WhatsApp" beside the form's own button.
  '.ok{display:flex;gap:.6rem;align-items:flex-start;margin:1rem 0 0}.ok input{width:1.25rem;height:1.25rem;' +
  'margin:.1rem 0 0;flex:none;accent-color:var(--accent)}.ok label{margin:0}.acts{display:flex;flex-wrap:wrap;gap:0 .75rem}'

/** The page's address, with `query` (empty values left out). */
function address(venue: BookingVenue, query: Record<string, string>, path = '/reservar'): string {
  const search = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== ''))
  const text = search.toString()
  return `/m/${encodeURIComponent(venue.business.slug)}${path}${text ? `?${text}` : ''}`
}

// Every page here but the booking page's first step is one diner's (their choices, their booking, their
// cancel link): no search engine is to keep it.
const NOINDEX = html`<meta name="robots" content="noindex">`

function layout(
  venue: BookingVenue,
  language: Language,
  title: string,
  body: HtmlSafe,
  languageQuery: Record<string, string>,
  path = '/reservar',
  head: HtmlSafe = NOINDEX,
): RenderedPage {
  const css = menuCss(venue.design) + FORM_CSS
  const name = venue.design.businessName || venue.business.name
  const page = html`<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${head}<title>${title} · ${name}</title><link rel="icon" href="/favicon.svg"><style>${raw(css)}</style></head><body>${languageBar(language, BOOKING_WORDS[language].language, (lang) => address(venue, { ...languageQuery, lang }, path))}<div class="w"><header>${logoImage(venue.design.logo)}<h1>${name}</h1></header><main class="bf">${body}</main></div></body></html>`
  return { html: page.value, csp: pageCsp(css, null, bookingFormAction(venue)) }
}

/** A date written out, or as typed when it is no real date (a hand-edited address). */
const dateText = (date: string, language: Language) => (isRealDate(date) ? longDate(date, language) : date)

/** A booking's day and time as the page writes them ("sábado, 12 de diciembre de 2026 a las 21:00"). */
export const writeWhen = (date: string, time: string, language: Language) =>
  fillWords(BOOKING_WORDS[language].chosen, { date: dateText(date, language), time })

function errorText(words: BookingWords, key: BookingErrorKey, venue: BookingVenue, step?: BookingStep) {
  const minutes = Math.max(1, Math.ceil((step?.retryAfterSeconds ?? 60) / 60))
  return fillWords(words.errors[key], { max: venue.rules.maxPersonas, minutes })
}

/** A field's attributes and message when it is refused. */
function fieldState(
  id: string,
  error: string | null,
  hint?: string,
): { attributes: HtmlSafe; after: HtmlSafe } {
  const described = [error ? `${id}-e` : '', hint ? `${id}-h` : ''].filter(Boolean).join(' ')
  return {
    attributes: html`${error ? raw(' aria-invalid="true"') : ''}${described ? html` aria-describedby="${described}"` : ''}`,
    after: html`${hint ? html`<p class="hint" id="${id}-h">${hint}</p>` : ''}${error ? html`<p class="e" id="${id}-e">${error}</p>` : ''}`,
  }
}

function hidden(values: Record<string, string>): HtmlSafe[] {
  return Object.entries(values)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)
}

function stepWhen(venue: BookingVenue, step: BookingStep, language: Language): HtmlSafe {
  const words = BOOKING_WORDS[language]
  const { form, errors } = step
  const message = (key: BookingErrorKey | undefined) => (key ? errorText(words, key, venue) : null)
  const date = fieldState('date', message(errors.date))
  const isServices = venue.rules.tipo === 'servicios'
  const choice = isServices
    ? (() => {
        const state = fieldState('service', message(errors.service))
        const options = venue.rules.servicios.map(
          (service) =>
            html`<option value="${service.id}"${service.id === form.service ? raw(' selected') : ''}>${service.nombre} · ${fillWords(words.minutes, { minutes: service.duracion })}</option>`,
        )
        return html`<div><label for="service">${words.service}</label><select class="in" id="service" name="service" required${state.attributes}>${options}</select>${state.after}</div>`
      })()
    : (() => {
        const state = fieldState('party', message(errors.party))
        const chosen = form.party || '2'
        const sizes = Array.from({ length: venue.rules.maxPersonas }, (_, index) => String(index + 1))
        // A party typed into the address above the maximum stays shown, with its refusal.
        if (!sizes.includes(chosen) && /^\d{1,4}$/.test(chosen)) sizes.push(chosen)
        const options = sizes.map(
          (size) => html`<option${size === chosen ? raw(' selected') : ''}>${size}</option>`,
        )
        return html`<div><label for="party">${words.party}</label><select class="in" id="party" name="party"${state.attributes}>${options}</select>${state.after}</div>`
      })()
  return html`<form class="card f" method="get" action="${address(venue, {})}"><h2>${words.stepWhen}</h2>${hidden({ lang: language })}<div class="two"><div><label for="date">${words.date}</label><input class="in" id="date" name="date" type="date" required min="${venue.today}" max="${venue.lastDay}" value="${form.date}"${date.attributes}>${date.after}</div>${choice}</div><button class="btn go" type="submit">${words.seeTimes}</button></form>`
}

/** One day's free times as buttons of a GET form: choosing one opens step 3. */
function slotButtons(
  venue: BookingVenue,
  day: SlotDay,
  form: BookingForm,
  language: Language,
  heading: HtmlSafe,
) {
  const buttons = day.times.map((time) => {
    const isChosen = day.date === form.date && time === form.time
    return html`<button class="btn${isChosen ? '' : ' o'}" type="submit" name="time" value="${time}" aria-pressed="${String(isChosen)}">${time}</button>`
  })
  return html`<form method="get" action="${address(venue, {})}">${hidden({
    lang: language,
    date: day.date,
    party: form.party,
    service: form.service,
  })}${heading}<div class="slots">${buttons}</div></form>`
}

function stepSlot(venue: BookingVenue, step: BookingStep, language: Language): HtmlSafe | string {
  const words = BOOKING_WORDS[language]
  const { day, nearest, form } = step
  if (!day && nearest.length === 0 && !step.errors.time) return ''
  const chosenDay = day
    ? day.times.length > 0
      ? slotButtons(
          venue,
          day,
          form,
          language,
          html`<p>${fillWords(words.freeTimes, { date: dateText(day.date, language) })}</p>`,
        )
      : html`<p>${words.noTimes}</p>`
    : ''
  const timeError = step.errors.time
    ? html`<p class="e" id="time-e">${errorText(words, step.errors.time, venue)}</p>`
    : ''
  const others = nearest.map((other) =>
    slotButtons(venue, other, form, language, html`<p>${dateText(other.date, language)}</p>`),
  )
  return html`<section class="card f" aria-labelledby="s2"><h2 id="s2">${words.stepSlot}</h2>${timeError}${chosenDay}${
    others.length > 0 ? html`<h3>${words.nearest}</h3>${others}` : ''
  }</section>`
}

function stepContact(venue: BookingVenue, step: BookingStep, language: Language): HtmlSafe {
  const words = BOOKING_WORDS[language]
  const { form, errors } = step
  const message = (key: BookingErrorKey | undefined) => (key ? errorText(words, key, venue) : null)
  const change = address(venue, { lang: language, date: form.date, party: form.party, service: form.service })
  const service = venue.rules.servicios.find((candidate) => candidate.id === form.service)
  const what =
    venue.rules.tipo === 'servicios'
      ? (service?.nombre ?? '')
      : `${form.party} ${words.party.toLocaleLowerCase(language)}`
  const first = (['client', 'phone', 'email', 'notes'] as const).find((name) => errors[name])
  const field = (
    name: 'client' | 'phone' | 'email',
    label: string,
    type: string,
    autocomplete: string,
    max: number,
    hint?: string,
  ) => {
    const state = fieldState(name, message(errors[name]), hint)
    return html`<label for="${name}">${label}</label><input class="in" id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required maxlength="${max}" value="${form[name]}"${
      first === name ? raw(' autofocus') : ''
    }${state.attributes}>${state.after}`
  }
  const notes = fieldState('notes', message(errors.notes), words.notesHint)
  const refused = errors.time ?? errors.date
  const picks =
    step.nearest.length > 0
      ? html`<fieldset class="pick"><legend>${words.nearest}</legend>${step.nearest.map(
          (day) =>
            html`<p>${dateText(day.date, language)}</p><div class="slots">${day.times.map(
              (time) =>
                html`<label class="btn o"><input type="radio" name="slot" value="${day.date}T${time}" required>${time}</label>`,
            )}</div>`,
        )}</fieldset>`
      : ''
  const choice = refused ? html`<p class="e" id="time-e">${message(refused)}</p>${picks}` : ''
  return html`<form class="card f" method="post" action="${address(venue, { lang: language })}"><h2>${words.stepContact}</h2><p class="sum">${writeWhen(form.date, form.time, language)} · ${what} <a href="${change}">${words.change}</a></p>${choice}${hidden(
    {
      lang: language,
      date: form.date,
      time: form.time,
      party: form.party,
      service: form.service,
    },
  )}${field('client', words.name, 'text', 'name', 120)}<div class="two"><div>${field('phone', words.phone, 'tel', 'tel', 40)}</div><div>${field('email', words.email, 'email', 'email', 254, words.emailHint)}</div></div><label for="notes">${words.notes}</label><textarea class="in" id="notes" name="notes" maxlength="1000"${
    first === 'notes' ? raw(' autofocus') : ''
  }${notes.attributes}>${form.notes}</textarea>${notes.after}${whatsAppConsentBox(venue, form, language)}<div class="acts"><button class="btn go" type="submit">${words.send}</button>${whatsAppBookingButton(venue, language)}</div>${whatsAppBookingHint(venue, language)}</form>`
}

/** Whether the chosen time is accepted so far, so the diner's details are asked for. */
function isTimeAccepted(step: BookingStep): boolean {
  const { form, errors, day } = step
  if (!form.time || !day?.times.includes(form.time)) return false
  return !errors.date && !errors.party && !errors.service && !errors.time && !errors.form
}

/**
 * The booking page at its step: day and party, free times, the diner's details, each refusal in place.
 * `head`: the first step's links for search engines (its addresses in each language); noindex otherwise.
 */
export function renderBookingPage(
  venue: BookingVenue,
  step: BookingStep,
  language: Language,
  head?: HtmlSafe,
): RenderedPage {
  const words = BOOKING_WORDS[language]
  const title = fillWords(words.title, { business: venue.business.name })
  const formError = step.errors.form
    ? html`<div class="alert" role="alert"><p>${errorText(words, step.errors.form, venue, step)}</p></div>`
    : ''
  const back = venue.hasMenu
    ? html`<p class="links"><a href="${`/m/${encodeURIComponent(venue.business.slug)}?lang=${language}`}">${words.backToMenu}</a></p>`
    : ''
  const steps =
    step.stage === 'contact'
      ? stepContact(venue, step, language)
      : html`${stepWhen(venue, step, language)}${stepSlot(venue, step, language)}${
          isTimeAccepted(step) ? stepContact(venue, step, language) : ''
        }`
  const body = html`<h2 class="sr">${title}</h2>${formError}${steps}${back}`
  const { form } = step
  const languageQuery = { date: form.date, party: form.party, service: form.service, time: form.time }
  return layout(venue, language, words.book, body, languageQuery, '/reservar', head)
}

/** After the post: the request received (pending) or the booking confirmed (the business confirms itself). */
export function renderBookingDone(
  venue: BookingVenue,
  appointment: Appointment,
  language: Language,
): RenderedPage {
  const words = BOOKING_WORDS[language]
  const isConfirmed = appointment.status === 'confirmed'
  const title = isConfirmed ? words.confirmedTitle : words.receivedTitle
  const text = fillWords(isConfirmed ? words.confirmedText : words.receivedText, {
    business: venue.business.name,
    when: writeWhen(appointment.date, appointment.time, language),
    email: appointment.email,
  })
  return layout(
    venue,
    language,
    title,
    html`<section class="card f" aria-labelledby="done"><h2 id="done">${title}</h2><p>${text}</p>${doneLinks(venue, language)}</section>`,
    {},
  )
}

function doneLinks(venue: BookingVenue, language: Language): HtmlSafe {
  const words = BOOKING_WORDS[language]
  return html`<p class="links">${
    venue.hasMenu
      ? html`<a class="btn" href="${`/m/${encodeURIComponent(venue.business.slug)}?lang=${language}`}">${words.backToMenu}</a>`
      : ''
  }<a class="btn o" href="${address(venue, { lang: language })}">${words.bookAgain}</a></p>`
}

/** The cancel link's page: the booking and a button that posts the cancellation; or what became of it. */
export function renderCancelPage(
  venue: BookingVenue,
  appointment: Appointment,
  token: string,
  language: Language,
  state: 'ask' | 'cancelled' | 'inactive',
): RenderedPage {
  const words = BOOKING_WORDS[language]
  const values = {
    business: venue.business.name,
    when: writeWhen(appointment.date, appointment.time, language),
  }
  const title = state === 'cancelled' ? words.cancelledTitle : words.cancelTitle
  const body =
    state === 'ask'
      ? html`<p>${fillWords(words.cancelText, values)}</p><form method="post" action="${address(venue, { lang: language }, '/reservar/cancelar')}">${hidden({ token, lang: language })}<button class="btn go" type="submit">${words.cancelButton}</button></form>`
      : html`<p>${state === 'cancelled' ? fillWords(words.cancelledText, values) : words.alreadyCancelledText}</p>${doneLinks(venue, language)}`
  return layout(
    venue,
    language,
    title,
    html`<section class="card f" aria-labelledby="cx"><h2 id="cx">${title}</h2>${body}</section>`,
    { token },
    '/reservar/cancelar',
  )
}
