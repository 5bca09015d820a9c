import { clsx } from 'clsx'
import type { OptionGroup, ProductVariant } from '#domain/catalogues/variant.schema.ts'
import type { Language } from '../../../../lib/i18n.ts'
import { usePriceFormat } from '../../../../lib/money.ts'
import { useTranslationIn } from '../../../../lib/use-translation-in.ts'

// A product's prices as the public menu shows them (decision 044): one unlabelled price as it always was,
// several as a compact list "Copa 4,50 € · Botella 18,00 €" heard as "Copa: 4,50 €", extras with how many
// may be chosen. The dots between items are drawn and silent, like the public page's.

type PriceProps = { currency: string; language: Language }

const DOT = "[&>li:not(:last-child)]:after:ml-1.5 [&>li:not(:last-child)]:after:content-['·'_/_'']"

/** One variant's amount: "Consultar precio" without one, a special price before the struck normal one. */
export function VariantAmount({
  variant,
  currency,
  language,
  isStacked = false,
}: PriceProps & { variant: ProductVariant; isStacked?: boolean }) {
  const { t } = useTranslationIn(language)
  const format = usePriceFormat(currency, language)
  // A dish without a price says so, as the public menu does: never "$0".
  if (variant.price === null)
    return <span className="italic opacity-80">{t('design.preview.menu.noPrice')}</span>
  if (variant.specialPrice === null) return <span className="font-bold">{format(variant.price)}</span>
  return (
    <span className={clsx('whitespace-nowrap', isStacked && 'inline-flex flex-col items-end')}>
      <span className="sr-only">{t('design.preview.menu.specialPrice')} </span>
      <span className="font-bold">{format(variant.specialPrice)}</span>{' '}
      <del className="text-[0.85em] opacity-70">
        <span className="sr-only">{t('design.preview.menu.normalPrice')} </span>
        {format(variant.price)}
      </del>
    </span>
  )
}

/** Several sizes, or one labelled: each a list item, the whole list wrapping between sizes. */
export function VariantList({ variants, ...price }: PriceProps & { variants: ProductVariant[] }) {
  return (
    <ul className={clsx('mt-0.5', DOT)}>
      {variants.map((variant) => (
        <li key={variant.id} className="mr-1.5 inline-block">
          {variant.label}
          <span className="sr-only">:</span> <VariantAmount variant={variant} {...price} />
        </li>
      ))}
    </ul>
  )
}

/** Extras under the description: "Ingredientes extra (elige hasta 3): bacon +1,50 € · queso +1,00 €". */
export function OptionGroups({ groups, currency, language }: PriceProps & { groups: OptionGroup[] }) {
  const { t } = useTranslationIn(language)
  const format = usePriceFormat(currency, language)
  if (groups.length === 0) return null
  const choice = ({ min, max }: OptionGroup) =>
    t(
      min === max
        ? 'design.preview.menu.chooseExactly'
        : min === 0
          ? 'design.preview.menu.chooseUpTo'
          : 'design.preview.menu.chooseBetween',
      { min, max },
    )
  return groups.map((group) => (
    <div key={group.id} className="mt-1 text-[0.85em] leading-snug opacity-90">
      {group.name} ({choice(group)}):{' '}
      <ul className={clsx('inline', DOT)}>
        {group.options.map((option) => (
          <li key={option.id} className="mr-1.5 inline-block">
            {option.label}
            {/* An option that costs nothing more shows no price rather than "+0,00 €". */}
            {Number(option.priceDelta) > 0 ? ` +${format(option.priceDelta)}` : ''}
          </li>
        ))}
      </ul>
    </div>
  ))
}
