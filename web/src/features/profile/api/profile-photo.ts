import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Profile } from '#domain/profile/profile.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'
import { profileQueryKey } from './get-profile.ts'

/** Uploads a new photo (`PUT /api/profile/photo`, multipart): the server crops it square and answers the profile. */
export async function uploadProfilePhoto(file: File) {
  return apiData(api.PUT('/api/profile/photo', { body: { file } }))
}

/** Removes the photo (`DELETE /api/profile/photo`): the initials avatar is shown again. */
export async function removeProfilePhoto() {
  return apiData(api.DELETE('/api/profile/photo'))
}

export function useUploadProfilePhoto() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadProfilePhoto,
    onSuccess: (profile) => queryClient.setQueryData<Profile>(profileQueryKey, profile),
  })
}

export function useRemoveProfilePhoto() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeProfilePhoto,
    onSuccess: (profile) => queryClient.setQueryData<Profile>(profileQueryKey, profile),
  })
}
