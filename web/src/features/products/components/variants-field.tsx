import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { Plus } from 'lucide-react'
import { useId, useState } from 'react'
import { useFieldArray, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { VARIANT_LIMITS } from '#domain/catalogues/variant.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import type { EnglishTexts } from '../../../entities/catalogue/components/english-texts.tsx'
import { EMPTY_VARIANT, type ProductFormApi } from './product-form.ts'
import { useFieldMessage } from './use-field-message.ts'
import { useReorderAnnouncements } from './use-reorder-announcements.ts'
import { SinglePrice, VariantRow } from './variant-row.tsx'

/** `english`: the dialog's English section, which shows each labelled size's English twin while open. */
type Props = { form: ProductFormApi; currency: string; english: EnglishTexts }

/**
 * "Precios": a product's variants (decision 044). One row by default, looking like a single price; "Añadir
 * tamaño o medida" adds labelled rows, reordered by dragging the handle, by the keyboard on the handle
 * (dnd-kit's sensor, announced in the owner's language) or with the up and down buttons. The last row cannot
 * be removed, and no more than 20 can be added.
 */
export function VariantsField({ form, currency, english }: Props) {
  const { t } = useTranslation()
  const message = useFieldMessage()
  const hintId = useId()
  const variants = useFieldArray({ control: form.control, name: 'variants', keyName: 'key' })
  const rows = variants.fields
  // A saved single variant with a label ("Botella") keeps its label field, so that it is not lost unseen.
  const [isLabelled, setLabelled] = useState(rows.length > 1 || (rows[0]?.label ?? '') !== '')
  const [announcement, setAnnouncement] = useState('')
  const values = useWatch({ control: form.control, name: 'variants' })
  const nameOf = (index: number) =>
    values[index]?.label.trim() || t('products.variants.unnamed', { position: index + 1 })
  const keys = rows.map((row) => row.key)
  const accessibility = useReorderAnnouncements({
    nameOf: (key) => nameOf(keys.indexOf(key)),
    positionOf: (key) => keys.indexOf(key) + 1,
    total: rows.length,
  })
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const errors = form.formState.errors.variants
  const listError = message(errors?.message ?? errors?.root?.message)

  const move = (from: number, to: number) => {
    const name = nameOf(from)
    variants.move(from, to)
    setAnnouncement(t('products.variants.announce.moved', { name, position: to + 1, total: rows.length }))
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = keys.indexOf(String(active.id))
    const to = over ? keys.indexOf(String(over.id)) : from
    if (from !== to && to >= 0) variants.move(from, to)
  }
  const add = () => {
    setLabelled(true)
    variants.append(EMPTY_VARIANT, { focusName: `variants.${rows.length}.label` })
  }
  const remove = (index: number) => {
    setAnnouncement(t('products.variants.announce.removed', { name: nameOf(index) }))
    variants.remove(index)
    // Focus stays in the list: on the row that took this one's place, else the one before it.
    const next = Math.min(index, rows.length - 2)
    requestAnimationFrame(() => form.setFocus(`variants.${next}.${rows.length > 2 ? 'label' : 'price'}`))
  }

  return (
    <fieldset aria-describedby={hintId} className="space-y-3">
      <legend className="font-medium text-sm text-stone-800">{t('products.variants.legend')}</legend>
      <p id={hintId} className="text-sm text-stone-600">
        {t('products.variants.hint')}
      </p>
      {rows.length === 1 && !isLabelled ? (
        <SinglePrice form={form} currency={currency} />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          accessibility={accessibility}
          onDragEnd={onDragEnd}
        >
          <SortableContext items={keys} strategy={verticalListSortingStrategy}>
            <ol className="space-y-3">
              {rows.map((row, index) => (
                <VariantRow
                  key={row.key}
                  sortableId={row.key}
                  form={form}
                  currency={currency}
                  index={index}
                  total={rows.length}
                  name={nameOf(index)}
                  onMove={move}
                  onRemove={remove}
                  english={english}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      {listError ? (
        <p role="alert" className="text-red-700 text-sm">
          {listError}
        </p>
      ) : null}
      {rows.length < VARIANT_LIMITS.variants ? (
        <Button variant="secondary" onClick={add}>
          <Plus aria-hidden />
          {t('products.variants.add')}
        </Button>
      ) : (
        <p className="text-sm text-stone-600">{t('products.variants.limit')}</p>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  )
}
