import type { TFunction } from 'i18next'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { Category } from '#domain/catalogues/catalogue.schema.ts'
import { PRODUCT_TAGS } from '#domain/catalogues/product.schema.ts'
import { parseDecimal } from '#domain/money/format-price.ts'
import { SelectField, TextField } from '../../../components/ui/form-field.tsx'
import { SwitchField, TextAreaField } from '../../../entities/catalogue/components/form-controls.tsx'
import { ImageInput } from '../../../entities/catalogue/components/image-input.tsx'
import type { ImageDraft } from '../../../entities/catalogue/image-draft.ts'
import { getCurrentLanguage, type MessageKey } from '../../../lib/i18n.ts'
import { usePriceFormat } from '../../../lib/money.ts'
import { ChoiceChip } from './product-filter.tsx'
import { PRODUCT_LIMITS, type ProductFormInput, type ProductFormOutput } from './product-form.ts'
import { TAG_DISPLAY } from './product-tags.ts'

type Form = UseFormReturn<ProductFormInput, unknown, ProductFormOutput>

function useFieldError(form: Form) {
  const { t } = useTranslation()
  return (field: keyof ProductFormInput) => {
    const message = form.formState.errors[field]?.message
    return message ? t(message as MessageKey) : undefined
  }
}

type EssentialsProps = { form: Form; categories: Category[]; currency: string }

/** Page 1: name, category, price, special price and description. */
export function ProductEssentialsPage({ form, categories, currency }: EssentialsProps) {
  const { t } = useTranslation()
  const errorOf = useFieldError(form)
  const { register, watch } = form
  const format = usePriceFormat(currency, getCurrentLanguage())
  return (
    <div className="space-y-4">
      <TextField
        label={t('products.dialog.name')}
        required
        autoComplete="off"
        count={{ length: watch('name').length, max: PRODUCT_LIMITS.name }}
        error={errorOf('name')}
        {...register('name')}
      />
      <SelectField
        label={t('products.dialog.category')}
        error={errorOf('categoryId')}
        {...register('categoryId')}
      >
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('products.dialog.price')}
          inputMode="decimal"
          autoComplete="off"
          error={errorOf('price')}
          hint={describeTypedPrice(t, watch('price'), format, 'products.dialog.priceHint')}
          {...register('price')}
        />
        <TextField
          label={t('products.dialog.specialPrice')}
          inputMode="decimal"
          autoComplete="off"
          error={errorOf('specialPrice')}
          hint={describeTypedPrice(t, watch('specialPrice'), format, 'products.dialog.specialPriceHint')}
          {...register('specialPrice')}
        />
      </div>
      <TextAreaField
        label={t('products.dialog.description')}
        count={{ length: watch('description').length, max: PRODUCT_LIMITS.description }}
        error={errorOf('description')}
        {...register('description')}
      />
    </div>
  )
}

/** Under a price field: how the typed price will read on the menu, or how to type one. */
function describeTypedPrice(
  t: TFunction,
  typed: string,
  format: (amount: string) => string,
  emptyHint: 'products.dialog.priceHint' | 'products.dialog.specialPriceHint',
): string {
  const decimal = parseDecimal(typed)
  if (decimal !== null) return t('products.dialog.pricePreview', { price: format(decimal) })
  return t(emptyHint, { example: format('12000') })
}

type DetailsProps = { form: Form; image: ImageDraft; onImageChange: (image: ImageDraft) => void }

/** Page 2: image, availability, tags and available days. */
export function ProductDetailsPage({ form, image, onImageChange }: DetailsProps) {
  const { t } = useTranslation()
  const errorOf = useFieldError(form)
  return (
    <div className="space-y-5">
      <ImageInput
        label={t('products.dialog.image')}
        kind="product"
        imageUrl={image.url}
        file={image.file}
        hint={t('products.dialog.imageHint')}
        onFileChange={(file) => onImageChange(file ? { ...image, file } : { file: null, url: null })}
      />
      <Controller
        control={form.control}
        name="available"
        render={({ field }) => (
          <SwitchField
            label={t('products.dialog.available')}
            hint={t('products.dialog.availableHint')}
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <Controller
        control={form.control}
        name="tags"
        render={({ field }) => (
          <fieldset>
            <legend className="font-medium text-sm text-stone-800">{t('products.dialog.tags')}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {PRODUCT_TAGS.map((tag) => (
                <ChoiceChip
                  key={tag}
                  type="checkbox"
                  name="tags"
                  label={t(TAG_DISPLAY[tag].key)}
                  icon={TAG_DISPLAY[tag].icon}
                  isChecked={field.value.includes(tag)}
                  onChange={() =>
                    field.onChange(
                      field.value.includes(tag)
                        ? field.value.filter((item) => item !== tag)
                        : PRODUCT_TAGS.filter((item) => item === tag || field.value.includes(item)),
                    )
                  }
                />
              ))}
            </div>
          </fieldset>
        )}
      />
      <TextField
        label={t('products.dialog.availableDays')}
        placeholder={t('products.dialog.availableDaysPlaceholder')}
        hint={t('products.dialog.availableDaysHint')}
        count={{ length: form.watch('availableDays').length, max: PRODUCT_LIMITS.availableDays }}
        autoComplete="off"
        error={errorOf('availableDays')}
        {...form.register('availableDays')}
      />
    </div>
  )
}
