import type { UnsubscribeTopic } from '#domain/settings/user-settings.schema.ts'
import type { Database } from '../../db/database.ts'
import type { Language } from '../../shared/i18n/language.ts'
import { findUserLanguage, type SettingsColumns, upsertSettings } from './settings.repository.ts'
import { readUnsubscribeSecret, readUnsubscribeToken } from './unsubscribe-token.ts'

export type UnsubscribeLink = { userId: string; topic: UnsubscribeTopic; language: Language }

/** The link's user, toggle and language, or undefined for a forged, altered or dead link (its user gone). */
export async function openUnsubscribeLink(db: Database, token: string): Promise<UnsubscribeLink | undefined> {
  const claim = readUnsubscribeToken(await readUnsubscribeSecret(db), token)
  if (!claim) return undefined
  const language = await findUserLanguage(db, claim.userId)
  return language ? { ...claim, language } : undefined
}

const TOGGLE_OFF: Record<UnsubscribeTopic, SettingsColumns> = {
  email: { notifyEmail: false },
  marketing: { notifyMarketing: false },
}

/** Turns the link's toggle off (again, harmlessly, if it is off already). */
export async function unsubscribe(db: Database, token: string): Promise<UnsubscribeLink | undefined> {
  const link = await openUnsubscribeLink(db, token)
  if (link) await upsertSettings(db, link.userId, TOGGLE_OFF[link.topic])
  return link
}
