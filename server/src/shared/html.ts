// A tiny HTML template tag for the public menu (decision 017): every interpolated value is escaped unless
// it is already an HtmlSafe (another `html` result, or `raw` text we wrote ourselves), so owner-typed text
// can never become markup.

/** Markup that is already safe to put into a page. */
export class HtmlSafe {
  readonly value: string
  constructor(value: string) {
    this.value = value
  }
  toString(): string {
    return this.value
  }
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text escaped for use in element content and in quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character)
}

type Value = HtmlSafe | string | number | null | undefined | false | readonly Value[]

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return ''
  if (value instanceof HtmlSafe) return value.value
  if (Array.isArray(value)) return value.map(render).join('')
  return escapeHtml(String(value))
}

/** Builds markup from a template: strings are escaped, HtmlSafe values and arrays of them are kept. */
export function html(strings: TemplateStringsArray, ...values: Value[]): HtmlSafe {
  let out = strings[0] ?? ''
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '')
  })
  return new HtmlSafe(out)
}

/** Our own markup or CSS, trusted as it is: never pass owner-typed text. */
export function raw(markup: string): HtmlSafe {
  return new HtmlSafe(markup)
}
