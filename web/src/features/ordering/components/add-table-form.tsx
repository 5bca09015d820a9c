import { useTranslation } from 'react-i18next'
import { type DiningTableInput, DiningTableInputSchema } from '#domain/ordering/dining-table.schema.ts'
import { TextField } from '../../../components/ui/form-field.tsx'
import { useCreateTable } from '../api/create-table.ts'
import { AddFormFrame, useAddForm } from './add-form.tsx'

const empty: DiningTableInput = { name: '', area: '' }

/** "Añadir una mesa": its name (required) and area; added, the form clears for the next one. */
export function AddTableForm() {
  const { t } = useTranslation()
  const create = useCreateTable()
  const { register, errorOf, frame } = useAddForm({
    schema: DiningTableInputSchema,
    empty,
    fields: ['name', 'area'],
    save: create.mutateAsync,
    describe: (table) => t('ordering.tables.add.one.added', { name: table.name }),
  })
  return (
    <AddFormFrame
      heading={t('ordering.tables.add.one.heading')}
      submitLabel={t('ordering.tables.add.one.submit')}
      {...frame}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('ordering.tables.add.one.name')}
          required
          autoComplete="off"
          placeholder={t('ordering.tables.add.one.namePlaceholder')}
          error={errorOf('name')}
          {...register('name')}
        />
        <TextField
          label={t('ordering.tables.add.one.area')}
          autoComplete="off"
          placeholder={t('ordering.tables.add.one.areaPlaceholder')}
          error={errorOf('area')}
          {...register('area')}
        />
      </div>
    </AddFormFrame>
  )
}
