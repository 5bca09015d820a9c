import type { ClientListQuery, SortDirection } from '#domain/clients/client.schema.ts'
import { searchTermOf } from '#domain/clients/client-search.ts'
import type { CsvLanguage } from '#domain/clients/csv/csv-words.ts'
import { writeClientsCsvHeader, writeClientsCsvRows } from '#domain/clients/csv/write-clients-csv.ts'
import { calendarDayAt, calendarDayText } from '#domain/reservations/calendar-day.ts'
import type { Database } from '../../db/database.ts'
import { AppError } from '../../shared/errors.ts'
import { type AuditActor, recordAudit } from '../audit/index.ts'
import { toClient } from './client-row.ts'
import * as repository from './clients-export.repository.ts'

export type ClientsExportDeps = { db: Database; now: () => Date }

/** The search and sort of the list whose clients are exported (every page of it). */
export type ClientsExportQuery = Pick<ClientListQuery, 'q' | 'sort'> & { dir: SortDirection }

/** Clients read at once: the file grows a part at a time, never holding every row of a large list. */
const EXPORT_PART = 1000

const FILE_NAME: Record<CsvLanguage, string> = { es: 'clientes', en: 'clients' }

/**
 * Every client of the list's current search, in its order, as a CSV file in the owner's language
 * (`writeClientsCsv`), named by today's date on the business's clock ("clientes-2026-11-26.csv"). It is read
 * in one read-only snapshot, so a client saved meanwhile is neither doubled nor skipped. The audit log records
 * the export right after that snapshot, in the same request (the snapshot's transaction is read-only).
 */
export async function exportClients(
  deps: ClientsExportDeps,
  businessId: string,
  query: ClientsExportQuery,
  language: CsvLanguage,
  actor: AuditActor,
): Promise<{ fileName: string; text: string }> {
  const timeZone = await repository.findBusinessTimeZone(deps.db, businessId)
  if (!timeZone) throw new AppError('not_found', 404)
  const search = searchTermOf(query.q)
  const chunks = [writeClientsCsvHeader(language)]
  const count = await deps.db.transaction(
    async (tx) => {
      // The order first, as ids (an index walk), then the rows a part at a time by id: paging with OFFSET
      // would walk the list again for every part, quadratic in a large one.
      const ids = await repository.listClientIdsInOrder(tx, businessId, search, query)
      for (let start = 0; start < ids.length; start += EXPORT_PART) {
        const rows = await repository.findClientsByIds(tx, businessId, ids.slice(start, start + EXPORT_PART))
        chunks.push(writeClientsCsvRows(rows.map(toClient), { language, timeZone }))
      }
      return ids.length
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
  const today = calendarDayText(calendarDayAt(deps.now(), timeZone))
  const fileName = `${FILE_NAME[language]}-${today}.csv`
  const details = { count, ...(query.q ? { search: query.q } : {}) }
  await recordAudit(deps.db, { businessId, actor, action: 'clients.exported', subject: fileName, details })
  return { fileName, text: chunks.join('') }
}
