import { clsx } from 'clsx'
import { CircleAlert, Flag } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { parseDecimal } from '#domain/money/format-price.ts'
import { getCurrentLanguage } from '../../../lib/i18n.ts'
import { usePriceFormat } from '../../../lib/money.ts'
import { type DraftItem, isItemTooLong } from '../review-draft.ts'
import { toReviewReasons } from '../review-reasons.ts'
import { type DraftVariant, toVariantProblem } from '../review-variants.ts'
import { ItemExtrasSummary } from './item-extras.tsx'

type Props = {
  item: DraftItem
  /**
   * The currency prices are written in (ISO 4217): the one the page printed, else the business's; '' shows
   * them as printed.
   */
  currency: string
  isSelected: boolean
  /** edit: a tap opens the dialog; select: a tap marks it on its page; read: nothing to tap. */
  mode: 'edit' | 'select' | 'read'
  onActivate: () => void
}

/**
 * One item of the preview: name, price in the menu's currency (or its sizes in a line: "Copa 4,50 € ·
 * Botella 18,00 €"), description, its English name and the allergens the menu states, and a "Revisar" mark
 * saying in words every reason it needs a look ("Revisar: precio no leído, nombre poco claro"). An item the
 * external model read carries a small "IA" beside its name, so the owner knows which reading each came from.
 */
export function ItemRow({ item, currency, isSelected, mode, onActivate }: Props) {
  const { t } = useTranslation()
  const format = useItemPriceFormat(currency)
  const price = format(item.price)
  const reasons = toReviewReasons(item)
  const hasVariants = item.variants.length >= 2
  const variantProblem = toVariantProblem(item.variants)
  const content = (
    <>
      <span className="flex items-baseline justify-between gap-4">
        <span className="font-medium text-stone-900">
          {item.name}
          {item.readBy === 'model' ? <ModelBadge /> : null}
        </span>
        {hasVariants ? null : price ? (
          <span className="shrink-0 font-semibold text-stone-900 tabular-nums">{price}</span>
        ) : (
          <span className="shrink-0 text-sm text-stone-500 italic">{t('menuAnalyses.preview.noPrice')}</span>
        )}
      </span>
      {hasVariants ? <VariantPrices variants={item.variants} format={format} /> : null}
      {item.description ? (
        <span className="mt-0.5 block text-sm text-stone-600 leading-snug">{item.description}</span>
      ) : null}
      <ItemExtrasSummary item={item} />
      {isItemTooLong(item) ? (
        <span className="mt-1.5 mr-1.5 inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 font-medium text-red-800 text-xs">
          <CircleAlert aria-hidden className="size-3" />
          {t('menuAnalyses.preview.tooLong')}
        </span>
      ) : null}
      {variantProblem ? (
        <span className="mt-1.5 mr-1.5 inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 font-medium text-red-800 text-xs">
          <CircleAlert aria-hidden className="size-3" />
          {t(`menuAnalyses.preview.variantProblems.${variantProblem}`)}
        </span>
      ) : null}
      {reasons.length > 0 ? (
        <span className="mt-1.5 inline-flex items-start gap-1 rounded-2xl bg-amber-100 px-2 py-0.5 font-medium text-amber-900 text-xs">
          <Flag aria-hidden className="mt-0.5 size-3 shrink-0" />
          <span>
            {t('menuAnalyses.preview.reviewBecause', {
              reasons: reasons.map((reason) => t(`menuAnalyses.preview.reasons.${reason}`)).join(', '),
            })}
          </span>
        </span>
      ) : null}
    </>
  )
  const classes = clsx(
    'block w-full min-w-0 flex-1 rounded-xl px-3 py-3 text-left',
    mode !== 'read' && 'transition-colors hover:bg-stone-50',
    isSelected && 'bg-brand-50 ring-1 ring-brand-200 hover:bg-brand-50',
  )
  if (mode === 'read') return <div className={classes}>{content}</div>
  return (
    <button
      type="button"
      onClick={onActivate}
      aria-pressed={mode === 'select' ? isSelected : undefined}
      aria-haspopup={mode === 'edit' ? 'dialog' : undefined}
      className={classes}
    >
      {content}
    </button>
  )
}

/** "IA" beside the name of an item the external model read; heard as "Leído con IA", its hover title too. */
function ModelBadge() {
  const { t } = useTranslation()
  const label = t('menuAnalyses.preview.readByModel.label')
  return (
    <span
      title={label}
      className="ml-1.5 inline-block rounded-full bg-violet-100 px-1.5 py-0.5 align-middle font-semibold text-violet-800 text-xs leading-none"
    >
      <span aria-hidden>{t('menuAnalyses.preview.readByModel.short')}</span>
      {/* A space first, so that where the row is read as one text the label does not run into the name. */}
      <span className="sr-only">{` ${label}`}</span>
    </span>
  )
}

/**
 * An item's sizes in one line, in printed order: "Copa 4,50 € · Botella 18,00 €". The dots are only seen;
 * a screen reader hears a comma between sizes. A size without a price says so.
 */
function VariantPrices({
  variants,
  format,
}: {
  variants: readonly DraftVariant[]
  format: (printed: string) => string
}) {
  const { t } = useTranslation()
  return (
    <span className="mt-0.5 block text-sm text-stone-800 tabular-nums">
      {variants.map((variant, index) => {
        const price = format(variant.price)
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: labels may be empty or repeated while being corrected
          <span key={index}>
            {index > 0 ? (
              <>
                <span aria-hidden> · </span>
                <span className="sr-only">, </span>
              </>
            ) : null}
            <span className="whitespace-nowrap">
              {variant.label.trim() ? <span className="text-stone-600">{variant.label} </span> : null}
              {price ? (
                <span className="font-semibold text-stone-900">{price}</span>
              ) : (
                <span className="text-stone-500 italic">{t('menuAnalyses.preview.noPrice')}</span>
              )}
            </span>
          </span>
        )
      })}
    </span>
  )
}

/**
 * Prices as the menu reads: the amount read from the printed text ("$7.00", "$ 24.000") written in the
 * menu's currency, so every price on the screen looks alike; the text as printed when it holds no amount
 * ("según temporada") or the currency is unknown.
 */
function useItemPriceFormat(currency: string): (printed: string) => string {
  // A hook runs on every render: XXX (ISO 4217's "no currency") stands in, unused, while the currency is unknown.
  const format = usePriceFormat(currency || 'XXX', getCurrentLanguage())
  return (printed) => {
    const amount = parseDecimal(printed)
    return amount !== null && currency ? format(amount) : printed
  }
}
