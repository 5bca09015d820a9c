import type { z } from 'zod'
import {
  type DiningTable,
  type DiningTableInputSchema,
  MAX_TABLES,
  type NumberedTablesInputSchema,
  TABLE_MESSAGES,
} from '#domain/ordering/dining-table.schema.ts'
import type { Database } from '../../db/database.ts'
import { AppError, DetailedError } from '../../shared/errors.ts'
import * as repository from './dining-tables.repository.ts'
import { newTableKey } from './table-key.ts'

// The business's tables (decision 074): added one by one or as a numbered run, renamed, given a new key (which
// voids the printed card), deleted. Names are unique in the business, case aside; at most MAX_TABLES.

// People read "2" before "10", and "Terraza 2" before "Terraza 10".
const byArea = new Intl.Collator('es', { numeric: true, sensitivity: 'base' })

function toDiningTable(row: repository.DiningTableRow): DiningTable {
  return { id: row.id, name: row.name, area: row.area, key: row.key, createdAt: row.createdAt.toISOString() }
}

/** The business's tables by area (those without one first), then by name as numbers read. */
export async function listTables(db: Database, businessId: string): Promise<DiningTable[]> {
  const rows = await repository.findTables(db, businessId)
  return rows
    .sort((a, b) => byArea.compare(a.area, b.area) || byArea.compare(a.name, b.name))
    .map(toDiningTable)
}

const notFound = () => new AppError('not_found', 404)

/** A 409 marking `field`, the same shape as a 400's field errors, naming the names already taken. */
function namesTaken(field: 'name' | 'from', taken: string[]) {
  const message = field === 'name' ? TABLE_MESSAGES.nameTaken : TABLE_MESSAGES.numbersTaken
  return new DetailedError('table_name_taken', 409, { fields: { [field]: [message] }, taken })
}

/**
 * Adds tables in one transaction on the business's locked row, so two requests cannot together pass the
 * limit or give two tables one name.
 */
async function addTables(
  db: Database,
  businessId: string,
  field: 'name' | 'from',
  tables: { name: string; area: string }[],
): Promise<DiningTable[]> {
  const rows = await db.transaction(async (tx) => {
    await repository.lockBusinessTables(tx, businessId)
    const count = await repository.countTables(tx, businessId)
    if (count + tables.length > MAX_TABLES) {
      throw new DetailedError('tables_limit', 409, { limit: MAX_TABLES, count })
    }
    const taken = await repository.findTakenNames(
      tx,
      businessId,
      tables.map((table) => table.name),
    )
    if (taken.length > 0) throw namesTaken(field, taken)
    return repository.insertTables(
      tx,
      tables.map((table) => ({ businessId, ...table, key: newTableKey() })),
    )
  })
  return rows.map(toDiningTable)
}

export async function createTable(
  db: Database,
  businessId: string,
  input: z.output<typeof DiningTableInputSchema>,
): Promise<DiningTable> {
  const [table] = await addTables(db, businessId, 'name', [input])
  return table as DiningTable
}

/** Tables `from`, `from + 1`, … (`count` of them) in one area: all of them, or none when a name is taken. */
export function createNumberedTables(
  db: Database,
  businessId: string,
  input: z.output<typeof NumberedTablesInputSchema>,
): Promise<DiningTable[]> {
  const tables = Array.from({ length: input.count }, (_, index) => ({
    name: String(input.from + index),
    area: input.area,
  }))
  return addTables(db, businessId, 'from', tables)
}

/** A table's new name and area; the key, and so the printed card, stays. */
export async function renameTable(
  db: Database,
  businessId: string,
  id: string,
  input: z.output<typeof DiningTableInputSchema>,
): Promise<DiningTable> {
  const row = await db.transaction(async (tx) => {
    await repository.lockBusinessTables(tx, businessId)
    const taken = await repository.findTakenNames(tx, businessId, [input.name])
    const current = (await repository.findTables(tx, businessId)).find((table) => table.id === id)
    if (!current) throw notFound()
    if (taken.some((name) => name.toLowerCase() !== current.name.toLowerCase()))
      throw namesTaken('name', taken)
    return repository.updateTable(tx, businessId, id, { name: input.name, area: input.area })
  })
  if (!row) throw notFound()
  return toDiningTable(row)
}

/** A new key for the table: its old QR code stops naming it, and its card must be printed again. */
export async function renewTableKey(db: Database, businessId: string, id: string): Promise<DiningTable> {
  const row = await repository.updateTable(db, businessId, id, { key: newTableKey() })
  if (!row) throw notFound()
  return toDiningTable(row)
}

export async function deleteTable(db: Database, businessId: string, id: string): Promise<void> {
  if (!(await repository.deleteTable(db, businessId, id))) throw notFound()
}
