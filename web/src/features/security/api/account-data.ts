import { useMutation } from '@tanstack/react-query'
import type { AccountDeletionInput } from '#domain/security/security.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'

/** The account's business data as a ZIP of JSON files (`GET /api/account/export`), with the server's name. */
export async function exportAccount() {
  let fileName: string | null = null
  const blob = await apiData(
    api.GET('/api/account/export', { parseAs: 'blob' }).then((answer) => {
      fileName =
        /filename="?([^";]+)"?/i.exec(answer.response.headers.get('Content-Disposition') ?? '')?.[1] ?? null
      return answer
    }),
  )
  return { blob: blob as Blob, fileName: fileName as string | null }
}

/** Mails a code that confirms deleting an account without a password (`POST /api/account/deletion/code`). */
export function requestDeletionCode() {
  return apiData(api.POST('/api/account/deletion/code'))
}

/**
 * Deletes the account (`POST /api/account/deletion` with the password or the mailed code): the business, its
 * catalogues, media, clients, reservations and every session; the public menu answers 404 after.
 */
export function deleteAccount(confirmation: AccountDeletionInput) {
  return apiData(api.POST('/api/account/deletion', { body: confirmation }))
}

export function useExportAccount() {
  return useMutation({ mutationFn: exportAccount })
}

export function useRequestDeletionCode() {
  return useMutation({ mutationFn: requestDeletionCode })
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount })
}
