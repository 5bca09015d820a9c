import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { useFieldArray, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { VARIANT_LIMITS } from '#domain/catalogues/variant.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/form-field.tsx'
import { IconButton } from '../../../components/ui/icon-button.tsx'
import { EnglishField, type EnglishTexts } from '../../../entities/catalogue/components/english-texts.tsx'
import type { MessageKey } from '../../../lib/i18n.ts'
import type { CategoryFormApi } from './category-form.ts'

/**
 * "Tamaños compartidos" (decision 044): the sizes a category's products share, as the columns of a size
 * table on paper ("Pequeña / Mediana / Familiar"). Added, removed and moved up or down; none empty, none twice.
 * While the dialog's English section is open, each has its English box beside it (under it on a phone).
 */
export function SharedLabelsField({ form, english }: { form: CategoryFormApi; english: EnglishTexts }) {
  const { t, i18n } = useTranslation()
  const hintId = useId()
  const labels = useFieldArray({ control: form.control, name: 'variantLabels', keyName: 'key' })
  const values = useWatch({ control: form.control, name: 'variantLabels' })
  const [announcement, setAnnouncement] = useState('')
  const addRef = useRef<HTMLButtonElement>(null)
  const errors = form.formState.errors.variantLabels
  const say = (message: string | undefined) =>
    message && i18n.exists(message) ? t(message as MessageKey) : message
  const nameOf = (index: number) =>
    values[index]?.value.trim() || t('categories.dialog.sharedLabels.unnamed', { position: index + 1 })
  const total = labels.fields.length

  const move = (from: number, to: number) => {
    labels.move(from, to)
    setAnnouncement(t('products.variants.announce.moved', { name: nameOf(from), position: to + 1, total }))
  }
  const remove = (index: number) => {
    setAnnouncement(t('products.variants.announce.removed', { name: nameOf(index) }))
    labels.remove(index)
    // Focus stays here: on the size that took this one's place, else the one before it, else on "Añadir".
    const next = Math.min(index, total - 2)
    requestAnimationFrame(() =>
      next >= 0 ? form.setFocus(`variantLabels.${next}.value`) : addRef.current?.focus(),
    )
  }

  return (
    <fieldset aria-describedby={hintId} className="space-y-3">
      <legend className="font-medium text-sm text-stone-800">
        {t('categories.dialog.sharedLabels.legend')}
      </legend>
      <p id={hintId} className="text-sm text-stone-600">
        {t('categories.dialog.sharedLabels.hint')}
      </p>
      {total > 0 ? (
        <ol className="space-y-2">
          {labels.fields.map((label, index) => (
            <li key={label.key} className="flex items-start gap-1">
              <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-2">
                <TextField
                  label={t('categories.dialog.sharedLabels.label', { position: index + 1 })}
                  placeholder={t('categories.dialog.sharedLabels.placeholder')}
                  autoComplete="off"
                  error={say(errors?.[index]?.value?.message)}
                  {...form.register(`variantLabels.${index}.value`)}
                />
                <EnglishField
                  english={english}
                  field={`size${index}`}
                  label={t('categories.dialog.sharedLabels.labelEn', { position: index + 1 })}
                  count={{ length: values[index]?.valueEn.length ?? 0, max: VARIANT_LIMITS.label }}
                  error={say(errors?.[index]?.valueEn?.message)}
                  {...form.register(`variantLabels.${index}.valueEn`)}
                />
              </div>
              <div className="mt-8 flex shrink-0">
                <IconButton
                  size="md"
                  label={t('categories.dialog.sharedLabels.moveUp', { name: nameOf(index) })}
                  isDisabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUp aria-hidden className="size-4" />
                </IconButton>
                <IconButton
                  size="md"
                  label={t('categories.dialog.sharedLabels.moveDown', { name: nameOf(index) })}
                  isDisabled={index === total - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDown aria-hidden className="size-4" />
                </IconButton>
                <IconButton
                  size="md"
                  label={t('categories.dialog.sharedLabels.remove', { name: nameOf(index) })}
                  isDisabled={false}
                  onClick={() => remove(index)}
                >
                  <X aria-hidden className="size-4" />
                </IconButton>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {errors?.message || errors?.root?.message ? (
        <p role="alert" className="text-red-700 text-sm">
          {say(errors.message ?? errors.root?.message)}
        </p>
      ) : null}
      {total < VARIANT_LIMITS.variants ? (
        <Button
          ref={addRef}
          variant="secondary"
          onClick={() =>
            labels.append({ value: '', valueEn: '' }, { focusName: `variantLabels.${total}.value` })
          }
        >
          <Plus aria-hidden />
          {t('categories.dialog.sharedLabels.add')}
        </Button>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  )
}
