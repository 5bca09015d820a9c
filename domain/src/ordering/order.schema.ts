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

/**
 * A pickup order's contact: who collects it, a mobile to call them on, the time (HH:MM, today), and whether
 * they ticked the box asking to be told on WhatsApp when it is ready (offered, and kept, only where the
 * deployment sends WhatsApp messages).
 */
export const PICKUP_LIMITS = { name: 80, phone: 30 } as const

export const PickupInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'ordering.errors.nameRequired')
    .max(PICKUP_LIMITS.name, 'ordering.errors.nameTooLong'),
  phone: z
    .string()
    .trim()
    .min(1, 'ordering.errors.phoneRequired')
    .max(PICKUP_LIMITS.phone, 'ordering.errors.phoneInvalid')
    .regex(/^\+?[\d\s().-]{7,}$/, 'ordering.errors.phoneInvalid'),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'ordering.errors.timeInvalid'),
  whatsappConsent: z.boolean().default(false),
})
export type PickupInput = z.output<typeof PickupInputSchema>

/**
 * An order as the diner's page sends it: a random id of its own (a repeat is the same order), the channel,
 * the table's key from its QR code or the pickup's contact, the lines, and the language of its page.
 */
export const PlaceOrderInputSchema = z
  .object({
    idempotencyKey: z.uuid(),
    channel: z.enum(['table', 'pickup']),
    table: z.string().max(40).optional(),
    pickup: PickupInputSchema.optional(),
    lines: OrderLinesInputSchema,
    language: z.enum(['es', 'en']).default('es'),
  })
  .superRefine((order, context) => {
    if (order.channel === 'table' && !order.table) {
      context.addIssue({ code: 'custom', path: ['table'], message: 'ordering.errors.tableUnknown' })
    }
    if (order.channel === 'pickup' && !order.pickup) {
      context.addIssue({ code: 'custom', path: ['pickup'], message: 'ordering.errors.pickupRequired' })
    }
  })
export type PlaceOrderInput = z.output<typeof PlaceOrderInputSchema>

/** An order's lines to price before it is sent: what the diner's order sheet asks as the order changes. */
export const QuoteOrderInputSchema = z.object({ lines: OrderLinesInputSchema })

const MinorUnits = z.number().int()

/**
 * The order priced by the server as it would be placed now, in the currency's smallest unit: each line's
 * units made free by a 2x1, its discount and its total, in the order sent, and the order's sums.
 */
export const OrderQuoteSchema = z.object({
  lines: z.array(z.object({ freeUnits: z.number().int(), discount: MinorUnits, total: MinorUnits })),
  subtotal: MinorUnits,
  discount: MinorUnits,
  total: MinorUnits,
})
export type OrderQuote = z.output<typeof OrderQuoteSchema>

const OrderStatusSchema = z.enum(['received', 'preparing', 'ready', 'delivered', 'rejected'])

/** One line of a placed order as its pages show it. */
export const OrderLineSchema = z.object({
  name: z.string(),
  variantLabel: z.string(),
  options: z.array(z.object({ label: z.string(), priceDelta: z.string() })),
  quantity: z.number().int(),
  note: z.string(),
  unitPrice: z.string(),
  extrasPrice: z.string(),
  freeUnits: z.number().int(),
  subtotal: z.string(),
  discount: z.string(),
  total: z.string(),
})

/** A placed order as its diner's page shows it (the token is the page's address). */
export const PublicOrderSchema = z.object({
  token: z.string(),
  number: z.number().int(),
  status: OrderStatusSchema,
  channel: z.enum(['table', 'pickup']),
  tableName: z.string(),
  pickupName: z.string(),
  pickupAt: z.string().nullable(),
  readyAt: z.string().nullable(),
  rejectReason: z.string(),
  currency: z.string(),
  lines: z.array(OrderLineSchema),
  subtotal: z.string(),
  discount: z.string(),
  total: z.string(),
  createdAt: z.string(),
})
export type PublicOrder = z.infer<typeof PublicOrderSchema>

/** An order as the business's staff see it: the diner's view, with its id and the pickup's phone. */
export const OrderSchema = PublicOrderSchema.omit({ token: true }).extend({
  id: z.uuid(),
  pickupPhone: z.string(),
  updatedAt: z.string(),
})
export type Order = z.infer<typeof OrderSchema>

/** The orders of one business day (`day`, YYYY-MM-DD on the business's clock), newest first, with totals. */
export const OrdersSchema = z.object({
  day: z.string(),
  orders: z.array(OrderSchema),
  /** Of the day's orders not rejected: how many, and what they come to. */
  totals: z.object({ count: z.number().int(), total: z.string() }),
})

export const OrdersQuerySchema = z.object({
  day: z.iso.date().optional(),
  status: OrderStatusSchema.optional(),
  channel: z.enum(['table', 'pickup']).optional(),
  tableId: z.uuid().optional(),
})

/** Minutes until an accepted order is ready, as the kitchen says when accepting it. */
export const AcceptOrderInputSchema = z.object({
  readyInMinutes: z.coerce
    .number()
    .int()
    .min(1, 'ordering.errors.readyIn')
    .max(240, 'ordering.errors.readyIn'),
})
/** Why an order is rejected, which its diner reads. */
export const RejectOrderInputSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'ordering.errors.reasonRequired')
    .max(200, 'ordering.errors.reasonTooLong'),
})
