import { useId } from 'react'
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useController,
  useWatch,
} from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { Allergen } from '#domain/catalogues/allergens.ts'
import { CharacterCount, FieldError, FieldLabel, TextField } from '../../../components/ui/form-field.tsx'
import type { MessageKey } from '../../../lib/i18n.ts'
import { ENGLISH_LIMITS } from '../review-extras.ts'
import { AllergenChips } from './item-extras.tsx'
import type { ItemFormValues } from './price-rows-field.tsx'

type Props = {
  control: Control<ItemFormValues>
  register: UseFormRegister<ItemFormValues>
  errors: FieldErrors<ItemFormValues>
}

/**
 * The item dialog's English name and description (what a bilingual card prints; empty for none) and the
 * allergens the menu states, each of which can be taken off. None is added here: only the menu says what
 * a dish contains, and the product's own editor marks the rest.
 */
export function ItemExtrasFields({ control, register, errors }: Props) {
  const { t } = useTranslation()
  const descriptionId = useId()
  const [englishName, englishDescription] = useWatch({
    control,
    name: ['englishName', 'englishDescription'],
  })
  const fieldError = (message: string | undefined) => (message ? t(message as MessageKey) : undefined)
  const descriptionError = fieldError(errors.englishDescription?.message)
  const descriptionCount = { length: englishDescription.length, max: ENGLISH_LIMITS.description }
  return (
    <>
      <TextField
        label={t('menuAnalyses.dialog.englishName')}
        lang="en"
        autoComplete="off"
        hint={t('menuAnalyses.dialog.englishHint')}
        count={{ length: englishName.length, max: ENGLISH_LIMITS.name }}
        error={fieldError(errors.englishName?.message)}
        {...register('englishName')}
      />
      <div>
        <FieldLabel htmlFor={descriptionId}>{t('menuAnalyses.dialog.englishDescription')}</FieldLabel>
        <textarea
          id={descriptionId}
          lang="en"
          rows={2}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? `${descriptionId}-error` : undefined}
          className="mt-1.5 w-full rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-base text-stone-900 shadow-sm hover:border-stone-400 focus-visible:border-brand-600 aria-invalid:border-red-600"
          {...register('englishDescription')}
        />
        {descriptionError ? <FieldError id={`${descriptionId}-error`}>{descriptionError}</FieldError> : null}
        <CharacterCount id={`${descriptionId}-count`} {...descriptionCount} />
      </div>
      <AllergenFields control={control} />
    </>
  )
}

function AllergenFields({ control }: { control: Control<ItemFormValues> }) {
  const { t } = useTranslation()
  const contained = useController({ control, name: 'allergens' }).field
  const traces = useController({ control, name: 'allergenTraces' }).field
  const lists = [
    {
      field: contained,
      label: 'menuAnalyses.dialog.contains',
      removeKey: 'menuAnalyses.dialog.removeAllergen',
    },
    { field: traces, label: 'menuAnalyses.dialog.traces', removeKey: 'menuAnalyses.dialog.removeTrace' },
  ] as const
  if (contained.value.length === 0 && traces.value.length === 0) return null
  return (
    <fieldset>
      <legend className="font-medium text-sm text-stone-900">{t('menuAnalyses.dialog.allergens')}</legend>
      <p className="mt-0.5 text-sm text-stone-600">{t('menuAnalyses.dialog.allergensHint')}</p>
      {lists.map(({ field, label, removeKey }) =>
        field.value.length > 0 ? (
          <div key={label} className="mt-2">
            <p className="text-sm text-stone-700">{t(label)}</p>
            <AllergenChips
              allergens={field.value}
              removeKey={removeKey}
              onRemove={(allergen: Allergen) => field.onChange(field.value.filter((one) => one !== allergen))}
            />
          </div>
        ) : null,
      )}
    </fieldset>
  )
}
