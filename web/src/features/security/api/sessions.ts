import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, apiData } from '../../../lib/api-client.ts'
import { securityKeys } from './query-keys.ts'

/** The account's signed-in devices (`GET /api/security/sessions`), the current one marked. */
export async function getSessions(signal?: AbortSignal) {
  return (await apiData(api.GET('/api/security/sessions', { signal }))).sessions
}

export const sessionsQueryOptions = queryOptions({
  queryKey: securityKeys.sessions,
  queryFn: ({ signal }) => getSessions(signal),
})

export function useSessions() {
  return useQuery(sessionsQueryOptions)
}

/** Signs one other device out (`DELETE /api/security/sessions/:id`). */
export function closeSession(id: string) {
  return apiData(api.DELETE('/api/security/sessions/{id}', { params: { path: { id } } }))
}

/** Signs out every device but this one (`DELETE /api/security/sessions`). */
export function closeOtherSessions() {
  return apiData(api.DELETE('/api/security/sessions'))
}

export function useCloseSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: closeSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions }),
  })
}

export function useCloseOtherSessions() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: closeOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions }),
  })
}
