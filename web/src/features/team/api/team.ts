import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Role } from '#domain/team/roles.ts'
import type { InvitationInput } from '#domain/team/team.schema.ts'
import { meQueryKey } from '../../../entities/account/api/get-me.ts'
import { api, apiData } from '../../../lib/api-client.ts'

// The team of the session's business (decision 073): its members and pending invitations, and what changes
// them. Every change refetches the list, which is the one source of what the tab shows.

export const teamQueryKey = ['team'] as const

export function teamQueryOptions() {
  return queryOptions({
    queryKey: teamQueryKey,
    queryFn: ({ signal }) => apiData(api.GET('/api/team', { signal })),
  })
}

export function useTeam() {
  return useQuery(teamQueryOptions())
}

/** A mutation of the team whose success refetches the list. */
function useTeamMutation<T>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  })
}

export function useInviteMember() {
  return useTeamMutation((input: InvitationInput) =>
    apiData(api.POST('/api/team/invitations', { body: input })),
  )
}

export function useResendInvitation() {
  return useTeamMutation((id: string) =>
    apiData(api.POST('/api/team/invitations/{id}/resend', { params: { path: { id } } })),
  )
}

export function useRevokeInvitation() {
  return useTeamMutation((id: string) =>
    apiData(api.DELETE('/api/team/invitations/{id}', { params: { path: { id } } })),
  )
}

export function useChangeMemberRole() {
  return useTeamMutation(({ userId, role }: { userId: string; role: Role }) =>
    apiData(api.PATCH('/api/team/members/{userId}', { params: { path: { userId } }, body: { role } })),
  )
}

export function useRemoveMember() {
  return useTeamMutation((userId: string) =>
    apiData(api.DELETE('/api/team/members/{userId}', { params: { path: { userId } } })),
  )
}

export function useInvitationPreview(token: string, isEnabled: boolean) {
  return useQuery({
    queryKey: ['team', 'invitation-preview', token],
    queryFn: ({ signal }) =>
      apiData(api.GET('/api/team/invitations/preview', { params: { query: { token } }, signal })),
    enabled: isEnabled && token !== '',
    retry: false,
  })
}

/** Joins the business; the session moves to it, so everything cached goes. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (token: string) => apiData(api.POST('/api/team/invitations/accept', { body: { token } })),
    onSuccess: async () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] })
      await queryClient.invalidateQueries({ queryKey: meQueryKey })
    },
  })
}
