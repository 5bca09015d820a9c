import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import { type PlaceOrderInput, PlaceOrderInputSchema } from '#domain/ordering/order.schema.ts'
import type { OrderLineProblem } from '#domain/ordering/price-order.ts'
import type { OrderErrorKey } from './order-pages.words.ts'

// The plain order form's fields (`/m/:slug/pedir`) and the order they make. Each dish's fields are named by
// its ids, so a form rendered before the owner reordered the menu still means the same dishes:
//   q.<productId>.<variantId>  how many of that size ('' or 0: none)
//   x.<productId>.<group>      the options chosen in that extras group (a box each, or one radio)
//   n.<productId>              the dish's note, for each of its sizes ordered
// with `name`, `phone`, `time` (the pickup), `whatsapp` ('1': the box asking to be told on WhatsApp when it is
// ready, offered where the deployment sends messages), `lang` and `idempotencyKey` (written into the form
// when it is rendered, so the same form posted twice is one order).

/** A posted form: each field's value, or values for a repeated name (an extras group's boxes). */
export type OrderFormBody = Record<string, string | string[]>

/** One error of a refused form: what to say, and the id of the field it is about (the summary links it). */
export type FormError = { key: OrderErrorKey; field: string; dish?: string }

const QUANTITY = /^q\.([0-9a-f-]{36})\.(.{1,100})$/

const idPart = (id: string) => id.replace(/[^\w-]/g, '_')

/** Ids of a dish's fields in the page, for labels and the error summary's links (no dots, unlike names). */
export const fieldIds = {
  quantity: (productId: string, variantId: string) => `q-${idPart(productId)}-${idPart(variantId)}`,
  group: (productId: string, groupIndex: number) => `x-${idPart(productId)}-${groupIndex}`,
  note: (productId: string) => `n-${idPart(productId)}`,
}

/** The field's single value ('' when absent; the first of several). */
export function fieldValue(body: OrderFormBody, name: string): string {
  const value = body[name]
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

/** The field's values (none when absent). */
export function fieldValues(body: OrderFormBody, name: string): string[] {
  const value = body[name]
  return value === undefined ? [] : [value].flat()
}

/** Parses an urlencoded body keeping repeated names as lists. */
export function parseFormBody(text: string): OrderFormBody {
  const body: OrderFormBody = {}
  for (const [name, value] of new URLSearchParams(text)) {
    const before = body[name]
    body[name] = before === undefined ? value : [before, value].flat()
  }
  return body
}

/** The posted idempotency key, or a new one when it is missing or not a UUID (a form edited by hand). */
export function formKey(body: OrderFormBody): string {
  const key = fieldValue(body, 'idempotencyKey')
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key) ? key : randomUUID()
}

/** A line of the form: its dish and size, as the order's lines are numbered. */
export type FormLine = { productId: string; variantId: string }

/**
 * The pickup order the form asks for, or its field errors: one line per size with a quantity over 0, each
 * with its dish's extras and note, in the order of the form.
 */
export function orderFromForm(
  body: OrderFormBody,
  language: 'es' | 'en',
  key: string,
): { input: PlaceOrderInput; lines: FormLine[] } | { errors: FormError[]; lines: FormLine[] } {
  const lines: FormLine[] = []
  const raw: object[] = []
  for (const name of Object.keys(body)) {
    const match = QUANTITY.exec(name)
    const quantity = fieldValue(body, name).trim()
    if (!match || quantity === '' || quantity === '0') continue
    const [, productId = '', variantId = ''] = match
    lines.push({ productId, variantId })
    const optionIds = Object.keys(body)
      .filter((field) => field.startsWith(`x.${productId}.`))
      .flatMap((field) => fieldValues(body, field))
      .filter(Boolean)
    raw.push({ productId, variantId, quantity, optionIds, note: fieldValue(body, `n.${productId}`) })
  }
  const parsed = PlaceOrderInputSchema.safeParse({
    idempotencyKey: key,
    channel: 'pickup',
    pickup: {
      name: fieldValue(body, 'name'),
      phone: fieldValue(body, 'phone'),
      time: fieldValue(body, 'time'),
      whatsappConsent: fieldValue(body, 'whatsapp') === '1',
    },
    lines: raw,
    language,
  })
  if (parsed.success) return { input: parsed.data, lines }
  return { errors: issueErrors(parsed.error.issues, lines), lines }
}

const PICKUP_FIELDS: Record<string, string> = { name: 'name', phone: 'phone', time: 'time' }

/** Each schema issue as the form's error at its field; one error per field. */
function issueErrors(issues: readonly z.core.$ZodIssue[], lines: readonly FormLine[]): FormError[] {
  const errors = new Map<string, FormError>()
  for (const issue of issues) {
    const key = String(issue.message).replace(/^ordering\.errors\./, '') as OrderErrorKey
    const [first, second, third] = issue.path
    let field = 'dishes'
    if (first === 'pickup' && typeof second === 'string') field = PICKUP_FIELDS[second] ?? 'name'
    if (first === 'lines' && typeof second === 'number') {
      const line = lines[second]
      if (line) {
        field =
          third === 'note' ? fieldIds.note(line.productId) : fieldIds.quantity(line.productId, line.variantId)
      }
    }
    if (!errors.has(field)) errors.set(field, { key, field })
  }
  return [...errors.values()]
}

/** The refusal of lines that cannot be ordered now, each at its dish: its extras or the dish itself. */
export function lineErrors(
  problems: readonly { line: number; problem: OrderLineProblem }[],
  lines: readonly FormLine[],
  describe: (line: FormLine, problem: OrderLineProblem) => FormError | undefined,
): FormError[] {
  const errors = new Map<string, FormError>()
  for (const { line, problem } of problems) {
    const formLine = lines[line]
    const error = formLine && describe(formLine, problem)
    if (error && !errors.has(error.field)) errors.set(error.field, error)
  }
  return [...errors.values()]
}
