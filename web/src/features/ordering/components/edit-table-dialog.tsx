import { LoaderCircle } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { type DiningTable, DiningTableInputSchema } from '#domain/ordering/dining-table.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { DialogClose, DialogContent } from '../../../components/ui/dialog.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { TextField } from '../../../components/ui/form-field.tsx'
import { useUpdateTable } from '../api/update-table.ts'
import { useTableForm } from './use-table-form.ts'

type Props = {
  table: DiningTable
  onSaved: (table: DiningTable) => void
  /** Where focus goes when the dialog closes: back to the row's button. */
  onCloseAutoFocus: (event: Event) => void
}

/**
 * "Editar": the table's name and area, in a dialog opened from its row (Radix's Dialog: focus on the name,
 * kept inside, Escape closes). Its key stays, and so does its printed card.
 */
export function EditTableDialog({ table, onSaved, onCloseAutoFocus }: Props) {
  const { t } = useTranslation()
  const update = useUpdateTable()
  const alertId = useId()
  const { form, submit, failure, alertRef, errorOf } = useTableForm({
    schema: DiningTableInputSchema,
    defaultValues: { name: table.name, area: table.area },
    fields: ['name', 'area'],
    save: (input) => update.mutateAsync({ id: table.id, input }),
    onSaved,
  })
  const isSaving = form.formState.isSubmitting
  return (
    <DialogContent
      title={t('ordering.tables.edit.title', { name: table.name })}
      description={t('ordering.tables.edit.keyKept')}
      className="max-w-md"
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <form noValidate onSubmit={submit} className="mt-5 space-y-4">
        {failure ? (
          <FormAlert id={alertId} ref={alertRef}>
            {failure}
          </FormAlert>
        ) : null}
        <TextField
          label={t('ordering.tables.add.one.name')}
          required
          autoComplete="off"
          error={errorOf('name')}
          {...form.register('name')}
        />
        <TextField
          label={t('ordering.tables.add.one.area')}
          autoComplete="off"
          placeholder={t('ordering.tables.add.one.areaPlaceholder')}
          error={errorOf('area')}
          {...form.register('area')}
        />
        <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{t('ordering.tables.edit.cancel')}</Button>
          </DialogClose>
          <Button type="submit" disabled={isSaving}>
            {isSaving ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : null}
            {isSaving ? t('ordering.tables.edit.saving') : t('ordering.tables.edit.save')}
          </Button>
        </div>
      </form>
    </DialogContent>
  )
}
