import type { DiningTableInput } from '#domain/ordering/dining-table.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'
import { useTablesMutation } from './use-tables-mutation.ts'

/** One table (`POST /api/tables`); 409 `table_name_taken` at `name`, 409 `tables_limit` past the limit. */
export async function createTable(input: DiningTableInput) {
  return (await apiData(api.POST('/api/tables', { body: input }))).table
}

export function useCreateTable() {
  return useTablesMutation(createTable)
}
