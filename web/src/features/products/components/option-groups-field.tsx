import { Plus, X } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { useFieldArray, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { VARIANT_LIMITS } from '#domain/catalogues/variant.schema.ts'
import { parseDecimal } from '#domain/money/format-price.ts'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/form-field.tsx'
import { getCurrentLanguage } from '../../../lib/i18n.ts'
import { exampleAmounts, usePriceFormat } from '../../../lib/money.ts'
import { EMPTY_OPTION_GROUP, type ProductFormApi } from './product-form.ts'
import { useFieldMessage } from './use-field-message.ts'

type Props = { form: ProductFormApi; currency: string }

/**
 * "Extras": a product's option groups (decision 044), each a name, how many the diner chooses ("elige de 0
 * a 3") and its options, each with what it adds to the price.
 */
export function OptionGroupsField({ form, currency }: Props) {
  const { t } = useTranslation()
  const hintId = useId()
  // The example extra's price in the business's own money: "bacon +$ 2.000" in pesos, "+1,50 €" in euros.
  const formatPrice = usePriceFormat(currency, getCurrentLanguage())
  const groups = useFieldArray({ control: form.control, name: 'optionGroups', keyName: 'key' })
  const [announcement, setAnnouncement] = useState('')
  const addRef = useRef<HTMLButtonElement>(null)
  const remove = (index: number, name: string) => {
    const total = groups.fields.length
    groups.remove(index)
    setAnnouncement(t('products.variants.announce.removed', { name }))
    // Focus stays here: on the group that took this one's place, else the one before it, else on "Añadir".
    const next = Math.min(index, total - 2)
    requestAnimationFrame(() =>
      next >= 0 ? form.setFocus(`optionGroups.${next}.name`) : addRef.current?.focus(),
    )
  }
  return (
    <fieldset aria-describedby={hintId} className="space-y-3">
      <legend className="font-medium text-sm text-stone-800">{t('products.options.legend')}</legend>
      <p id={hintId} className="text-sm text-stone-600">
        {t('products.options.hint', { example: formatPrice(exampleAmounts(currency).extra) })}
      </p>
      {groups.fields.map((group, index) => (
        <OptionGroup key={group.key} form={form} currency={currency} index={index} onRemove={remove} />
      ))}
      {groups.fields.length < VARIANT_LIMITS.optionGroups ? (
        <Button
          ref={addRef}
          variant="secondary"
          onClick={() =>
            groups.append(EMPTY_OPTION_GROUP, { focusName: `optionGroups.${groups.fields.length}.name` })
          }
        >
          <Plus aria-hidden />
          {t('products.options.addGroup')}
        </Button>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  )
}

type GroupProps = Props & { index: number; onRemove: (index: number, name: string) => void }

function OptionGroup({ form, currency, index, onRemove }: GroupProps) {
  const { t } = useTranslation()
  const message = useFieldMessage()
  const rangeId = useId()
  const options = useFieldArray({
    control: form.control,
    name: `optionGroups.${index}.options`,
    keyName: 'key',
  })
  const [name, min, max] = useWatch({
    control: form.control,
    name: [`optionGroups.${index}.name`, `optionGroups.${index}.min`, `optionGroups.${index}.max`],
  })
  const errors = form.formState.errors.optionGroups?.[index]
  const groupName = name.trim() || t('products.options.unnamedGroup', { position: index + 1 })
  const optionsError = message(errors?.options?.message ?? errors?.options?.root?.message)
  // Focus stays in the list: on the extra that took this one's place, else the one before it (one always stays).
  const removeOption = (optionIndex: number) => {
    const next = Math.min(optionIndex, options.fields.length - 2)
    options.remove(optionIndex)
    requestAnimationFrame(() => form.setFocus(`optionGroups.${index}.options.${next}.label`))
  }
  return (
    <fieldset className="space-y-3 rounded-xl border border-stone-200 bg-stone-50/60 p-3">
      <legend className="sr-only">{t('products.options.group', { position: index + 1 })}</legend>
      <div className="flex items-end gap-1">
        <TextField
          label={t('products.options.name')}
          placeholder={t('products.options.namePlaceholder')}
          autoComplete="off"
          className="min-w-0 flex-1"
          error={message(errors?.name?.message)}
          {...form.register(`optionGroups.${index}.name`)}
        />
        <Button
          variant="ghost"
          size="icon"
          className="mb-0.5 shrink-0"
          aria-label={t('products.options.removeGroup', { name: groupName })}
          onClick={() => onRemove(index, groupName)}
        >
          <X aria-hidden />
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <TextField
          label={t('products.options.min')}
          type="number"
          min={0}
          inputMode="numeric"
          describedBy={rangeId}
          error={message(errors?.min?.message)}
          {...form.register(`optionGroups.${index}.min`)}
        />
        <TextField
          label={t('products.options.max')}
          type="number"
          min={1}
          inputMode="numeric"
          describedBy={rangeId}
          error={message(errors?.max?.message)}
          {...form.register(`optionGroups.${index}.max`)}
        />
      </div>
      <p id={rangeId} className="text-sm text-stone-600">
        {t('products.options.range', { min: min || 0, max: max || 0 })}
      </p>
      <ul className="space-y-2">
        {options.fields.map((option, optionIndex) => (
          <OptionRow
            key={option.key}
            form={form}
            currency={currency}
            groupIndex={index}
            index={optionIndex}
            canRemove={options.fields.length > 1}
            onRemove={() => removeOption(optionIndex)}
          />
        ))}
      </ul>
      {optionsError ? (
        <p role="alert" className="text-red-700 text-sm">
          {optionsError}
        </p>
      ) : null}
      {options.fields.length < VARIANT_LIMITS.options ? (
        <Button
          variant="ghost"
          className="text-brand-700 hover:text-brand-800"
          onClick={() =>
            options.append(
              { label: '', priceDelta: '' },
              { focusName: `optionGroups.${index}.options.${options.fields.length}.label` },
            )
          }
        >
          <Plus aria-hidden />
          {t('products.options.addOption')}
        </Button>
      ) : null}
    </fieldset>
  )
}

type OptionProps = Props & {
  groupIndex: number
  index: number
  canRemove: boolean
  onRemove: () => void
}

function OptionRow({ form, currency, groupIndex, index, canRemove, onRemove }: OptionProps) {
  const { t } = useTranslation()
  const message = useFieldMessage()
  const format = usePriceFormat(currency, getCurrentLanguage())
  const path = `optionGroups.${groupIndex}.options.${index}` as const
  const [label, priceDelta] = useWatch({
    control: form.control,
    name: [`${path}.label`, `${path}.priceDelta`],
  })
  const errors = form.formState.errors.optionGroups?.[groupIndex]?.options?.[index]
  const delta = parseDecimal(priceDelta)
  const name = label.trim() || t('products.options.unnamedOption', { position: index + 1 })
  return (
    <li className="flex items-start gap-1">
      <div className="grid min-w-0 flex-1 grid-cols-2 gap-2">
        <TextField
          label={t('products.options.option')}
          placeholder={t('products.options.optionPlaceholder')}
          autoComplete="off"
          error={message(errors?.label?.message)}
          {...form.register(`${path}.label`)}
        />
        <TextField
          label={t('products.options.priceDelta')}
          inputMode="decimal"
          autoComplete="off"
          error={message(errors?.priceDelta?.message)}
          hint={delta ? t('products.options.priceDeltaPreview', { price: format(delta) }) : undefined}
          {...form.register(`${path}.priceDelta`)}
        />
      </div>
      {canRemove ? (
        <Button
          variant="ghost"
          size="icon"
          className="mt-7 shrink-0"
          aria-label={t('products.options.removeOption', { name })}
          onClick={onRemove}
        >
          <X aria-hidden />
        </Button>
      ) : null}
    </li>
  )
}
