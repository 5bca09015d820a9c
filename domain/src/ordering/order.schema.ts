import { z } from 'zod'

// What a diner's order sends (decision 074): its lines, each a dish with one of its sizes, the extras chosen
// and how many, with a note; the prices are never sent — the server prices the order from the catalogue.

/** Lines an order may have, units of one line, characters of a line's note. */
export const ORDER_LIMITS = { lines: 50, quantity: 99, note: 140 } as const

export const ORDER_MESSAGES = {
  noLines: 'ordering.errors.noLines',
  tooManyLines: 'ordering.errors.tooManyLines',
  quantity: 'ordering.errors.quantity',
  noteTooLong: 'ordering.errors.noteTooLong',
} as const

export const OrderLineInputSchema = z.object({
  productId: z.uuid(),
  variantId: z.string().min(1).max(100),
  optionIds: z.array(z.string().min(1).max(100)).max(300).default([]),
  quantity: z.coerce
    .number()
    .int(ORDER_MESSAGES.quantity)
    .min(1, ORDER_MESSAGES.quantity)
    .max(ORDER_LIMITS.quantity, ORDER_MESSAGES.quantity),
  note: z.string().trim().max(ORDER_LIMITS.note, ORDER_MESSAGES.noteTooLong).default(''),
})
export type OrderLineInput = z.output<typeof OrderLineInputSchema>

export const OrderLinesInputSchema = z
  .array(OrderLineInputSchema)
  .min(1, ORDER_MESSAGES.noLines)
  .max(ORDER_LIMITS.lines, ORDER_MESSAGES.tooManyLines)
