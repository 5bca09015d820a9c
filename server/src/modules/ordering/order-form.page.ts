import type { OptionGroup } from '#domain/catalogues/variant.schema.ts'
import { type HtmlSafe, html, raw } from '../../shared/html.ts'
import {
  choiceWords,
  ownerPlainText,
  ownerText,
  type PageLanguage,
  type PriceWriter,
  type RenderedPage,
  type TextLanguages,
  variantAmounts,
} from '../public-menu/index.ts'
import { type FormError, fieldIds, fieldValue, fieldValues, type OrderFormBody } from './order-form.fields.ts'
import { moneyWriter, type OrderVenue, orderLayout, venuePath } from './order-pages.layout.ts'
import type { FormDish, OrderFormMenu } from './order-pages.service.ts'
import { fillWords, ORDER_WORDS, type OrderWords } from './order-pages.words.ts'

// The plain order form for pickup (`/m/:slug/pedir`): every dish that may be ordered now with a quantity per
// size, its extras and a note, then who collects it and when. No script: it posts to itself, and a refusal
// comes back as this page with every value kept, the same idempotency key, and what to fix at the top.

const FORM_CSS =
  'label{font-weight:600}.in{display:block;width:100%;min-height:2.75rem;padding:.5rem .75rem;font:inherit;' +
  'color:#1c1917;background:#fff;border:1px solid #78716c;border-radius:.5rem}' +
  '.in:focus-visible,.ck input:focus-visible{outline:3px solid var(--accent);outline-offset:1px}' +
  '.in[aria-invalid=true]{border:2px solid #b91c1c}.e{margin:.3rem 0 0;font-size:.88em;font-weight:700}' +
  '.e::before{content:"⚠ "}.pk label{display:block;margin:.8rem 0 .3rem}.dish{padding:.75rem 0;border-bottom:1px solid var(--line)}' +
  '.dish h3{margin:0}.qr{display:flex;align-items:center;gap:.6rem;margin:.45rem 0 0}.qr label{flex:1;min-width:0;font-weight:400}' +
  '.qr .pr{font-weight:700}.qn{width:4.75rem;flex:none;text-align:center}' +
  '.xg{margin:.6rem 0 0;padding:0;border:0}.xg legend{padding:0;font-weight:600;font-size:.92em}' +
  '.xg .hint{font-weight:400}.ck{display:flex;align-items:center;gap:.5rem;min-height:2.25rem;font-weight:400}' +
  '.ck input{flex:none;width:1.25rem;height:1.25rem;margin:0;accent-color:var(--accent)}' +
  '.nd{margin:.5rem 0 0}.nd summary{padding:.3rem 0;font-size:.9em;font-weight:600;cursor:pointer}' +
  '.pk .wa{margin:1rem 0 0}.pk .wa label{margin:0;font-weight:400}' +
  '.nd summary:focus-visible{outline:3px solid var(--accent);outline-offset:2px}.nt{display:block;margin:.3rem 0;font-size:.92em}.go{margin-top:1rem;padding:.7rem 1.75rem;font-size:1.05em}'

/**
 * What the form shows: the values typed (empty at first), its idempotency key, errors, the time now, and
 * whether it offers the WhatsApp box (the deployment sends messages).
 */
export type OrderFormState = {
  body: OrderFormBody
  key: string
  errors: FormError[]
  now: string
  asksWhatsAppConsent: boolean
}

type Context = {
  words: OrderWords
  write: PriceWriter
  languages: TextLanguages
  state: OrderFormState
}

/** An error's sentence in the page's words. */
function errorText(words: OrderWords, error: FormError): string {
  return fillWords(words.errors[error.key] ?? words.errors.invalid, { dish: error.dish ?? '' })
}

/** A field's aria attributes and the error said under it, when it has one. */
function fieldState(id: string, context: Context, hint?: string) {
  const error = context.state.errors.find((candidate) => candidate.field === id)
  const described = [error ? `${id}-e` : '', hint ? `${id}-h` : ''].filter(Boolean).join(' ')
  return {
    attributes: html`${error ? raw(' aria-invalid="true"') : ''}${described ? html` aria-describedby="${described}"` : ''}`,
    after: html`${hint ? html`<p class="hint" id="${id}-h">${hint}</p>` : ''}${
      error ? html`<p class="e" id="${id}-e">${errorText(context.words, error)}</p>` : ''
    }`,
  }
}

function quantityRow(dish: FormDish, variantIndex: number, context: Context): HtmlSafe {
  const { product } = dish
  const variant = dish.variants[variantIndex]!
  const id = fieldIds.quantity(product.id, variant.id)
  const name = `q.${product.id}.${variant.id}`
  const dishName = ownerText(product, 'name', context.languages)
  const size = variant.label ? ownerText(variant, 'label', context.languages) : ''
  const state = fieldState(id, context)
  const amounts = variantAmounts(variant, dish.offers?.get(variant.id), {
    write: context.write,
    ...context.languages,
  })
  return html`<div class="qr"><label for="${id}"><span class="sr">${context.words.quantityOf} ${dishName} </span>${size}</label><span class="pr">${amounts}</span><input class="in qn" type="number" id="${id}" name="${name}" min="0" max="99" step="1" inputmode="numeric" placeholder="0" value="${fieldValue(context.state.body, name)}"${state.attributes}></div>${state.after}`
}

/** An extras group: boxes, or radios when one at most may be chosen (with "none" while none is required). */
function extrasGroup(dish: FormDish, group: OptionGroup, groupIndex: number, context: Context): HtmlSafe {
  const { product } = dish
  const { words, write, languages, state } = context
  const id = fieldIds.group(product.id, groupIndex)
  const name = `x.${product.id}.${groupIndex}`
  const chosen = fieldValues(state.body, name)
  const isRadio = group.max === 1
  const type = isRadio ? 'radio' : 'checkbox'
  const options = group.options.map((option) => {
    const delta = Number(option.priceDelta) > 0 ? ` +${write(option.priceDelta)}` : ''
    return html`<label class="ck"><input type="${type}" name="${name}" value="${option.id}"${
      chosen.includes(option.id) ? raw(' checked') : ''
    }>${ownerText(option, 'label', languages)}${delta}</label>`
  })
  const none =
    isRadio && group.min === 0
      ? html`<label class="ck"><input type="radio" name="${name}" value=""${
          chosen.filter(Boolean).length === 0 ? raw(' checked') : ''
        }>${words.none}</label>`
      : ''
  const error = fieldState(id, context)
  return html`<fieldset class="xg" id="${id}"${error.attributes}><legend>${ownerText(group, 'name', languages)} <span class="hint">(${choiceWords(group, languages.language)})</span></legend>${none}${options}</fieldset>${error.after}`
}

function dishBlock(dish: FormDish, context: Context): HtmlSafe {
  const { product } = dish
  const { words, languages, state } = context
  const noteId = fieldIds.note(product.id)
  const noteName = `n.${product.id}`
  const note = fieldState(noteId, context)
  const dishName = ownerPlainText(product, 'name', languages)
  const rows = dish.variants.map((_, index) => quantityRow(dish, index, context))
  const groups = product.optionGroups.map((group, index) => extrasGroup(dish, group, index, context))
  // The note folds away until wanted (a native disclosure, no script), open when it holds text or an error.
  const isOpen = fieldValue(state.body, noteName) !== '' || state.errors.some((e) => e.field === noteId)
  return html`<div class="dish"><h3>${ownerText(product, 'name', languages)}</h3>${rows}${groups}<details class="nd"${isOpen ? raw(' open') : ''}><summary>${words.addNote}</summary><label class="nt" for="${noteId}">${words.noteLabel}<span class="sr">${fillWords(words.noteFor, { dish: dishName })}</span> ${words.optional}</label><input class="in" id="${noteId}" name="${noteName}" maxlength="140" placeholder="${words.notePlaceholder}" value="${fieldValue(state.body, noteName)}"${note.attributes}>${note.after}</details></div>`
}

function pickupFields(context: Context): HtmlSafe {
  const { words, state } = context
  const field = (
    name: 'name' | 'phone' | 'time',
    label: string,
    attributes: HtmlSafe,
    hint?: string,
  ): HtmlSafe => {
    const field = fieldState(name, context, hint)
    return html`<label for="${name}">${label}</label><input class="in" id="${name}" name="${name}" required value="${fieldValue(state.body, name)}"${attributes}${field.attributes}>${field.after}`
  }
  return html`<section class="card f pk" aria-labelledby="pk"><h2 id="pk">${words.pickup}</h2>${field(
    'name',
    words.name,
    raw(' autocomplete="name" maxlength="80"'),
  )}${field('phone', words.phone, raw(' type="tel" autocomplete="tel" maxlength="30"'))}${field(
    'time',
    words.time,
    raw(' type="time"'),
    fillWords(words.timeHint, { time: state.now }),
  )}${whatsAppConsentBox(context)}</section>`
}

/** The unticked box asking to be told on WhatsApp when the order is ready, where the deployment sends it. */
function whatsAppConsentBox({ words, state }: Context): HtmlSafe | string {
  if (!state.asksWhatsAppConsent) return ''
  const isTicked = fieldValue(state.body, 'whatsapp') === '1'
  return html`<div class="ck wa"><input type="checkbox" id="whatsapp" name="whatsapp" value="1" aria-describedby="whatsapp-h"${
    isTicked ? raw(' checked') : ''
  }><label for="whatsapp">${words.whatsAppConsent}</label></div><p class="hint" id="whatsapp-h">${words.whatsAppConsentHint}</p>`
}

/** The errors at the top, each a link to its field; nothing when there are none. */
function errorSummary(context: Context): HtmlSafe | string {
  const { words, state } = context
  if (state.errors.length === 0) return ''
  const items = state.errors.map(
    (error) => html`<li><a href="#${error.field}">${errorText(words, error)}</a></li>`,
  )
  return html`<div class="alert" role="alert" aria-labelledby="er"><h2 id="er">${words.errorsTitle}</h2><ul>${items}</ul></div>`
}

/** The order form with the dishes of `sections`, in `language`, as `state` left it. */
export function renderOrderForm(
  venue: OrderVenue,
  form: OrderFormMenu,
  state: OrderFormState,
  language: PageLanguage,
): RenderedPage {
  const words = ORDER_WORDS[language]
  const languages = { language, originalLanguage: venue.business.language }
  const context: Context = { words, write: moneyWriter(venue, language), languages, state }
  const sections = form.sections.map(
    ({ category, dishes }) =>
      html`<h2>${ownerText(category, 'name', languages)}</h2>${dishes.map((dish) => dishBlock(dish, context))}`,
  )
  const dishes =
    form.sections.length === 0
      ? html`<p>${words.noDishes}</p>`
      : html`${form.hasTwoForOne ? html`<p class="hint">${words.promotionsNote}</p>` : ''}${sections}`
  const action = venuePath(venue, '/pedir', { lang: language })
  const body = html`<h1>${words.formTitle}</h1><p>${words.formIntro}</p>${errorSummary(context)}<form method="post" action="${action}"><input type="hidden" name="idempotencyKey" value="${state.key}"><input type="hidden" name="lang" value="${language}"><section class="card f" id="dishes" aria-labelledby="h-dishes"><h2 class="sr" id="h-dishes">${words.lines}</h2>${dishes}</section>${pickupFields(context)}<p class="pay">${words.payAtPlace}</p><button class="btn go" type="submit">${words.send}</button></form>`
  return orderLayout(venue, language, words.formTitle, body, {
    path: '/pedir',
    formAction: "'self'",
    css: FORM_CSS,
  })
}
