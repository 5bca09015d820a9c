import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
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
import { type ItemValues, isItemTooLong } from '../review-draft.ts'

// The limits of ReviewedItemSchema, with the dialog's own messages. Counted and refused, never cut: a long
// text read from the file stays whole for the owner to shorten.
const ItemFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'menuAnalyses.dialog.nameRequired')
    .max(LIMITS.itemName, 'menuAnalyses.dialog.nameTooLong'),
  price: z.string().trim().max(LIMITS.price, 'menuAnalyses.dialog.priceTooLong'),
  description: z.string().trim().max(LIMITS.description, 'menuAnalyses.dialog.descriptionTooLong'),
})

type Props = {
  /** The item to edit, null for a new one, undefined when the dialog is closed. */
  item: ItemValues | null | undefined
  onClose: () => void
  onSave: (values: ItemValues) => void
}

/**
 * The preview's item dialog (docs/product-spec.md §4 "Preview"): name, price and description; Cancelar and
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
  } = useForm<ItemValues>({
    resolver: zodResolver(ItemFormSchema),
    defaultValues: initial ?? { name: '', price: '', description: '' },
  })
  const [name, price, description] = useWatch({ control, name: ['name', 'price', 'description'] })
  // An item read too long says so as the dialog opens, at the field to shorten.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the item the dialog opened with
  useEffect(() => {
    if (initial && isItemTooLong(initial)) void trigger()
  }, [])
  const descriptionCount = { length: description.length, max: LIMITS.description }
  const fieldError = (message: string | undefined) => (message ? t(message as MessageKey) : undefined)
  const descriptionError = fieldError(errors.description?.message)

  return (
    <form noValidate onSubmit={handleSubmit(onSave)} className="mt-5 space-y-5">
      <TextField
        label={t('menuAnalyses.dialog.name')}
        required
        autoComplete="off"
        count={{ length: name.length, max: LIMITS.itemName }}
        error={fieldError(errors.name?.message)}
        {...register('name')}
      />
      <TextField
        label={t('menuAnalyses.dialog.price')}
        autoComplete="off"
        count={{ length: price.length, max: LIMITS.price }}
        hint={t('menuAnalyses.dialog.priceHint')}
        error={fieldError(errors.price?.message)}
        {...register('price')}
      />
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
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">{t('menuAnalyses.dialog.cancel')}</Button>
        </DialogClose>
        <Button type="submit">{t('menuAnalyses.dialog.save')}</Button>
      </div>
    </form>
  )
}
