import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiData } from '../../../lib/api-client.ts'
import { clientKeys } from './query-keys.ts'

/** A client's WhatsApp record: consent, opt-out and latest messages (`GET /api/clients/:id/whatsapp`). */
export function getClientWhatsApp(id: string, signal?: AbortSignal) {
  return apiData(api.GET('/api/clients/{id}/whatsapp', { params: { path: { id } }, signal }))
}

export function clientWhatsAppQueryOptions(id: string) {
  return queryOptions({
    queryKey: clientKeys.whatsapp(id),
    queryFn: ({ signal }) => getClientWhatsApp(id, signal),
  })
}

export function useClientWhatsApp(id: string) {
  return useQuery(clientWhatsAppQueryOptions(id))
}
