import { useTranslation } from 'react-i18next'
import type { ImportReport } from '#domain/clients/client-import.schema.ts'

type Props = {
  report: ImportReport
  /** The heading's id, so the section is named by it. */
  headingId: string
  heading: string
}

/**
 * What an import did or would do: new, updated, unchanged, duplicates merged inside the file, and every
 * refused row with its line in the file and the reason.
 */
export function ImportReportView({ report, headingId, heading }: Props) {
  const { t } = useTranslation()
  const counts = [
    ['created', report.created],
    ['updated', report.updated],
    ['unchanged', report.unchanged],
    ['merged', report.merged],
    ['refused', report.refused.length],
  ] as const
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="font-semibold text-stone-900">
        {heading}
      </h3>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {counts.map(([name, count]) => (
          <div key={name} className="rounded-xl bg-stone-50 px-3 py-2 ring-1 ring-stone-200 ring-inset">
            <dt className="text-stone-600 text-xs">{t(`clients.import.report.${name}`)}</dt>
            <dd className="font-semibold text-lg text-stone-900 tabular-nums">{count}</dd>
          </div>
        ))}
      </dl>
      {report.refused.length > 0 ? <RefusedRows refused={report.refused} /> : null}
    </section>
  )
}

function RefusedRows({ refused }: { refused: ImportReport['refused'] }) {
  const { t } = useTranslation()
  return (
    <div>
      <h4 className="font-medium text-sm text-stone-800">{t('clients.import.report.refusedTitle')}</h4>
      {/* A long list scrolls on its own; it is focusable so a keyboard can scroll it too. */}
      <ul
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        tabIndex={0}
        aria-label={t('clients.import.report.refusedTitle')}
        className="mt-2 max-h-48 divide-y divide-red-100 overflow-y-auto rounded-xl border border-red-200 bg-red-50/50 text-sm"
      >
        {refused.map((row) => (
          <li key={`${row.line}-${row.reason}`} className="px-3 py-2 text-stone-800">
            <span className="font-medium text-red-800">
              {t('clients.import.report.line', { line: row.line })}
            </span>{' '}
            {t(`clients.import.refusals.${row.reason}`)}
            {row.value ? <span className="text-stone-600"> «{row.value}»</span> : null}
          </li>
        ))}
      </ul>
    </div>
  )
}
