import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ClientInputDraft } from '#domain/clients/client.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'
import { clientKeys } from './query-keys.ts'

/** Creates a client by hand (`POST /api/clients`). */
export async function createClient(input: ClientInputDraft) {
  return (await apiData(api.POST('/api/clients', { body: input }))).client
}

export function useCreateClient() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  })
}
