import { clsx } from 'clsx'
import { BookPlus, Check, FolderInput } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Catalogue } from '#domain/catalogues/catalogue.schema.ts'

/** Where an owner's uploaded menu goes: a new catalogue (null) or one of theirs, by id. */
export type MenuDestination = string | null

type Props = {
  catalogues: Catalogue[]
  value: MenuDestination
  onChange: (destination: MenuDestination) => void
}

const NEW = 'new'

/** The owner's choice between a new catalogue and adding to one of theirs: real radios, arrows move. */
export function DestinationChoice({ catalogues, value, onChange }: Props) {
  const { t } = useTranslation()
  const options = [
    {
      value: NEW,
      label: t('menuAnalyses.keep.owner.newCatalogue'),
      hint: t('menuAnalyses.keep.owner.newCatalogueHint'),
      isNew: true,
    },
    ...catalogues.map((catalogue) => ({
      value: catalogue.id,
      label: t('menuAnalyses.keep.owner.addTo', { name: catalogue.nombre }),
      hint: catalogue.activo
        ? t('menuAnalyses.keep.owner.activeHint')
        : t('menuAnalyses.keep.owner.addToHint'),
      isNew: false,
    })),
  ]

  return (
    <fieldset>
      <legend className="font-medium text-sm text-stone-800">
        {t('menuAnalyses.keep.owner.destinationLegend')}
      </legend>
      <div className="mt-2 grid max-h-[45dvh] gap-2 overflow-y-auto p-0.5">
        {options.map((option) => {
          const Icon = option.isNew ? BookPlus : FolderInput
          return (
            <label key={option.value} className="relative block cursor-pointer">
              <input
                type="radio"
                name="menu-destination"
                value={option.value}
                checked={(value ?? NEW) === option.value}
                onChange={() => onChange(option.value === NEW ? null : option.value)}
                className="peer sr-only"
              />
              <span
                className={clsx(
                  'flex items-start gap-3 rounded-xl border border-stone-300 bg-white p-3 pr-9 shadow-sm transition-colors',
                  'hover:border-stone-400 peer-checked:border-brand-600 peer-checked:bg-brand-50/60',
                  'peer-checked:ring-1 peer-checked:ring-brand-600',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 peer-focus-visible:outline-offset-2',
                )}
              >
                <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span className="flex flex-col gap-0.5">
                  <span className="font-medium text-sm text-stone-900">{option.label}</span>
                  <span className="text-stone-600 text-xs leading-snug">{option.hint}</span>
                </span>
              </span>
              <Check
                aria-hidden
                className="absolute top-3 right-3 hidden size-4 rounded-full bg-brand-600 p-0.5 text-white peer-checked:block"
              />
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
