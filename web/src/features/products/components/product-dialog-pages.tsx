import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { completeAvailability } from '#domain/catalogues/availability.ts'
import type { Category } from '#domain/catalogues/catalogue.schema.ts'
import { PRODUCT_TAGS } from '#domain/catalogues/product.schema.ts'
import { SelectField, TextField } from '../../../components/ui/form-field.tsx'
import { flattenErrors } from '../../../entities/catalogue/availability-form.ts'
import { AvailabilityFields } from '../../../entities/catalogue/components/availability-fields.tsx'
import {
  BilingualField,
  EnglishTextsToggle,
  useEnglishTexts,
} from '../../../entities/catalogue/components/english-texts.tsx'
import { SwitchField, TextAreaField } from '../../../entities/catalogue/components/form-controls.tsx'
import { ImageInput } from '../../../entities/catalogue/components/image-input.tsx'
import type { ImageDraft } from '../../../entities/catalogue/image-draft.ts'
import { AllergensField } from './allergens-field.tsx'
import { OptionGroupsField } from './option-groups-field.tsx'
import { ChoiceChip } from './product-filter.tsx'
import { PRODUCT_LIMITS, type ProductFormApi } from './product-form.ts'
import { TAG_DISPLAY } from './product-tags.ts'
import { useFieldMessage } from './use-field-message.ts'
import { VariantsField } from './variants-field.tsx'

type Form = ProductFormApi

function useFieldError(form: Form) {
  const message = useFieldMessage()
  return (field: 'name' | 'nameEn' | 'categoryId' | 'description' | 'descriptionEn' | 'availableDays') =>
    message(form.formState.errors[field]?.message)
}

type EssentialsProps = { form: Form; categories: Category[]; currency: string }

/** Page 1: name, category, prices (one, or one per size or measure) and description, and their English. */
export function ProductEssentialsPage({ form, categories, currency }: EssentialsProps) {
  const { t } = useTranslation()
  const errorOf = useFieldError(form)
  const { register, watch } = form
  const { errors } = form.formState
  // The sizes' English labels (decision 061) belong to the same section, each named `size<index>`.
  // A single unlabelled price has no label to translate, so no English box.
  const sizes = watch('variants')
  const isLabelled = sizes.length > 1 || Boolean(sizes[0]?.label || sizes[0]?.labelEn)
  const sizeTexts = isLabelled
    ? Object.fromEntries(sizes.map((size, index) => [`size${index}`, size.labelEn]))
    : {}
  const refusedSize = sizes.findIndex((_, index) => errors.variants?.[index]?.labelEn)
  const english = useEnglishTexts<string>({
    texts: { name: watch('nameEn'), description: watch('descriptionEn'), ...sizeTexts },
    refused: errors.nameEn
      ? 'name'
      : errors.descriptionEn
        ? 'description'
        : refusedSize >= 0
          ? `size${refusedSize}`
          : undefined,
  })
  return (
    <div className="space-y-4">
      <EnglishTextsToggle {...english.toggle} />
      <BilingualField
        english={english}
        field="name"
        original={
          <TextField
            label={t('products.dialog.name')}
            required
            autoComplete="off"
            count={{ length: watch('name').length, max: PRODUCT_LIMITS.name }}
            error={errorOf('name')}
            {...register('name')}
          />
        }
        label={t('products.dialog.nameEn')}
        count={{ length: watch('nameEn').length, max: PRODUCT_LIMITS.name }}
        error={errorOf('nameEn')}
        {...register('nameEn')}
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
      <VariantsField form={form} currency={currency} english={english} />
      <BilingualField
        english={english}
        field="description"
        isMultiline
        original={
          <TextAreaField
            label={t('products.dialog.description')}
            count={{ length: watch('description').length, max: PRODUCT_LIMITS.description }}
            error={errorOf('description')}
            {...register('description')}
          />
        }
        label={t('products.dialog.descriptionEn')}
        count={{ length: watch('descriptionEn').length, max: PRODUCT_LIMITS.description }}
        error={errorOf('descriptionEn')}
        {...register('descriptionEn')}
      />
    </div>
  )
}

type DetailsProps = {
  form: Form
  currency: string
  image: ImageDraft
  onImageChange: (image: ImageDraft) => void
}

/** Page 2: image, availability, tags, available days and extras. */
export function ProductDetailsPage({ form, currency, image, onImageChange }: DetailsProps) {
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
      <AllergensField form={form} />
      <TextField
        label={t('products.dialog.availableDays')}
        placeholder={t('products.dialog.availableDaysPlaceholder')}
        hint={t('products.dialog.availableDaysHint')}
        count={{ length: form.watch('availableDays').length, max: PRODUCT_LIMITS.availableDays }}
        autoComplete="off"
        error={errorOf('availableDays')}
        {...form.register('availableDays')}
      />
      <Controller
        control={form.control}
        name="availability"
        render={({ field }) => (
          <AvailabilityFields
            ref={field.ref}
            value={completeAvailability(field.value)}
            onChange={field.onChange}
            errors={flattenErrors(form.formState.errors.availability)}
            hint={t('availability.productHint')}
          />
        )}
      />
      <OptionGroupsField form={form} currency={currency} />
    </div>
  )
}
