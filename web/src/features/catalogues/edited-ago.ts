import type { TFunction } from 'i18next'

/**
 * "hace 5 minutos" for a catalogue's last change (docs/product-spec.md §3 `editado`), in the interface's
 * language through i18next plurals; minutes up to an hour, then hours up to a day, then days. `now` in
 * milliseconds.
 */
export function formatEditedAgo(t: TFunction, editedAt: string, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(editedAt)) / 60_000))
  if (minutes < 1) return t('catalogues.edited.justNow')
  if (minutes < 60) return t('catalogues.edited.minutes', { count: minutes })
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return t('catalogues.edited.hours', { count: hours })
  return t('catalogues.edited.days', { count: Math.floor(hours / 24) })
}
