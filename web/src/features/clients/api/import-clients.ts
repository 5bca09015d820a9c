import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, apiData } from '../../../lib/api-client.ts'
import { type ImportRequest, importBody } from './preview-client-import.ts'
import { clientKeys } from './query-keys.ts'

/** Imports a CSV in one transaction and answers the report (`POST /api/clients/import`). */
export function importClients(request: ImportRequest) {
  return apiData(api.POST('/api/clients/import', { body: importBody(request) }))
}

export function useImportClients() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: importClients,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  })
}
