import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Profile, ProfileChanges } from '#domain/profile/profile.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'
import { profileQueryKey } from './get-profile.ts'

/** Saves everything but the email and the photo (`PUT /api/profile`) and answers the profile as it is now. */
export async function updateProfile(changes: ProfileChanges) {
  return apiData(api.PUT('/api/profile', { body: changes }))
}

/** The mutation; the saved profile becomes the cached one. */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData<Profile>(profileQueryKey, profile),
  })
}
