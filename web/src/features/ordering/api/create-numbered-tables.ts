import type { z } from 'zod'
import type { NumberedTablesInputSchema } from '#domain/ordering/dining-table.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'
import { useTablesMutation } from './use-tables-mutation.ts'

/**
 * A run of tables named `from`, `from + 1`, … (`POST /api/tables/numbered`), all or none: 409
 * `table_name_taken` at `from` when a number is already a table's name.
 */
export async function createNumberedTables(input: z.output<typeof NumberedTablesInputSchema>) {
  return (await apiData(api.POST('/api/tables/numbered', { body: input }))).tables
}

export function useCreateNumberedTables() {
  return useTablesMutation(createNumberedTables)
}
