import type { VisitSource } from '#domain/visits/visit-beacon.schema.ts'

/**
 * Each source's colour in the chart and its legend, as theme variables (web/src/dark-theme.css turns the 600s
 * lighter on dark): every one at least 3:1 against the card in both themes, as graphics need.
 */
export const VISIT_SOURCE_COLOURS: readonly { source: VisitSource; colour: string }[] = [
  { source: 'qr', colour: 'var(--color-brand-600)' },
  { source: 'direct', colour: 'var(--color-sky-600)' },
  { source: 'other', colour: 'var(--color-violet-600)' },
]

/** The orders' line in the chart and its legend, apart from the sources' hues, 3:1 in both themes too. */
export const ORDERS_COLOUR = 'var(--color-emerald-600)'
/** The orders' axis numbers: text, so the darker shade that reads at 4.5:1 (lighter on dark, as the 600s). */
export const ORDERS_TEXT_COLOUR = 'var(--color-emerald-700)'
