import { z } from 'zod'

// The business's tables (decision 074): each with a name diners read on its card ("4", "Terraza 2"), an
// optional area to group them, and the key its QR code carries, which is what tells the server the table.
// Validation messages are i18n keys of the web's ordering texts.
export const TABLE_MESSAGES = {
  nameRequired: 'ordering.tables.errors.nameRequired',
  nameTooLong: 'ordering.tables.errors.nameTooLong',
  areaTooLong: 'ordering.tables.errors.areaTooLong',
  nameTaken: 'ordering.tables.errors.nameTaken',
  numbersTaken: 'ordering.tables.errors.numbersTaken',
} as const

export const MAX_TABLE_NAME_LENGTH = 40
export const MAX_TABLE_AREA_LENGTH = 40
/** Tables a business may have: more than any dining room, few enough to print on one sheet each. */
export const MAX_TABLES = 200

/** Characters of a table's key: 32 (5 bits each), leaving out l, o, 0 and 1, which people misread. */
export const TABLE_KEY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789'
/** A table's key: 12 characters of `TABLE_KEY_ALPHABET` (60 random bits). */
export const TABLE_KEY_LENGTH = 12
export const TableKeySchema = z
  .string()
  .length(TABLE_KEY_LENGTH)
  .regex(/^[a-km-np-z2-9]+$/)

/** The query parameter of the public menu's address that carries a table's key. */
export const TABLE_QUERY_PARAMETER = 'mesa'

/** A table as the dashboard lists it: `key` is what its QR code's address carries. */
export const DiningTableSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  area: z.string(),
  key: z.string(),
  createdAt: z.string(),
})
export type DiningTable = z.infer<typeof DiningTableSchema>

export const DiningTablesSchema = z.object({ tables: z.array(DiningTableSchema) })

const name = z
  .string()
  .trim()
  .min(1, TABLE_MESSAGES.nameRequired)
  .max(MAX_TABLE_NAME_LENGTH, TABLE_MESSAGES.nameTooLong)
const area = z.string().trim().max(MAX_TABLE_AREA_LENGTH, TABLE_MESSAGES.areaTooLong)

/** A new table, or a table's new name and area. */
export const DiningTableInputSchema = z.object({ name, area: area.default('') })
export type DiningTableInput = z.input<typeof DiningTableInputSchema>

/**
 * Several tables at once, numbered: `count` tables named `from`, `from + 1`, … in `area` (the usual way to set
 * up a dining room of numbered tables).
 */
export const NumberedTablesInputSchema = z.object({
  from: z.coerce.number().int().min(1).max(9999),
  count: z.coerce.number().int().min(1).max(MAX_TABLES),
  area: area.default(''),
})
export type NumberedTablesInput = z.input<typeof NumberedTablesInputSchema>

/** The public menu's address for a table: what its QR code opens. */
export function tableMenuUrl(menuUrl: string, key: string): string {
  const url = new URL(menuUrl)
  url.searchParams.set(TABLE_QUERY_PARAMETER, key)
  return url.toString()
}
