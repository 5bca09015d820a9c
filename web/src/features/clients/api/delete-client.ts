import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, apiData } from '../../../lib/api-client.ts'
import { clientKeys } from './query-keys.ts'

/** Deletes a client (`DELETE /api/clients/:id`); their reservations stay, without the link. */
export function deleteClient(id: string) {
  return apiData(api.DELETE('/api/clients/{id}', { params: { path: { id } } }))
}

export function useDeleteClient() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteClient,
    // Only the lists: re-reading the deleted client, whose page may still be open, would answer 404.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.lists }),
  })
}
