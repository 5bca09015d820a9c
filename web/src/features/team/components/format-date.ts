import { getCurrentLanguage } from '../../../lib/i18n.ts'

/** "6 dic 2026": a day of the team's list, in the interface's language. */
export function formatDay(iso: string): string {
  return new Intl.DateTimeFormat(getCurrentLanguage(), { dateStyle: 'medium' }).format(new Date(iso))
}
