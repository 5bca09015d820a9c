import { Globe } from 'lucide-react'
import { useId, useState } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { Category } from '#domain/catalogues/catalogue.schema.ts'
import { PRODUCT_TAGS, type Product } from '#domain/catalogues/product.schema.ts'
import { SelectField, TextField } from '../../../components/ui/form-field.tsx'
import { SwitchField } from '../../../entities/catalogue/components/form-controls.tsx'
import { WeekdayChips } from '../../../entities/catalogue/components/weekday-chips.tsx'
import { PRODUCT_TAG_KEYS } from '../../../entities/catalogue/product-tags.ts'
import { getCurrentLanguage } from '../../../lib/i18n.ts'
import { usePriceFormat } from '../../../lib/money.ts'
import { offersParts } from '../choice-parts.ts'
import { freeProductChoices } from '../promotion-form.ts'
import { type Choice, ChoiceList, type ChosenCount } from './choice-list.tsx'
import { describeTimeZone, useFieldError, type WizardForm } from './wizard-form.ts'

type Props = {
  form: WizardForm
  products: Product[]
  categories: Category[]
  currency: string
  timeZone: string
}

/** Step 3: what it affects, when it runs (on the business's clock), an optional weekly window, on or off. */
export function ReachStep({ form, products, categories, currency, timeZone }: Props) {
  const { t } = useTranslation()
  const errorOf = useFieldError(form)
  const language = getCurrentLanguage()
  const format = usePriceFormat(currency, language)
  const zoneId = useId()
  const categoryName = new Map(categories.map((category) => [category.id, category.name]))
  const priceText = (price: string | null) => (price === null ? null : format(price))
  const variantes = useWatch({ control: form.control, name: 'variantes' })
  // The sizes reached when the step opened stay offered even once unticked, so a click never hides its box.
  const [reachedAtStart] = useState(() => form.getValues('variantes'))
  const reached = new Set([...reachedAtStart, ...variantes])
  // A product with sizes may be reached whole or in some sizes only: its sizes are the choice's parts. A
  // product left with one size keeps it as a part while a promotion reaches that size alone (offersParts).
  const productChoices: Choice[] = products.map((product) => {
    const hasSizes = product.variants.length >= 2
    return {
      id: product.id,
      label: product.name,
      hint: [
        categoryName.get(product.categoryId),
        hasSizes
          ? t('promotions.wizard.sizeCount', { count: product.variants.length })
          : priceText(product.price),
      ]
        .filter(Boolean)
        .join(' · '),
      parts: offersParts(product.variants, reached)
        ? product.variants.map((variant) => ({
            id: variant.id,
            label: variant.label || t('promotions.wizard.singlePrice'),
            hint: priceText(variant.price) ?? undefined,
          }))
        : undefined,
    }
  })
  // "2 productos y 1 tamaño": products reached whole, and sizes reached alone.
  const describeChosen = ({ whole, parts }: ChosenCount) => {
    const productCount = t('promotions.wizard.productCount', { count: whole })
    const sizeCount = t('promotions.wizard.sizeCount', { count: parts })
    if (whole > 0 && parts > 0)
      return t('promotions.wizard.productsAndSizes', { products: productCount, sizes: sizeCount })
    return parts > 0 ? sizeCount : productCount
  }
  const categoryChoices = categories.map((category) => ({ id: category.id, label: category.name }))
  const tagChoices = PRODUCT_TAGS.map((tag) => ({ id: tag, label: t(PRODUCT_TAG_KEYS[tag]) }))

  return (
    <div className="space-y-5">
      <Controller
        control={form.control}
        name="productosEspecificos"
        render={({ field }) => (
          <ChoiceList
            label={t('promotions.wizard.products')}
            choices={productChoices}
            selected={field.value}
            onChange={field.onChange}
            selectedParts={variantes}
            describeChosen={describeChosen}
            onSelectionChange={({ selected, selectedParts }) => {
              field.onChange(selected)
              form.setValue('variantes', selectedParts, { shouldDirty: true })
            }}
            error={errorOf('productosEspecificos') ?? errorOf('variantes')}
          />
        )}
      />
      {form.watch('tipo') === '2x1' ? <FreeProductField form={form} products={products} /> : null}
      <Controller
        control={form.control}
        name="categorias"
        render={({ field }) => (
          <ChoiceList
            label={t('promotions.wizard.categories')}
            choices={categoryChoices}
            selected={field.value}
            onChange={field.onChange}
            error={errorOf('categorias')}
          />
        )}
      />
      <Controller
        control={form.control}
        name="etiquetas"
        render={({ field }) => (
          <ChoiceList
            label={t('promotions.wizard.tags')}
            choices={tagChoices}
            selected={field.value}
            onChange={(selected) => field.onChange(selected)}
            isSearchable={false}
          />
        )}
      />
      <div className="space-y-3">
        <p id={zoneId} className="flex items-center gap-1.5 text-sm text-stone-600">
          <Globe aria-hidden className="size-4 shrink-0" />
          {t('promotions.wizard.timeZone', { zone: describeTimeZone(timeZone, language) })}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="datetime-local"
            label={t('promotions.wizard.start')}
            describedBy={zoneId}
            error={errorOf('fechaInicio')}
            {...form.register('fechaInicio')}
          />
          <TextField
            type="datetime-local"
            label={t('promotions.wizard.end')}
            describedBy={zoneId}
            error={errorOf('fechaFin')}
            {...form.register('fechaFin')}
          />
        </div>
      </div>
      <WeeklyWindowFields form={form} />
      <Controller
        control={form.control}
        name="activo"
        render={({ field }) => (
          <SwitchField
            label={t('promotions.wizard.active')}
            hint={t('promotions.wizard.activeHint')}
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </div>
  )
}

/**
 * A 2x1's free product, chosen among the products picked above (and those its categories and tags reach): the
 * product itself for "two of the same".
 */
function FreeProductField({ form, products }: { form: WizardForm; products: Product[] }) {
  const { t } = useTranslation()
  const errorOf = useFieldError(form)
  const [productosEspecificos, variantes, categorias, etiquetas] = useWatch({
    control: form.control,
    name: ['productosEspecificos', 'variantes', 'categorias', 'etiquetas'],
  })
  const choices = freeProductChoices({ productosEspecificos, variantes, categorias, etiquetas }, products)
  return (
    <SelectField
      label={t('promotions.wizard.secondProduct')}
      error={errorOf('producto2x1')}
      hint={choices.length === 0 ? t('promotions.wizard.freeProductHint') : undefined}
      {...form.register('producto2x1')}
    >
      <option value="">{t('promotions.wizard.chooseFreeProduct')}</option>
      {choices.map((product) => (
        <option key={product.id} value={product.id}>
          {product.name}
        </option>
      ))}
    </SelectField>
  )
}

/** The optional weekly window: a switch, then the days and the hours from–to on the business's clock. */
function WeeklyWindowFields({ form }: { form: WizardForm }) {
  const { t } = useTranslation()
  const errorOf = useFieldError(form)
  return (
    <div className="space-y-3 rounded-xl border border-stone-200 p-4">
      <Controller
        control={form.control}
        name="hasWindow"
        render={({ field }) => (
          <SwitchField
            label={t('promotions.wizard.hasWindow')}
            hint={t('promotions.wizard.hasWindowHint')}
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      {form.watch('hasWindow') ? (
        <>
          <Controller
            control={form.control}
            name="dias"
            render={({ field }) => (
              <WeekdayChips
                legend={t('promotions.wizard.days')}
                days={field.value}
                onChange={field.onChange}
                error={errorOf('dias')}
              />
            )}
          />
          <div className="grid grid-cols-2 gap-4">
            <TextField
              type="time"
              label={t('promotions.wizard.from')}
              error={errorOf('desde')}
              {...form.register('desde')}
            />
            <TextField
              type="time"
              label={t('promotions.wizard.to')}
              error={errorOf('hasta')}
              {...form.register('hasta')}
            />
          </div>
        </>
      ) : null}
    </div>
  )
}
