import { DEFAULT_USER_SETTINGS } from '#domain/settings/user-settings.schema.ts'
import type { Database } from '../../db/database.ts'
import type { Language } from '../../shared/i18n/language.ts'
import { findOwnerNotices } from './settings.repository.ts'
import { unsubscribeUrl } from './unsubscribe-token.ts'

/**
 * What a business's owner lets the product e-mail (Configuración → Notificaciones), for the modules that
 * send: their address, the language they use the app in, and whether their notices (`email`) and the
 * reminders to their clients (`appointmentReminders`) go; `unsubscribeUrl` turns the notices off in one click.
 */
export type OwnerNotices = {
  email: string
  language: Language
  notices: boolean
  reminders: boolean
  unsubscribeUrl: string
}

/** The owner's toggles for a business (the defaults when they never saved any), or undefined for none. */
export async function readOwnerNotices(
  db: Database,
  publicUrl: string,
  businessId: string,
): Promise<OwnerNotices | undefined> {
  const row = await findOwnerNotices(db, businessId)
  if (!row) return undefined
  const defaults = DEFAULT_USER_SETTINGS.notifications
  return {
    email: row.email,
    language: row.settings?.language ?? row.businessLanguage,
    notices: row.settings?.notifyEmail ?? defaults.email,
    reminders: row.settings?.notifyAppointmentReminders ?? defaults.appointmentReminders,
    unsubscribeUrl: await unsubscribeUrl(db, publicUrl, { userId: row.userId, topic: 'email' }),
  }
}
