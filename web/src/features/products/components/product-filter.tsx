import { clsx } from 'clsx'
import { Check, ListFilter, type LucideIcon } from 'lucide-react'
import { Popover } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { PRODUCT_TAGS } from '#domain/catalogues/product.schema.ts'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { AVAILABILITY_FILTERS, countActiveFilters, NO_FILTERS, type ProductFilters } from './product-list.ts'
import { TAG_DISPLAY } from './product-tags.ts'

type Props = { filters: ProductFilters; onChange: (filters: ProductFilters) => void }

/**
 * The filter button (docs/product-spec.md §2 "Products") and its panel: availability and tags, applied as
 * they change.
 */
export function ProductFilter({ filters, onChange }: Props) {
  const { t } = useTranslation()
  const activeCount = countActiveFilters(filters)
  const toggleTag = (tag: ProductFilters['tags'][number]) =>
    onChange({
      ...filters,
      tags: filters.tags.includes(tag) ? filters.tags.filter((item) => item !== tag) : [...filters.tags, tag],
    })

  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={activeCount > 0 ? t('products.filter.buttonActive', { count: activeCount }) : undefined}
        className={buttonClasses({
          variant: 'secondary',
          className: clsx(activeCount > 0 && 'border-brand-600 text-brand-800'),
        })}
      >
        <ListFilter aria-hidden />
        {t('products.filter.button')}
        {/* The space keeps "Filtrar 2" two words, as the button's name starts with them (WCAG 2.5.3). */}
        {activeCount > 0 ? ' ' : null}
        {activeCount > 0 ? (
          <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 font-semibold text-white text-xs">
            {activeCount}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={16}
          aria-label={t('products.filter.title')}
          className="z-50 w-[min(22rem,calc(100vw-2rem))] rounded-2xl border border-stone-200 bg-white p-4 shadow-stone-950/10 shadow-xl motion-safe:data-[state=open]:animate-pop-in"
        >
          <fieldset>
            <legend className="font-semibold text-sm text-stone-900">
              {t('products.filter.availability')}
            </legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {AVAILABILITY_FILTERS.map((option) => (
                <ChoiceChip
                  key={option}
                  type="radio"
                  name="availability"
                  label={t(`products.filter.${option}`)}
                  isChecked={filters.availability === option}
                  onChange={() => onChange({ ...filters, availability: option })}
                />
              ))}
            </div>
          </fieldset>
          <fieldset className="mt-4">
            <legend className="font-semibold text-sm text-stone-900">{t('products.filter.tags')}</legend>
            <p className="mt-0.5 text-stone-600 text-xs">{t('products.filter.tagsHint')}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              {PRODUCT_TAGS.map((tag) => (
                <ChoiceChip
                  key={tag}
                  type="checkbox"
                  name="tags"
                  label={t(TAG_DISPLAY[tag].key)}
                  icon={TAG_DISPLAY[tag].icon}
                  isChecked={filters.tags.includes(tag)}
                  onChange={() => toggleTag(tag)}
                />
              ))}
            </div>
          </fieldset>
          <div className="mt-4 flex justify-between gap-2 border-stone-200 border-t pt-3">
            <button
              type="button"
              disabled={activeCount === 0}
              onClick={() => onChange(NO_FILTERS)}
              className="rounded-lg px-2 py-1.5 font-medium text-brand-700 text-sm hover:bg-brand-50 disabled:text-stone-400"
            >
              {t('products.filter.clear')}
            </button>
            <Popover.Close className={buttonClasses({ className: 'h-9' })}>
              {t('products.filter.done')}
            </Popover.Close>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}

type ChipProps = {
  type: 'radio' | 'checkbox'
  name: string
  label: string
  /** Shown before the label while unchecked; a check mark takes its place when checked. */
  icon?: LucideIcon
  isChecked: boolean
  onChange: () => void
}

/** A native radio or checkbox drawn as a chip, so arrows, space and screen readers work as usual. */
export function ChoiceChip({ type, name, label, icon: Icon, isChecked, onChange }: ChipProps) {
  return (
    <label className="relative cursor-pointer">
      <input
        type={type}
        name={name}
        checked={isChecked}
        onChange={onChange}
        className="peer absolute inset-0 size-full cursor-pointer opacity-0"
      />
      <span
        className={clsx(
          'inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm transition-colors',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 peer-focus-visible:outline-offset-2',
          isChecked
            ? 'border-brand-600 bg-brand-50 font-medium text-brand-900'
            : 'border-stone-300 bg-white text-stone-800 peer-hover:border-stone-400',
        )}
      >
        {isChecked ? (
          <Check aria-hidden className="size-3.5" />
        ) : Icon ? (
          <Icon aria-hidden className="size-3.5 text-stone-500" />
        ) : null}
        {label}
      </span>
    </label>
  )
}
