import type { UserSettings, UserSettingsChanges } from '#domain/settings/user-settings.schema.ts'
import type { Database } from '../../db/database.ts'
import {
  findOrCreateSettings,
  type SettingsColumns,
  type SettingsRow,
  upsertSettings,
} from './settings.repository.ts'

export type SettingsDeps = { db: Database }

/** A settings row as the API shows it: three groups, as the settings screen's tabs. */
export function toUserSettings(row: SettingsRow): UserSettings {
  return {
    preferences: { theme: row.theme, language: row.language, timeZone: row.timeZone },
    notifications: {
      email: row.notifyEmail,
      push: row.notifyPush,
      marketing: row.notifyMarketing,
      appointmentReminders: row.notifyAppointmentReminders,
    },
    privacy: { analytics: row.privacyAnalytics, location: row.privacyLocation },
  }
}

// Each field of a change to its column; a field left out keeps what is saved.
function toColumns({ preferences = {}, notifications = {}, privacy = {} }: UserSettingsChanges) {
  const columns: SettingsColumns = {
    theme: preferences.theme,
    language: preferences.language,
    timeZone: preferences.timeZone,
    notifyEmail: notifications.email,
    notifyPush: notifications.push,
    notifyMarketing: notifications.marketing,
    notifyAppointmentReminders: notifications.appointmentReminders,
    privacyAnalytics: privacy.analytics,
    privacyLocation: privacy.location,
  }
  return Object.fromEntries(
    Object.entries(columns).filter(([, value]) => value !== undefined),
  ) as SettingsColumns
}

/** The user's settings; the defaults (docs/product-spec.md §9) the first time, saved as their row. */
export async function getSettings(deps: SettingsDeps, userId: string): Promise<UserSettings> {
  return toUserSettings(await findOrCreateSettings(deps.db, userId))
}

/** Saves the fields the user changed (already validated: a time zone is one the runtime knows). */
export async function changeSettings(
  deps: SettingsDeps,
  userId: string,
  changes: UserSettingsChanges,
): Promise<UserSettings> {
  return toUserSettings(await upsertSettings(deps.db, userId, toColumns(changes)))
}
