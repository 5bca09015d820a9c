import { api, apiData } from '../../../lib/api-client.ts'
import { useTablesMutation } from './use-tables-mutation.ts'

/** A new key for a table (`POST /api/tables/:id/key`): the QR code of its printed card no longer names it. */
export async function renewTableKey(id: string) {
  return (await apiData(api.POST('/api/tables/{id}/key', { params: { path: { id } } }))).table
}

export function useRenewTableKey() {
  return useTablesMutation(renewTableKey)
}
