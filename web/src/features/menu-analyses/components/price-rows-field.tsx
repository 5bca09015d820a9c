import { Plus, Trash2 } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useWatch,
} from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { Allergen } from '#domain/catalogues/allergens.ts'
import { VARIANT_LIMITS } from '#domain/catalogues/variant.schema.ts'
import { REVIEWED_MENU_LIMITS as LIMITS } from '#domain/menu-analyses/reviewed-menu.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/form-field.tsx'
import type { MessageKey } from '../../../lib/i18n.ts'
import type { DraftVariant } from '../review-variants.ts'

/** The item dialog's values: its prices as one list of rows, a single unlabelled row for one price. */
export type ItemFormValues = {
  name: string
  description: string
  prices: DraftVariant[]
  englishName: string
  englishDescription: string
  allergens: Allergen[]
  allergenTraces: Allergen[]
}

type Props = {
  control: Control<ItemFormValues>
  register: UseFormRegister<ItemFormValues>
  errors: FieldErrors<ItemFormValues>
}

/**
 * An item's prices in the dialog. One price is one "Precio" field, as for any dish; "Añadir otro precio"
 * turns it into a list of sizes (label and price each, in the menu's order), and removing all but one turns
 * it back. Focus follows: a new row's label takes it, and a removed row gives it to "Añadir otro precio".
 */
export function PriceRowsField({ control, register, errors }: Props) {
  const { t } = useTranslation()
  const { fields, append, remove } = useFieldArray({ control, name: 'prices' })
  const rows = useWatch({ control, name: 'prices' })
  const addButton = useRef<HTMLButtonElement>(null)
  // Set by a removal: the button is drawn anew (one price and a list differ), so it is focused once drawn.
  const isAddFocusDue = useRef(false)
  useEffect(() => {
    if (!isAddFocusDue.current) return
    isAddFocusDue.current = false
    addButton.current?.focus()
  })
  // Each label is checked again when any changes: typing one can make another a duplicate, or stop it being one.
  const labelNames = fields.map((_, index) => `prices.${index}.label` as const)
  const hintId = useId()
  const message = (key: string | undefined) => (key ? t(key as MessageKey) : undefined)
  const canAdd = fields.length < VARIANT_LIMITS.variants
  const addRow = (
    <Button
      ref={addButton}
      variant="secondary"
      onClick={() => append({ label: '', price: '' }, { focusName: `prices.${fields.length}.label` })}
      disabled={!canAdd}
    >
      <Plus aria-hidden />
      {t('menuAnalyses.dialog.addVariant')}
    </Button>
  )

  if (fields.length < 2) {
    const price = rows[0]?.price ?? ''
    return (
      <div className="space-y-3">
        <TextField
          label={t('menuAnalyses.dialog.price')}
          autoComplete="off"
          count={{ length: price.length, max: LIMITS.price }}
          hint={t('menuAnalyses.dialog.priceHint')}
          error={message(errors.prices?.[0]?.price?.message)}
          {...register('prices.0.price')}
        />
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          {addRow}
          <span className="text-sm text-stone-600">{t('menuAnalyses.dialog.addVariantHint')}</span>
        </div>
      </div>
    )
  }

  return (
    <fieldset aria-describedby={hintId}>
      <legend className="font-medium text-sm text-stone-800">{t('menuAnalyses.dialog.variants')}</legend>
      <p id={hintId} className="mt-1 text-sm text-stone-600">
        {t('menuAnalyses.dialog.variantsHint')}
      </p>
      <ol className="mt-3 space-y-3">
        {fields.map((field, index) => {
          const number = index + 1
          const rowErrors = errors.prices?.[index]
          return (
            <li key={field.id}>
              {/* On a phone the label takes its own line, the price and its remove button the next. */}
              <fieldset className="flex flex-wrap items-start gap-x-2 gap-y-3 rounded-xl border border-stone-200 p-3 sm:flex-nowrap">
                <legend className="sr-only">{t('menuAnalyses.dialog.variantNumber', { number })}</legend>
                <TextField
                  className="min-w-0 basis-full sm:basis-auto sm:flex-1"
                  label={t('menuAnalyses.dialog.variantLabel')}
                  required
                  autoComplete="off"
                  error={message(rowErrors?.label?.message)}
                  {...register(`prices.${index}.label`, { deps: labelNames })}
                />
                <TextField
                  className="min-w-0 flex-1 sm:w-36 sm:flex-none"
                  label={t('menuAnalyses.dialog.price')}
                  autoComplete="off"
                  error={message(rowErrors?.price?.message)}
                  {...register(`prices.${index}.price`)}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  className="mt-7 shrink-0"
                  aria-label={t('menuAnalyses.dialog.removeVariant', { number })}
                  onClick={() => {
                    remove(index)
                    isAddFocusDue.current = true
                  }}
                >
                  <Trash2 aria-hidden />
                </Button>
              </fieldset>
            </li>
          )
        })}
      </ol>
      <div className="mt-3">{addRow}</div>
    </fieldset>
  )
}
