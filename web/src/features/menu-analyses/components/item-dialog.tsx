import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx'
import { FieldError, FieldLabel, TextField } from '../../../components/ui/form-field.tsx'
import type { MessageKey } from '../../../lib/i18n.ts'
import type { ItemValues } from '../review-draft.ts'

// The limits of ReviewedItemSchema (domain/menu-analyses/reviewed-menu.schema.ts), with the dialog's own messages.
const ItemFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'menuAnalyses.dialog.nameRequired')
    .max(160, 'menuAnalyses.dialog.nameTooLong'),
  price: z.string().trim().max(40, 'menuAnalyses.dialog.priceTooLong'),
  description: z.string().trim().max(1000, 'menuAnalyses.dialog.descriptionTooLong'),
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
    handleSubmit,
    formState: { errors },
  } = useForm<ItemValues>({
    resolver: zodResolver(ItemFormSchema),
    defaultValues: initial ?? { name: '', price: '', description: '' },
  })
  const fieldError = (message: string | undefined) => (message ? t(message as MessageKey) : undefined)
  const descriptionError = fieldError(errors.description?.message)

  return (
    <form noValidate onSubmit={handleSubmit(onSave)} className="mt-5 space-y-5">
      <TextField
        label={t('menuAnalyses.dialog.name')}
        required
        autoComplete="off"
        maxLength={160}
        error={fieldError(errors.name?.message)}
        {...register('name')}
      />
      <TextField
        label={t('menuAnalyses.dialog.price')}
        autoComplete="off"
        maxLength={40}
        hint={t('menuAnalyses.dialog.priceHint')}
        error={fieldError(errors.price?.message)}
        {...register('price')}
      />
      <div>
        <FieldLabel htmlFor={descriptionId}>{t('menuAnalyses.dialog.description')}</FieldLabel>
        <textarea
          id={descriptionId}
          rows={3}
          maxLength={1000}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? `${descriptionId}-error` : undefined}
          className="mt-1.5 w-full rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-base text-stone-900 shadow-sm hover:border-stone-400 focus-visible:border-brand-600 aria-invalid:border-red-600"
          {...register('description')}
        />
        {descriptionError ? <FieldError id={`${descriptionId}-error`}>{descriptionError}</FieldError> : null}
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
