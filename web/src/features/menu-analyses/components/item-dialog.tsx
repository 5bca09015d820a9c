import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { AllergenSchema } from '#domain/catalogues/allergens.ts'
import { VARIANT_LIMITS } from '#domain/catalogues/variant.schema.ts'
import { REVIEWED_MENU_LIMITS as LIMITS } from '#domain/menu-analyses/reviewed-menu.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx'
import {
  CharacterCount,
  FieldError,
  FieldLabel,
  isCountShown,
  TextField,
} from '../../../components/ui/form-field.tsx'
import type { MessageKey } from '../../../lib/i18n.ts'
import { type ItemValues, isItemTooLong, NEW_ITEM_VALUES } from '../review-draft.ts'
import { ENGLISH_LIMITS } from '../review-extras.ts'
import { findVariantLabelProblems, fromPriceRows, toPriceRows } from '../review-variants.ts'
import { ItemExtrasFields } from './item-extras-fields.tsx'
import { type ItemFormValues, PriceRowsField } from './price-rows-field.tsx'

const LABEL_MESSAGES = {
  required: 'menuAnalyses.dialog.variantLabelRequired',
  duplicate: 'menuAnalyses.dialog.variantLabelDuplicate',
} as const

// The limits and rules of ReviewedItemSchema, with the dialog's own messages. Counted and refused, never cut:
// a long text read from the file stays whole for the owner to shorten.
export const ItemFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'menuAnalyses.dialog.nameRequired')
      .max(LIMITS.itemName, 'menuAnalyses.dialog.nameTooLong'),
    prices: z
      .array(
        z.object({
          label: z.string().trim().max(VARIANT_LIMITS.label, 'menuAnalyses.dialog.variantLabelTooLong'),
          price: z.string().trim().max(LIMITS.price, 'menuAnalyses.dialog.priceTooLong'),
        }),
      )
      .max(VARIANT_LIMITS.variants),
    description: z.string().trim().max(LIMITS.description, 'menuAnalyses.dialog.descriptionTooLong'),
    englishName: z.string().trim().max(ENGLISH_LIMITS.name, 'menuAnalyses.dialog.englishNameTooLong'),
    englishDescription: z
      .string()
      .trim()
      .max(ENGLISH_LIMITS.description, 'menuAnalyses.dialog.englishDescriptionTooLong'),
    allergens: z.array(AllergenSchema),
    allergenTraces: z.array(AllergenSchema),
  })
  .superRefine((values, context) => {
    // Two or more prices: each needs its own label, as the catalogue asks (decision 044).
    findVariantLabelProblems(values.prices).forEach((problem, index) => {
      if (problem) {
        context.addIssue({
          code: 'custom',
          path: ['prices', index, 'label'],
          message: LABEL_MESSAGES[problem],
        })
      }
    })
  })

type Props = {
  /** The item to edit, null for a new one, undefined when the dialog is closed. */
  item: ItemValues | null | undefined
  onClose: () => void
  onSave: (values: ItemValues) => void
}

/**
 * The preview's item dialog (docs/product-spec.md §4 "Preview"): name, price (or its sizes, each a label
 * and a price) and description; its English and the allergens the menu states (decision 054); Cancelar and
 * Guardar.
 */
export function ItemDialog({ item, onClose, onSave }: Props) {
  const { t } = useTranslation()
  const isOpen = item !== undefined
  return (
    <Dialog open={isOpen} onOpenChange={(open) => (open ? undefined : onClose())}>
      {isOpen ? (
        <DialogContent
          title={item ? t('menuAnalyses.dialog.editTitle') : t('menuAnalyses.dialog.newTitle')}
          className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
        >
          <ItemForm initial={item} onSave={onSave} />
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

function ItemForm({ initial, onSave }: { initial: ItemValues | null; onSave: (values: ItemValues) => void }) {
  const { t } = useTranslation()
  const descriptionId = useId()
  const {
    register,
    control,
    handleSubmit,
    trigger,
    formState: { errors },
  } = useForm<ItemFormValues>({
    resolver: zodResolver(ItemFormSchema),
    defaultValues: toFormValues(initial ?? NEW_ITEM_VALUES),
  })
  const [name, description] = useWatch({ control, name: ['name', 'description'] })
  const save = ({ prices, englishName, englishDescription, ...values }: ItemFormValues) =>
    onSave({
      ...values,
      ...fromPriceRows(prices),
      english: { name: englishName, description: englishDescription },
    })
  // An item read too long says so as the dialog opens, at the field to shorten.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the item the dialog opened with
  useEffect(() => {
    if (initial && isItemTooLong(initial)) void trigger()
  }, [])
  const descriptionCount = { length: description.length, max: LIMITS.description }
  const fieldError = (message: string | undefined) => (message ? t(message as MessageKey) : undefined)
  const descriptionError = fieldError(errors.description?.message)

  return (
    <form noValidate onSubmit={handleSubmit(save)} className="mt-5 space-y-5">
      <TextField
        label={t('menuAnalyses.dialog.name')}
        required
        autoComplete="off"
        count={{ length: name.length, max: LIMITS.itemName }}
        error={fieldError(errors.name?.message)}
        {...register('name')}
      />
      <PriceRowsField control={control} register={register} errors={errors} />
      <div>
        <FieldLabel htmlFor={descriptionId}>{t('menuAnalyses.dialog.description')}</FieldLabel>
        <textarea
          id={descriptionId}
          rows={3}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={
            [
              descriptionError ? `${descriptionId}-error` : '',
              isCountShown(descriptionCount) ? `${descriptionId}-count` : '',
            ]
              .filter(Boolean)
              .join(' ') || undefined
          }
          className="mt-1.5 w-full rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-base text-stone-900 shadow-sm hover:border-stone-400 focus-visible:border-brand-600 aria-invalid:border-red-600"
          {...register('description')}
        />
        {descriptionError ? <FieldError id={`${descriptionId}-error`}>{descriptionError}</FieldError> : null}
        <CharacterCount id={`${descriptionId}-count`} {...descriptionCount} />
      </div>
      <ItemExtrasFields control={control} register={register} errors={errors} />
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">{t('menuAnalyses.dialog.cancel')}</Button>
        </DialogClose>
        <Button type="submit">{t('menuAnalyses.dialog.save')}</Button>
      </div>
    </form>
  )
}

// An item as the form holds it: its prices as rows (one empty row for a new item), its English as two fields.
function toFormValues(item: ItemValues): ItemFormValues {
  return {
    name: item.name,
    description: item.description,
    prices: toPriceRows(item),
    englishName: item.english.name,
    englishDescription: item.english.description,
    allergens: item.allergens,
    allergenTraces: item.allergenTraces,
  }
}
