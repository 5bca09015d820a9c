import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { Me, RegisterSchema } from '#domain/accounts/account.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'
import { meQueryKey } from './get-me.ts'

/** The register form as the schema leaves it: email trimmed and lower-cased, phone digits only. */
export type RegisterBody = z.output<typeof RegisterSchema>

/**
 * Creates the account and its business and signs in (`POST /api/accounts`). 409 `email_in_use` when the
 * email has an account already.
 */
export async function registerAccount(input: RegisterBody): Promise<Me> {
  return (await apiData(api.POST('/api/accounts', { body: input }))).user
}

export function useRegister() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: registerAccount,
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  })
}
