import { Plus, X } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { useFieldArray, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { VARIANT_LIMITS } from '#domain/catalogues/variant.schema.ts'
import { parseDecimal } from '#domain/money/format-price.ts'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/form-field.tsx'
import {
  EnglishField,
  type EnglishTexts,
  EnglishTextsToggle,
  useEnglishTexts,
} from '../../../entities/catalogue/components/english-texts.tsx'
import { getCurrentLanguage } from '../../../lib/i18n.ts'
import { exampleAmounts, usePriceFormat } from '../../../lib/money.ts'
import { EMPTY_OPTION, EMPTY_OPTION_GROUP, type ProductFormApi } from './product-form.ts'
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
  const english = useExtrasEnglish(form)
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
      {groups.fields.length > 0 ? <EnglishTextsToggle {...english.toggle} /> : null}
      {groups.fields.map((group, index) => (
        <OptionGroup
          key={group.key}
          form={form}
          currency={currency}
          index={index}
          onRemove={remove}
          english={english}
        />
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

/**
 * The extras' English section (decision 061): the groups' and extras' English names, each named
 * `group<g>` or `group<g>-option<o>`; open by itself when one is filled in or refused.
 */
function useExtrasEnglish(form: ProductFormApi) {
  const groups = useWatch({ control: form.control, name: 'optionGroups' })
  const errors = form.formState.errors.optionGroups
  const texts: Record<string, string> = {}
  let refused: string | undefined
  groups.forEach((group, groupIndex) => {
    texts[`group${groupIndex}`] = group.nameEn
    if (errors?.[groupIndex]?.nameEn) refused ??= `group${groupIndex}`
    group.options.forEach((option, optionIndex) => {
      texts[`group${groupIndex}-option${optionIndex}`] = option.labelEn
      if (errors?.[groupIndex]?.options?.[optionIndex]?.labelEn) {
        refused ??= `group${groupIndex}-option${optionIndex}`
      }
    })
  })
  return useEnglishTexts({ texts, refused })
}

type GroupProps = Props & {
  index: number
  onRemove: (index: number, name: string) => void
  english: EnglishTexts
}

function OptionGroup({ form, currency, index, onRemove, english }: GroupProps) {
  const { t } = useTranslation()
  const message = useFieldMessage()
  const rangeId = useId()
  const options = useFieldArray({
    control: form.control,
    name: `optionGroups.${index}.options`,
    keyName: 'key',
  })
  const [name, nameEn, min, max] = useWatch({
    control: form.control,
    name: [
      `optionGroups.${index}.name`,
      `optionGroups.${index}.nameEn`,
      `optionGroups.${index}.min`,
      `optionGroups.${index}.max`,
    ],
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
      <EnglishField
        english={english}
        field={`group${index}`}
        label={t('products.options.nameEn')}
        count={{ length: nameEn.length, max: VARIANT_LIMITS.groupName }}
        error={message(errors?.nameEn?.message)}
        {...form.register(`optionGroups.${index}.nameEn`)}
      />
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
            english={english}
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
            options.append(EMPTY_OPTION, {
              focusName: `optionGroups.${index}.options.${options.fields.length}.label`,
            })
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
  english: EnglishTexts
}

function OptionRow({ form, currency, groupIndex, index, canRemove, onRemove, english }: OptionProps) {
  const { t } = useTranslation()
  const message = useFieldMessage()
  const format = usePriceFormat(currency, getCurrentLanguage())
  const path = `optionGroups.${groupIndex}.options.${index}` as const
  const [label, labelEn, priceDelta] = useWatch({
    control: form.control,
    name: [`${path}.label`, `${path}.labelEn`, `${path}.priceDelta`],
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
        {/* Under the extra it translates, in the first column. */}
        <EnglishField
          english={english}
          field={`group${groupIndex}-option${index}`}
          label={t('products.options.optionEn')}
          count={{ length: labelEn.length, max: VARIANT_LIMITS.optionLabel }}
          error={message(errors?.labelEn?.message)}
          {...form.register(`${path}.labelEn`)}
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
