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
