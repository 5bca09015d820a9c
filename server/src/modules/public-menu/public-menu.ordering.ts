import { type HtmlSafe, html, raw } from '../../shared/html.ts'
import type { ProductRow } from '../catalogues/index.ts'
import type { MenuPageModel } from './public-menu.page.ts'
import { ownerText } from './public-menu.texts.ts'
import { WORDS } from './public-menu.words.ts'

// Ordering from the menu page (decision 074). The cached page is the same for every diner: each dish that may
// be ordered carries a hidden «Añadir» button, and a tiny loader shows them (at a table only when the
// address names one, `?mesa=`; for pickup always) and loads the ordering script, served by the ordering
// module, on the first tap, or at once when this tab already holds an order.

/** What the page needs to take orders: the business's channels and the ordering script's address. */
export type PageOrdering = { table: boolean; pickup: boolean; scriptPath: string }

export const ORDER_LOADER =
  "const o=document.getElementById('ob');if(o&&(o.dataset.p||o.dataset.t&&new URLSearchParams(location.search).has('mesa'))){" +
  "let l=0;const g=()=>{l=1;const s=document.createElement('script');s.src=o.dataset.src;document.head.append(s);return s};" +
  "for(const b of document.querySelectorAll('[data-o]'))b.hidden=false;" +
  "document.addEventListener('click',e=>{const b=e.target.closest('[data-o]');if(b&&!l)g().onload=()=>vitrinaOrder(b)});" +
  "try{if(sessionStorage.getItem('pedido:'+o.dataset.s))g()}catch{}}"

// The sheets are dialogs at the foot of the screen; the bar with the order's count and total stays in view.
export const ORDER_CSS =
  '.oa{margin-top:.5rem}#ob{position:sticky;bottom:0;padding:.6rem 1rem;background:var(--bg);box-shadow:0 -1px 0 var(--line)}' +
  '.ob{width:100%;justify-content:center;padding:.7rem 1rem;font-size:1em}' +
  '.os{width:100%;max-width:32rem;max-height:90vh;margin:auto auto 0;padding:0 1rem 1rem;border:0;' +
  'border-radius:1rem 1rem 0 0;color:var(--text);background:var(--bg)}.os::backdrop{background:#0008}' +
  '.oh{position:sticky;top:0;display:flex;align-items:center;justify-content:space-between;gap:.5rem;' +
  'padding:.75rem 0;background:var(--bg)}.oh h2{margin:0;font-size:1.15em}' +
  '.os fieldset{border:0;margin:0 0 .75rem;padding:0}.os legend{font-weight:600;padding:0}' +
  '.os label{display:flex;align-items:center;gap:.5rem;min-height:2.75rem}.os input{accent-color:var(--accent)}.os input[type=radio],.os input[type=checkbox]{width:1.25rem;height:1.25rem}' +
  '.ol{display:flex;flex-direction:column;align-items:stretch!important;margin-bottom:.5rem}.os textarea,.os input:not([type=radio]):not([type=checkbox]){' +
  'font:inherit;padding:.5rem;border:1px solid var(--text);border-radius:.4rem;color:var(--text);background:var(--bg)}' +
  '.st{display:flex;align-items:center;gap:.5rem;margin:.25rem 0}.st output{min-width:2ch;text-align:center;font-weight:600}' +
  '.st .btn{min-width:2.75rem;min-height:2.75rem;justify-content:center}' +
  '.ok{width:100%;justify-content:center;padding:.75rem;margin-top:.75rem;font-size:1em}' +
  '.oi{font-size:.85em;margin:.1rem 0}.oe{color:#b91c1c;font-weight:600}.oe:empty{display:none}' +
  '.ou{list-style:none;margin:0;padding:0}.oo{padding:.5rem 0;border-bottom:1px solid var(--line)}' +
  '.oo.bad{border-left:4px solid #b91c1c;padding-left:.5rem}.on,.ot{display:flex;justify-content:space-between;gap:.5rem;margin:0;font-weight:600}'

/** Whether the page takes orders at all (a channel on, not the owner's preview). */
export function isOrdering(model: MenuPageModel): boolean {
  const ordering = model.ordering
  return Boolean(ordering && (ordering.table || ordering.pickup) && !model.previewId)
}

/** The dish's hidden «Añadir» button, when it may be ordered as the page is rendered; else nothing. */
export function orderButton(product: ProductRow, model: MenuPageModel): HtmlSafe | string {
  if (!isOrdering(model) || !product.available || product.kind === 'menu') return ''
  if (model.serving?.get(product.id) || product.variants.every((variant) => variant.price === null)) return ''
  return html`<button type="button" class="btn oa" data-o="${product.id}" hidden>${WORDS[model.language].add}<span class="sr"> ${ownerText(product, 'name', model)}</span></button>`
}

/** Where the order's bar goes, with what the loader reads: the slug, the channels, the script's address. */
export function orderBox(model: MenuPageModel): HtmlSafe | string {
  const ordering = model.ordering
  if (!ordering || !isOrdering(model)) return ''
  return html`<div id="ob" data-s="${model.business.slug}"${ordering.table ? raw(' data-t="1"') : ''}${
    ordering.pickup ? raw(' data-p="1"') : ''
  } data-src="${ordering.scriptPath}" hidden></div>`
}
