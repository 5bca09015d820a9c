import { Loader2 } from 'lucide-react'
import { useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { TEMPLATE_IDS, type TemplateId } from '#domain/catalogues/catalogue.schema.ts'
import { TEMPLATES } from '#domain/catalogues/templates.ts'
import { PageTitle } from '../../../../components/layout/page-title.tsx'
import { Button } from '../../../../components/ui/button.tsx'
import { FormAlert } from '../../../../components/ui/form-alert.tsx'
import { editingPath } from '../../../../entities/catalogue/editing-catalogue.ts'
import { useCreateCatalogue } from '../../api/create-catalogue.ts'
import { DesignSketch } from './design-sketch.tsx'

/**
 * The template chooser (docs/product-spec.md §2): three templates drawn in their own design. Choosing one
 * creates a catalogue with that design and opens its categories.
 */
export function TemplateChooser() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const create = useCreateCatalogue()
  const alertId = useId()
  // A second click lands before React has re-rendered the disabled buttons: one catalogue per choice.
  const isCreating = useRef(false)

  const choose = (template: TemplateId) => {
    if (isCreating.current) return
    isCreating.current = true
    create.mutate(
      { template },
      {
        onSuccess: (catalogue) => navigate(editingPath('/dashboard/categorias', catalogue.id)),
        onSettled: () => {
          isCreating.current = false
        },
      },
    )
  }
  const pendingTemplate = create.isPending ? create.variables?.template : undefined

  return (
    <div className="space-y-6">
      <div>
        <PageTitle>{t('dashboard.pages.templates')}</PageTitle>
        <p className="mt-1 max-w-2xl text-stone-600">{t('catalogues.templates.intro')}</p>
      </div>

      {create.isError ? <FormAlert id={alertId}>{t('catalogues.templates.createFailed')}</FormAlert> : null}

      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {TEMPLATE_IDS.map((id) => (
          <TemplateCard
            key={id}
            id={id}
            isPending={pendingTemplate === id}
            isDisabled={create.isPending}
            onChoose={() => choose(id)}
          />
        ))}
      </ul>
    </div>
  )
}

type CardProps = {
  id: TemplateId
  isPending: boolean
  /** Another choice is being created: this one does nothing until it is done. */
  isDisabled: boolean
  onChoose: () => void
}

function TemplateCard({ id, isPending, isDisabled, onChoose }: CardProps) {
  const { t } = useTranslation()
  const title = t(`catalogues.templates.items.${id}.title`)
  const headingId = useId()
  const descriptionId = useId()

  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <div className="h-56 border-stone-200 border-b">
        <DesignSketch design={TEMPLATES[id].design} title={title} />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 id={headingId} className="font-semibold text-lg text-stone-900">
          {title}
        </h2>
        <p id={descriptionId} className="flex-1 text-sm text-stone-600">
          {t(`catalogues.templates.items.${id}.description`)}
        </p>
        {/* aria-disabled rather than disabled: the button keeps the focus while its catalogue is created. */}
        <Button
          className="mt-3 w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          aria-describedby={descriptionId}
          aria-disabled={isDisabled}
          onClick={onChoose}
        >
          {isPending ? (
            <>
              <Loader2 aria-hidden className="animate-spin" />
              {t('catalogues.templates.creating')}
            </>
          ) : (
            t('catalogues.templates.choose', { name: title })
          )}
        </Button>
      </div>
    </li>
  )
}
