import { z } from 'zod'
import { THEMES } from './themes.ts'
import { DEFAULT_TIME_ZONE, TimeZoneSchema } from './time-zones.ts'

export { THEMES, type Theme } from './themes.ts'

export const SETTINGS_MESSAGES = {
  timeZoneUnknown: 'settings.errors.timeZoneUnknown',
  nothingToChange: 'settings.errors.nothingToChange',
} as const

/** Languages the app speaks; fr and pt are listed in the selector, disabled (docs/product-spec.md §9). */
export const APP_LANGUAGES = ['es', 'en'] as const

/** Configuración → General: per user, applied on every device at sign-in (spec §2 "Settings", §9 defaults). */
export const PreferencesSchema = z.object({
  theme: z.enum(THEMES),
  language: z.enum(APP_LANGUAGES),
  /** The zone the owner's dashboard shows dates in (the business's own zone is the business's setting). */
  timeZone: TimeZoneSchema,
})
export type Preferences = z.infer<typeof PreferencesSchema>

/**
 * Configuración → Notificaciones (spec §2 defaults: email on, push on, marketing off, reminders on). Every
 * e-mail the product sends checks its toggle: `email` the owner's notices (reservations, support replies),
 * `appointmentReminders` the reminders sent before a booking, `marketing` product news. `push` is kept but
 * nothing can push yet: the screen shows it disabled.
 */
export const NotificationSettingsSchema = z.object({
  email: z.boolean(),
  push: z.boolean(),
  marketing: z.boolean(),
  appointmentReminders: z.boolean(),
})
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>

/** Seguridad y privacidad toggles (spec §2: analytics on, location off). */
export const PrivacySettingsSchema = z.object({
  analytics: z.boolean(),
  location: z.boolean(),
})
export type PrivacySettings = z.infer<typeof PrivacySettingsSchema>

/** `GET /api/settings`, and the answer of `PATCH /api/settings`. */
export const UserSettingsSchema = z.object({
  preferences: PreferencesSchema,
  notifications: NotificationSettingsSchema,
  privacy: PrivacySettingsSchema,
})
export type UserSettings = z.infer<typeof UserSettingsSchema>

export const DEFAULT_USER_SETTINGS: UserSettings = {
  preferences: { theme: 'light', language: 'es', timeZone: DEFAULT_TIME_ZONE },
  notifications: { email: true, push: true, marketing: false, appointmentReminders: true },
  privacy: { analytics: true, location: false },
}

/** `PATCH /api/settings`: any group, any of its fields; at least one field. */
export const UserSettingsChangesSchema = z
  .object({
    preferences: PreferencesSchema.partial().strict().optional(),
    notifications: NotificationSettingsSchema.partial().strict().optional(),
    privacy: PrivacySettingsSchema.partial().strict().optional(),
  })
  .strict()
  .refine(
    (changes) => Object.values(changes).some((group) => group && Object.keys(group).length > 0),
    SETTINGS_MESSAGES.nothingToChange,
  )
export type UserSettingsChanges = z.input<typeof UserSettingsChangesSchema>

/**
 * The owner's non-essential e-mail a one-click unsubscribe link turns off (each a toggle above): the notices
 * of `email` and the product news of `marketing`. Security mail (codes, password and address changes) is
 * always sent; reminders go to the business's clients, as the owner's `appointmentReminders` decides.
 */
export const UNSUBSCRIBE_TOPICS = ['email', 'marketing'] as const
export type UnsubscribeTopic = (typeof UNSUBSCRIBE_TOPICS)[number]
