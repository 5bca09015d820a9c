import type { TFunction } from 'i18next'
import { ApiError } from '../../../lib/api.ts'

/** What to say about a failed change: the server's own message (already in the interface's language). */
export function serverMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.status !== 0 && error.status < 500) return error.message
  return t('team.errors.network')
}
