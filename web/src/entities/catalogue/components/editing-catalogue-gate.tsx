import { BookOpen, Loader2, Plus } from 'lucide-react'
import type { ReactNode } from 'react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Catalogue } from '#domain/catalogues/catalogue.schema.ts'
import { PageTitle } from '../../../components/layout/page-title.tsx'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { useDocumentTitle } from '../../../lib/use-document-title.ts'
import { useCan } from '../../account/use-can.ts'
import { useEditingCatalogue } from '../editing-catalogue.ts'

type Props = {
  /** The page's heading, shown in every state so the page is never blank. */
  heading: string
  children: (catalogue: Catalogue) => ReactNode
}

/**
 * The frame of the pages that edit one catalogue (Categorías, Productos, Diseño): their heading, a switch
 * between catalogues, and the loading, failure and no-catalogue states, so each page only draws its content.
 */
export function EditingCatalogueGate({ heading, children }: Props) {
  const { t } = useTranslation()
  const { catalogue, catalogues, isPending, isError, refetch, select } = useEditingCatalogue()
  useDocumentTitle(heading)
  const selectId = useId()
  const alertId = useId()

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <PageTitle>{heading}</PageTitle>
        {catalogues.length > 1 && catalogue ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={selectId} className="font-medium text-stone-600 text-xs">
              {t('catalogues.editing.label')}
            </label>
            <select
              id={selectId}
              value={catalogue.id}
              onChange={(event) => select(event.target.value)}
              className="h-10 rounded-xl border border-stone-300 bg-white px-3 text-sm text-stone-900 shadow-sm"
            >
              {catalogues.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.activo ? `${option.nombre} (${t('catalogues.editing.active')})` : option.nombre}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>

      {isPending ? (
        <p role="status" className="flex items-center gap-2 text-stone-600">
          <Loader2 aria-hidden className="size-4 animate-spin" />
          {t('catalogues.editing.loading')}
        </p>
      ) : isError ? (
        <div className="space-y-3">
          <FormAlert id={alertId}>{t('catalogues.editing.loadFailed')}</FormAlert>
          <Button variant="secondary" onClick={() => refetch()}>
            {t('catalogues.editing.retry')}
          </Button>
        </div>
      ) : catalogue ? (
        children(catalogue)
      ) : (
        <NoCatalogue />
      )}
    </div>
  )
}

/** No catalogue yet: the way to a first one, for the roles that may create it (decision 073). */
function NoCatalogue() {
  const { t } = useTranslation()
  const canWrite = useCan('catalogue.write')
  return (
    <EmptyState
      icon={BookOpen}
      title={t('catalogues.editing.emptyTitle')}
      message={t(canWrite ? 'catalogues.editing.emptyMessage' : 'catalogues.editing.emptyMessageReadOnly')}
      action={
        canWrite ? (
          <Link to="/dashboard/plantillas" className={buttonClasses()}>
            <Plus aria-hidden />
            {t('catalogues.editing.chooseTemplate')}
          </Link>
        ) : undefined
      }
    />
  )
}
