import { clsx } from 'clsx'
import { useTranslation } from 'react-i18next'
import { parseDecimal } from '#domain/money/format-price.ts'
import { PROMOTION_LIMITS, PROMOTION_TYPES } from '#domain/promotions/promotion.schema.ts'
import { TextField } from '../../../components/ui/form-field.tsx'
import {
  BilingualField,
  EnglishTextsToggle,
  useEnglishTexts,
} from '../../../entities/catalogue/components/english-texts.tsx'
import { TextAreaField } from '../../../entities/catalogue/components/form-controls.tsx'
import { ImageInput } from '../../../entities/catalogue/components/image-input.tsx'
import type { ImageDraft } from '../../../entities/catalogue/image-draft.ts'
import { getCurrentLanguage } from '../../../lib/i18n.ts'
import { usePriceFormat } from '../../../lib/money.ts'
import { useFieldError, type WizardForm } from './wizard-form.ts'

type BasicsProps = { form: WizardForm; image: ImageDraft; onImageChange: (image: ImageDraft) => void }

/** Step 1: name, description (each with its English, decision 053) and image. */
export function BasicsStep({ form, image, onImageChange }: BasicsProps) {
  const { t } = useTranslation()
  const errorOf = useFieldError(form)
  const { errors } = form.formState
  const english = useEnglishTexts({
    texts: { nombre: form.watch('nombreEn'), descripcion: form.watch('descripcionEn') },
    refused: errors.nombreEn ? 'nombre' : errors.descripcionEn ? 'descripcion' : undefined,
  })
  return (
    <div className="space-y-4">
      <EnglishTextsToggle {...english.toggle} />
      <BilingualField
        english={english}
        field="nombre"
        original={
          <TextField
            label={t('promotions.wizard.name')}
            placeholder={t('promotions.wizard.namePlaceholder')}
            autoComplete="off"
            count={{ length: form.watch('nombre').length, max: PROMOTION_LIMITS.nombre }}
            error={errorOf('nombre')}
            {...form.register('nombre')}
          />
        }
        label={t('promotions.wizard.nameEn')}
        count={{ length: form.watch('nombreEn').length, max: PROMOTION_LIMITS.nombre }}
        error={errorOf('nombreEn')}
        {...form.register('nombreEn')}
      />
      <BilingualField
        english={english}
        field="descripcion"
        isMultiline
        original={
          <TextAreaField
            label={t('promotions.wizard.description')}
            count={{ length: form.watch('descripcion').length, max: PROMOTION_LIMITS.descripcion }}
            error={errorOf('descripcion')}
            {...form.register('descripcion')}
          />
        }
        label={t('promotions.wizard.descriptionEn')}
        count={{ length: form.watch('descripcionEn').length, max: PROMOTION_LIMITS.descripcion }}
        error={errorOf('descripcionEn')}
        {...form.register('descripcionEn')}
      />
      <ImageInput
        label={t('promotions.wizard.image')}
        kind="product"
        imageUrl={image.url}
        file={image.file}
        hint={t('promotions.wizard.imageHint')}
        onFileChange={(file) => onImageChange(file ? { ...image, file } : { file: null, url: null })}
      />
    </div>
  )
}

type TypeProps = { form: WizardForm; currency: string }

/**
 * Step 2: the type, and what it needs: a percentage or an optional fixed price. A 2x1's free product is asked
 * on step 3, among the products chosen there.
 */
export function TypeStep({ form, currency }: TypeProps) {
  const { t } = useTranslation()
  const errorOf = useFieldError(form)
  const format = usePriceFormat(currency, getCurrentLanguage())
  const tipo = form.watch('tipo')
  const typedPrice = parseDecimal(form.watch('precioNormal'))
  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="font-medium text-sm text-stone-800">{t('promotions.wizard.type')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {PROMOTION_TYPES.map((type) => (
            <label
              key={type}
              className={clsx(
                'relative flex cursor-pointer flex-col rounded-xl border p-3 has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
                tipo === type ? 'border-brand-600 bg-brand-50' : 'border-stone-300 hover:border-stone-400',
              )}
            >
              <span className="flex items-center gap-2 font-medium text-stone-900">
                <input type="radio" value={type} className="accent-brand-600" {...form.register('tipo')} />
                {t(`promotions.types.${type}`)}
              </span>
              <span className="mt-1 text-sm text-stone-600">{t(`promotions.wizard.typeHints.${type}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {tipo === 'descuento' ? (
        <TextField
          label={t('promotions.wizard.percentage')}
          inputMode="numeric"
          autoComplete="off"
          hint={t('promotions.wizard.percentageHint')}
          error={errorOf('porcentaje')}
          className="sm:w-56"
          {...form.register('porcentaje')}
        />
      ) : null}
      {tipo === 'normal' ? (
        <TextField
          label={t('promotions.wizard.fixedPrice')}
          inputMode="decimal"
          autoComplete="off"
          error={errorOf('precioNormal')}
          hint={
            typedPrice
              ? t('promotions.wizard.fixedPricePreview', { price: format(typedPrice) })
              : t('promotions.wizard.fixedPriceHint', { example: format('9000') })
          }
          {...form.register('precioNormal')}
        />
      ) : null}
    </div>
  )
}
