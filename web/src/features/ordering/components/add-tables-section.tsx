import { Info } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { MAX_TABLES } from '#domain/ordering/dining-table.schema.ts'
import { AddNumberedTablesForm } from './add-numbered-tables-form.tsx'
import { AddTableForm } from './add-table-form.tsx'

/**
 * "Añadir mesas": one by name, or a numbered run. At the limit (MAX_TABLES) it says so instead: the server
 * would refuse any other.
 */
export function AddTablesSection({ tableCount }: { tableCount: number | undefined }) {
  const { t } = useTranslation()
  const headingId = useId()
  const isFull = tableCount !== undefined && tableCount >= MAX_TABLES
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="font-semibold text-lg text-stone-900">
        {t('ordering.tables.add.heading')}
      </h2>
      {isFull ? (
        <p className="mt-3 flex items-start gap-2 text-stone-700">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
          {t('ordering.tables.add.limitReached', { max: MAX_TABLES })}
        </p>
      ) : (
        <div className="mt-4 grid gap-8 lg:grid-cols-2 lg:gap-10">
          <AddTableForm />
          <AddNumberedTablesForm />
        </div>
      )}
    </section>
  )
}
