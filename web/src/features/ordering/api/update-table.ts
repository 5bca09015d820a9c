import type { DiningTableInput } from '#domain/ordering/dining-table.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'
import { useTablesMutation } from './use-tables-mutation.ts'

/** A table's new name and area (`PATCH /api/tables/:id`); its key, and so its printed card, stay. */
export async function updateTable({ id, input }: { id: string; input: DiningTableInput }) {
  return (await apiData(api.PATCH('/api/tables/{id}', { params: { path: { id } }, body: input }))).table
}

export function useUpdateTable() {
  return useTablesMutation(updateTable)
}
