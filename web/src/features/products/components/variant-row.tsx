import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { ArrowDown, ArrowUp, GripVertical, X } from 'lucide-react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { VARIANT_LIMITS } from '#domain/catalogues/variant.schema.ts'
import { TextField } from '../../../components/ui/form-field.tsx'
import { IconButton } from '../../../components/ui/icon-button.tsx'
import { EnglishField, type EnglishTexts } from '../../../entities/catalogue/components/english-texts.tsx'
import { usePriceHint } from './price-hint.ts'
import type { ProductFormApi } from './product-form.ts'
import { useFieldMessage } from './use-field-message.ts'

type PriceProps = { form: ProductFormApi; currency: string }

/** The one unlabelled variant, looking as a product's single price always has: Precio and Precio especial. */
export function SinglePrice({ form, currency }: PriceProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <PriceFields form={form} currency={currency} index={0} isCompact={false} />
    </div>
  )
}

type PriceFieldsProps = PriceProps & { index: number; isCompact: boolean }

/** A variant's price and special price; compact rows show the hint only once a price reads well. */
function PriceFields({ form, currency, index, isCompact }: PriceFieldsProps) {
  const { t } = useTranslation()
  const message = useFieldMessage()
  const hint = usePriceHint(currency)
  const errors = form.formState.errors.variants?.[index]
  const [price, specialPrice] = useWatch({
    control: form.control,
    name: [`variants.${index}.price`, `variants.${index}.specialPrice`],
  })
  return (
    <>
      <TextField
        label={t('products.dialog.price')}
        inputMode="decimal"
        autoComplete="off"
        error={message(errors?.price?.message)}
        hint={hint(price, isCompact ? null : 'products.dialog.priceHint')}
        {...form.register(`variants.${index}.price`)}
      />
      <TextField
        label={t('products.dialog.specialPrice')}
        inputMode="decimal"
        autoComplete="off"
        error={message(errors?.specialPrice?.message)}
        hint={hint(specialPrice, isCompact ? null : 'products.dialog.specialPriceHint')}
        {...form.register(`variants.${index}.specialPrice`)}
      />
    </>
  )
}

type RowProps = PriceProps & {
  /** The row's key in the sortable list. */
  sortableId: string
  index: number
  total: number
  /** How the row is called in buttons and announcements: its label, or "el tamaño 2". */
  name: string
  onMove: (from: number, to: number) => void
  onRemove: (index: number) => void
  /** The dialog's English section: while open, the label's English twin shows under it. */
  english: EnglishTexts
}

/** One labelled variant: a drag handle, its label, up, down and remove, its English label, then its prices. */
export function VariantRow({
  sortableId,
  form,
  currency,
  index,
  total,
  name,
  onMove,
  onRemove,
  english,
}: RowProps) {
  const { t } = useTranslation()
  const message = useFieldMessage()
  const sortable = useSortable({ id: sortableId })
  const [label, labelEn] = useWatch({
    control: form.control,
    name: [`variants.${index}.label`, `variants.${index}.labelEn`],
  })
  const style = { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }
  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      className={
        sortable.isDragging
          ? 'relative z-10 rounded-xl border border-brand-300 bg-white p-3 shadow-lg'
          : 'rounded-xl border border-stone-200 bg-stone-50/60 p-3'
      }
    >
      <fieldset>
        <legend className="sr-only">{t('products.variants.row', { position: index + 1, total })}</legend>
        <div className="flex items-start gap-1">
          <button
            type="button"
            ref={sortable.setActivatorNodeRef}
            {...sortable.attributes}
            {...sortable.listeners}
            aria-label={t('products.variants.drag', { name })}
            className="mt-8 inline-flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-stone-600 hover:bg-stone-900/5 hover:text-stone-900 active:cursor-grabbing"
          >
            <GripVertical aria-hidden className="size-4" />
          </button>
          {/* The buttons sit on the label's line, so the label's box gets the row's whole width on a phone. */}
          <div className="relative min-w-0 flex-1">
            <TextField
              label={t('products.variants.label')}
              placeholder={t('products.variants.labelPlaceholder')}
              autoComplete="off"
              count={{ length: label.length, max: VARIANT_LIMITS.label }}
              error={message(form.formState.errors.variants?.[index]?.label?.message)}
              {...form.register(`variants.${index}.label`)}
            />
            <div className="absolute -top-1.5 right-0 flex">
              <IconButton
                label={t('products.variants.moveUp', { name })}
                isDisabled={index === 0}
                onClick={() => onMove(index, index - 1)}
              >
                <ArrowUp aria-hidden className="size-4" />
              </IconButton>
              <IconButton
                label={t('products.variants.moveDown', { name })}
                isDisabled={index === total - 1}
                onClick={() => onMove(index, index + 1)}
              >
                <ArrowDown aria-hidden className="size-4" />
              </IconButton>
              <IconButton
                label={t('products.variants.remove', { name })}
                isDisabled={total === 1}
                onClick={() => onRemove(index)}
              >
                <X aria-hidden className="size-4" />
              </IconButton>
            </div>
          </div>
        </div>
        {english.isShown ? (
          <div className="mt-2 pl-9">
            <EnglishField
              english={english}
              field={`size${index}`}
              label={t('products.variants.labelEn')}
              count={{ length: labelEn.length, max: VARIANT_LIMITS.label }}
              error={message(form.formState.errors.variants?.[index]?.labelEn?.message)}
              {...form.register(`variants.${index}.labelEn`)}
            />
          </div>
        ) : null}
        <div className="mt-2 grid grid-cols-2 gap-2 pl-9">
          <PriceFields form={form} currency={currency} index={index} isCompact />
        </div>
      </fieldset>
    </li>
  )
}
