import { z } from 'zod'

// Whether the business takes orders (decision 074), per channel: from its tables (through each table's QR
// code) and for pickup. Both off until the owner switches them on.

export const ORDER_CHANNELS = ['table', 'pickup'] as const
export type OrderChannel = (typeof ORDER_CHANNELS)[number]

export const OrderingSettingsSchema = z.object({ table: z.boolean(), pickup: z.boolean() })
export type OrderingSettings = z.infer<typeof OrderingSettingsSchema>

export const ORDERING_OFF: OrderingSettings = { table: false, pickup: false }
