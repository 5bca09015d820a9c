import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ClientInputDraft } from '#domain/clients/client.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'
import { clientKeys } from './query-keys.ts'

export type ClientChange = { id: string; input: ClientInputDraft }

/** Replaces a client's fields with the modal's (`PUT /api/clients/:id`). */
export async function updateClient({ id, input }: ClientChange) {
  return (await apiData(api.PUT('/api/clients/{id}', { params: { path: { id } }, body: input }))).client
}

export function useUpdateClient() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  })
}
