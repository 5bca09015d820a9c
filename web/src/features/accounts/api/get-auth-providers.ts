import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { requestApi } from '../../../lib/api.ts'

/** Which federated providers the server is configured with, and its support address (`GET /api/auth-providers`). */
export const AuthProvidersSchema = z.object({
  google: z.boolean(),
  oidc: z.object({ name: z.string() }).nullable(),
  supportEmail: z.string().nullable(),
})
export type AuthProviders = z.infer<typeof AuthProvidersSchema>

export async function getAuthProviders(signal?: AbortSignal): Promise<AuthProviders> {
  return AuthProvidersSchema.parse(await requestApi('/api/auth-providers', { signal }))
}

export function authProvidersQueryOptions() {
  return queryOptions({
    queryKey: ['auth-providers'],
    queryFn: ({ signal }) => getAuthProviders(signal),
    // Set by the server's environment: it does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  })
}

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions())
}
