import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { OrderingSettings } from '#domain/ordering/ordering-settings.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'

// Whether the business takes orders from its tables and for pickup (decision 074).

export const orderingSettingsQueryKey = ['ordering', 'settings'] as const

export function orderingSettingsQueryOptions() {
  return queryOptions({
    queryKey: orderingSettingsQueryKey,
    queryFn: ({ signal }) => apiData(api.GET('/api/ordering-settings', { signal })),
  })
}

export function useOrderingSettings() {
  return useQuery(orderingSettingsQueryOptions())
}

/** Saves both switches; the cache holds the server's answer, so a refused save shows the switch as it was. */
export function useSaveOrderingSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: OrderingSettings) =>
      apiData(api.PUT('/api/ordering-settings', { body: settings })),
    onSuccess: (saved) => queryClient.setQueryData(orderingSettingsQueryKey, saved),
  })
}
