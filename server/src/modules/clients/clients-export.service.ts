import type { ClientListQuery, SortDirection } from '#domain/clients/client.schema.ts'
import { searchTermOf } from '#domain/clients/client-search.ts'
import type { CsvLanguage } from '#domain/clients/csv/csv-words.ts'
import { writeClientsCsvHeader, writeClientsCsvRows } from '#domain/clients/csv/write-clients-csv.ts'
import { calendarDayAt, calendarDayText } from '#domain/reservations/calendar-day.ts'
import type { Database } from '../../db/database.ts'
import { AppError } from '../../shared/errors.ts'
import { toClient } from './client-row.ts'
import * as repository from './clients-export.repository.ts'

export type ClientsExportDeps = { db: Database; now: () => Date }

/** The search and sort of the list whose clients are exported (every page of it). */
export type ClientsExportQuery = Pick<ClientListQuery, 'q' | 'sort'> & { dir: SortDirection }

/** Clients read at once: the file grows page by page, never holding every row of a large list. */
const EXPORT_PAGE = 1000

const FILE_NAME: Record<CsvLanguage, string> = { es: 'clientes', en: 'clients' }

/**
 * Every client of the list's current search, in its order, as a CSV file in the owner's language
 * (`writeClientsCsv`), named by today's date on the business's clock ("clientes-2026-11-26.csv"). The pages
 * are read in one read-only snapshot, so a client saved meanwhile is neither doubled nor skipped.
 */
export async function exportClients(
  deps: ClientsExportDeps,
  businessId: string,
  query: ClientsExportQuery,
  language: CsvLanguage,
): Promise<{ fileName: string; text: string }> {
  const timeZone = await repository.findBusinessTimeZone(deps.db, businessId)
  if (!timeZone) throw new AppError('not_found', 404)
  const search = searchTermOf(query.q)
  const chunks = [writeClientsCsvHeader(language)]
  await deps.db.transaction(
    async (tx) => {
      for (let offset = 0; ; offset += EXPORT_PAGE) {
        const rows = await repository.listClientsInOrder(tx, businessId, search, {
          sort: query.sort,
          dir: query.dir,
          offset,
          limit: EXPORT_PAGE,
        })
        chunks.push(writeClientsCsvRows(rows.map(toClient), { language, timeZone }))
        if (rows.length < EXPORT_PAGE) break
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
  const today = calendarDayText(calendarDayAt(deps.now(), timeZone))
  return { fileName: `${FILE_NAME[language]}-${today}.csv`, text: chunks.join('') }
}
