import { useTranslation } from 'react-i18next'
import { type NumberedTablesInput, NumberedTablesInputSchema } from '#domain/ordering/dining-table.schema.ts'
import { TextField } from '../../../components/ui/form-field.tsx'
import { useCreateNumberedTables } from '../api/create-numbered-tables.ts'
import { AddFormFrame, useAddForm } from './add-form.tsx'

// The boxes hold what was typed; the schema reads them as numbers.
const empty: NumberedTablesInput = { from: '', count: '', area: '' }

/** "Añadir varias numeradas": `count` tables named from `from` on, in one area; all added or none. */
export function AddNumberedTablesForm() {
  const { t } = useTranslation()
  const create = useCreateNumberedTables()
  const { register, errorOf, frame } = useAddForm({
    schema: NumberedTablesInputSchema,
    empty,
    fields: ['from', 'count', 'area'],
    save: create.mutateAsync,
    describe: (tables) => t('ordering.tables.add.numbered.added', { count: tables.length }),
  })
  const number = { required: true, type: 'number', inputMode: 'numeric', min: 1 } as const
  return (
    <AddFormFrame
      heading={t('ordering.tables.add.numbered.heading')}
      hint={t('ordering.tables.add.numbered.hint')}
      submitLabel={t('ordering.tables.add.numbered.submit')}
      {...frame}
    >
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-[8rem_8rem_1fr]">
        <TextField
          label={t('ordering.tables.add.numbered.from')}
          placeholder="1"
          error={errorOf('from', 'ordering.tables.errors.fromInvalid')}
          {...number}
          {...register('from')}
        />
        <TextField
          label={t('ordering.tables.add.numbered.count')}
          placeholder="10"
          error={errorOf('count', 'ordering.tables.errors.countInvalid')}
          {...number}
          {...register('count')}
        />
        <TextField
          label={t('ordering.tables.add.numbered.area')}
          autoComplete="off"
          placeholder={t('ordering.tables.add.numbered.areaPlaceholder')}
          error={errorOf('area')}
          className="col-span-2 sm:col-span-1"
          {...register('area')}
        />
      </div>
    </AddFormFrame>
  )
}
