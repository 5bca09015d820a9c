import { WHATSAPP_MESSAGES, whatsAppLink } from '#domain/whatsapp/whatsapp-link.ts'
import { type HtmlSafe, html } from '../../shared/html.ts'
import type { ProductRow } from '../catalogues/index.ts'
import type { MenuPageModel } from './public-menu.page.ts'
import { ownerPlainText } from './public-menu.texts.ts'
import { WORDS } from './public-menu.words.ts'

// The diner's WhatsApp links on the menu (decision 072): plain anchors to wa.me with a message in the page's
// language, so they work without script. The message is URL-encoded by the link builder; the address is still
// escaped as an attribute by `html`, as every owner-typed value is.

/** The business's name as the page shows it: its design's, else its own. */
const shownName = (model: MenuPageModel) => model.design.businessName || model.business.name

/** The number the links go to, when the business has one and this use is switched on; else null. */
function numberFor(model: MenuPageModel, use: 'menu' | 'dish'): string | null {
  const number = model.business.whatsappNumber ?? ''
  return number !== '' && model.business.whatsappUses?.[use] ? number : null
}

/** "Escríbenos por WhatsApp", beside the business's contact: a chat that starts by naming the business. */
export function menuWhatsAppLink(model: MenuPageModel): HtmlSafe | string {
  const number = numberFor(model, 'menu')
  if (number === null) return ''
  const address = whatsAppLink(number, WHATSAPP_MESSAGES[model.language].menu(shownName(model)))
  return html`<p class="wa"><a class="btn" href="${address}" target="_blank" rel="noopener">${WORDS[model.language].whatsApp}</a></p>`
}

/**
 * "Preguntar por este plato" under a dish: a chat that starts by asking about it, by its name on the page. The
 * name is in the link too, hidden but read out ("Preguntar por este plato: Ajiaco"), as a list of links that
 * all say the same tells a screen reader's user nothing.
 */
export function dishWhatsAppLink(product: ProductRow, model: MenuPageModel): HtmlSafe | string {
  const number = numberFor(model, 'dish')
  if (number === null) return ''
  const dish = ownerPlainText(product, 'name', model)
  const address = whatsAppLink(number, WHATSAPP_MESSAGES[model.language].dish(shownName(model), dish))
  return html`<p class="wq"><a href="${address}" target="_blank" rel="noopener">${WORDS[model.language].askDish}<span class="sr">: ${dish}</span></a></p>`
}
