import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { BillingAddress, BillingOverview } from '#domain/payments/billing.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'

/** The cache entry of Configuración → Pagos. */
export const billingKey = ['billing'] as const

/** The business's plan, billing address and history (`GET /api/billing`). */
export function getBilling(signal?: AbortSignal): Promise<BillingOverview> {
  return apiData(api.GET('/api/billing', { signal }))
}

export const billingQueryOptions = queryOptions({
  queryKey: billingKey,
  queryFn: ({ signal }) => getBilling(signal),
})

export function useBilling() {
  return useQuery(billingQueryOptions)
}

/** Saves the billing address (`PUT /api/billing/address`), answering it as stored. */
export function saveBillingAddress(address: BillingAddress) {
  return apiData(api.PUT('/api/billing/address', { body: address }))
}

/** Removes the billing address (`DELETE /api/billing/address`). */
export function deleteBillingAddress() {
  return apiData(api.DELETE('/api/billing/address'))
}

export function useSaveBillingAddress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveBillingAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKey }),
  })
}

export function useDeleteBillingAddress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteBillingAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKey }),
  })
}
