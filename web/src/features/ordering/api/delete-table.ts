import { api, apiData } from '../../../lib/api-client.ts'
import { useTablesMutation } from './use-tables-mutation.ts'

/** Deletes a table (`DELETE /api/tables/:id`). */
export async function deleteTable(id: string) {
  await apiData(api.DELETE('/api/tables/{id}', { params: { path: { id } } }))
}

export function useDeleteTable() {
  return useTablesMutation(deleteTable)
}
