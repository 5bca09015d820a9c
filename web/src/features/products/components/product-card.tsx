import { clsx } from 'clsx'
import { Ban, CalendarDays, ListPlus, Pencil, Trash2, UtensilsCrossed } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import type { Allergen } from '#domain/catalogues/allergens.ts'
import type { Product } from '#domain/catalogues/product.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { useCan } from '../../../entities/account/use-can.ts'
import { AllergenIcon } from '../../../entities/catalogue/components/allergen-icon.tsx'
import { Thumbnail } from '../../../entities/catalogue/components/thumbnail.tsx'
import { getCurrentLanguage } from '../../../lib/i18n.ts'
import { usePriceFormat } from '../../../lib/money.ts'
import { TAG_DISPLAY } from './product-tags.ts'
import { useIsAhead } from './use-is-ahead.ts'

type Props = {
  product: Product
  currency: string
  /** The category's name, shown when the list is not grouped by category. */
  categoryName?: string
  onEdit: () => void
  onDelete: () => void
  /** "Agotado hoy" on (true) or off. */
  onToggleSoldOut: (soldOut: boolean) => void
  /** Why the last "Agotado hoy" change of this product did not hold (it shows as before again). */
  soldOutFailure?: string
}

/** The id of a product's edit button, for giving focus back to the list after a deletion. */
export function productEditButtonId(productId: string) {
  return `product-${productId}-edit`
}

/**
 * One product of the list: picture, name, prices, availability, tags and days (docs/product-spec.md §3
 * "Product").
 */
export function ProductCard({
  product,
  currency,
  categoryName,
  onEdit,
  onDelete,
  onToggleSoldOut,
  soldOutFailure,
}: Props) {
  const { t } = useTranslation()
  const { name } = product
  // Staff mark a dish sold out, and change nothing else of it (decision 073).
  const canWrite = useCan('catalogue.write')
  // Marked until the business's midnight: the mark ends by itself, as on the diner's menu.
  const isSoldOut = useIsAhead(product.soldOutUntil)
  const failureId = useId()
  return (
    <li className="@container flex flex-col rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:p-4">
      <div className="flex gap-3 sm:gap-4">
        <Thumbnail
          image={product.image}
          icon={UtensilsCrossed}
          className={product.available && !isSoldOut ? 'size-16 sm:size-20' : 'size-16 opacity-60 sm:size-20'}
        />
        <div className="min-w-0 flex-1">
          <div className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              {categoryName ? <p className="text-stone-600 text-xs">{categoryName}</p> : null}
              <h3 className="wrap-anywhere font-semibold text-stone-900">{name}</h3>
            </div>
            {hasLabels(product) ? null : <ProductPrice product={product} currency={currency} />}
          </div>
          {hasLabels(product) ? <VariantPrices product={product} currency={currency} /> : null}
          {product.description ? (
            <p className="mt-0.5 line-clamp-2 text-sm text-stone-600">{product.description}</p>
          ) : null}
          {product.kind === 'menu' ? <SetMenuSummary product={product} /> : null}
          <ProductDetails product={product} isSoldOut={isSoldOut} />
        </div>
      </div>
      {/* One line on a phone too: on a narrow card, editing and deleting are their icons (named all the same). */}
      <div className="mt-auto flex flex-wrap items-center gap-x-2 gap-y-1 pt-3">
        <Button
          variant="ghost"
          aria-pressed={isSoldOut}
          aria-label={t('products.soldOut.toggle', { name })}
          aria-describedby={soldOutFailure ? failureId : undefined}
          className={clsx(
            'h-9 border px-3',
            isSoldOut
              ? 'border-amber-400 bg-amber-100 text-amber-950 hover:bg-amber-200 hover:text-amber-950'
              : 'border-stone-300',
          )}
          onClick={() => onToggleSoldOut(!isSoldOut)}
        >
          <Ban aria-hidden />
          <span aria-hidden>{t('products.soldOut.short')}</span>
        </Button>
        {canWrite ? (
          <div className="ml-auto flex gap-1">
            <Button
              id={productEditButtonId(product.id)}
              variant="ghost"
              className="size-9 @sm:w-auto @sm:px-3"
              aria-label={t('products.card.edit', { name })}
              onClick={onEdit}
            >
              <Pencil aria-hidden />
              <span aria-hidden className="hidden @sm:inline">
                {t('products.card.editShort')}
              </span>
            </Button>
            <Button
              variant="ghost"
              className="size-9 text-red-700 hover:bg-red-50 hover:text-red-800 @sm:w-auto @sm:px-3"
              aria-label={t('products.card.delete', { name })}
              onClick={onDelete}
            >
              <Trash2 aria-hidden />
              <span aria-hidden className="hidden @sm:inline">
                {t('products.card.deleteShort')}
              </span>
            </Button>
          </div>
        ) : null}
      </div>
      {soldOutFailure ? (
        <p id={failureId} role="alert" className="mt-2 text-red-700 text-sm">
          {soldOutFailure}
        </p>
      ) : null}
    </li>
  )
}

/** A set menu's courses in a line, and the way to today's dishes on Menú de hoy for who may set them. */
function SetMenuSummary({ product }: { product: Product }) {
  const { t } = useTranslation()
  const { search } = useLocation()
  const canSetTodaysMenu = useCan('todaysMenu.write')
  const query = new URLSearchParams(search)
  query.set('menu', product.id)
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <p className="text-stone-700">{product.courses.map((course) => course.name).join(' · ')}</p>
      {canSetTodaysMenu ? (
        <Link
          to={`/dashboard/productos/menu-de-hoy?${query}`}
          className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
          aria-label={t('menus.card.todaysDishesOf', { name: product.name })}
        >
          <CalendarDays aria-hidden className="size-4" />
          {t('menus.card.todaysDishes')}
        </Link>
      ) : null}
    </div>
  )
}

function ProductPrice({ product, currency }: { product: Product; currency: string }) {
  const { t } = useTranslation()
  const format = usePriceFormat(currency, getCurrentLanguage())
  if (product.price === null)
    return <p className="shrink-0 text-stone-600 italic">{t('products.card.noPrice')}</p>
  const price = format(product.price)
  if (!product.specialPrice) return <p className="shrink-0 font-semibold text-stone-900">{price}</p>
  return (
    <p className="flex shrink-0 flex-col items-end leading-tight">
      <span className="font-semibold text-brand-700">{format(product.specialPrice)}</span>
      <s className="text-sm text-stone-600">
        <span className="sr-only">{t('products.card.regularPrice')} </span>
        {price}
      </s>
    </p>
  )
}

/** Whether the product's prices have labels ("Copa", "Botella"), shown as a line of their own. */
const hasLabels = (product: Product) => product.variants.some((variant) => variant.label !== '')

/** "Copa $ 4.500 · Botella $ 18.000": each variant and its price, a special one before the struck regular. */
function VariantPrices({ product, currency }: { product: Product; currency: string }) {
  const { t } = useTranslation()
  const format = usePriceFormat(currency, getCurrentLanguage())
  return (
    <ul aria-label={t('products.card.prices')} className="mt-0.5 flex flex-wrap text-sm text-stone-800">
      {product.variants.map((variant, index) => (
        <li key={variant.id} className="whitespace-nowrap">
          {index > 0 ? (
            <span aria-hidden className="text-stone-400">
              {/* No-break spaces: a flex item's own spaces at its edges are dropped. */}
              {'\u00a0·\u00a0'}
            </span>
          ) : null}
          {variant.label}{' '}
          {variant.price === null ? (
            <span className="text-stone-600 italic">{t('products.card.noPrice')}</span>
          ) : variant.specialPrice ? (
            <>
              <span className="font-semibold text-brand-700">{format(variant.specialPrice)}</span>{' '}
              <s className="text-stone-600">
                <span className="sr-only">{t('products.card.regularPrice')} </span>
                {format(variant.price)}
              </s>
            </>
          ) : (
            <span className="font-semibold">{format(variant.price)}</span>
          )}
        </li>
      ))}
    </ul>
  )
}

/** Sold out today, availability, tags, allergens and days: the small print under the description. */
function ProductDetails({ product, isSoldOut }: { product: Product; isSoldOut: boolean }) {
  const { t } = useTranslation()
  const groups = product.optionGroups
  const hasAllergens = product.allergens.length > 0 || product.allergenTraces.length > 0
  const isPlain = product.available && !isSoldOut && product.tags.length === 0 && !product.availableDays
  if (isPlain && groups.length === 0 && !hasAllergens) return null
  return (
    <ul aria-label={t('products.card.details')} className="mt-2 flex flex-wrap gap-1.5">
      {isSoldOut ? (
        <li className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-950 text-xs">
          <Ban aria-hidden className="size-3.5" />
          {t('products.soldOut.badge')}
        </li>
      ) : null}
      {product.available ? null : (
        <li className="rounded-full bg-stone-800 px-2 py-0.5 font-medium text-white text-xs">
          {t('products.card.unavailable')}
        </li>
      )}
      {product.tags.map((tag) => {
        const { icon: Icon, key } = TAG_DISPLAY[tag]
        return (
          <li
            key={tag}
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-brand-900 text-xs"
          >
            <Icon aria-hidden className="size-3.5" />
            {t(key)}
          </li>
        )
      })}
      {product.allergens.length > 0 ? (
        <AllergenChip allergens={product.allergens} messageKey="products.card.allergens" />
      ) : null}
      {product.allergenTraces.length > 0 ? (
        <AllergenChip allergens={product.allergenTraces} messageKey="products.card.allergenTraces" />
      ) : null}
      {product.availableDays ? (
        <li className="inline-flex items-center gap-1 rounded-full bg-stone-100 px-2 py-0.5 text-stone-700 text-xs">
          <CalendarDays aria-hidden className="size-3.5" />
          <span className="sr-only">{t('products.card.days')} </span>
          {product.availableDays}
        </li>
      ) : null}
      {groups.length > 0 ? (
        <li className="inline-flex items-center gap-1 rounded-full bg-stone-100 px-2 py-0.5 text-stone-700 text-xs">
          <ListPlus aria-hidden className="size-3.5" />
          {t('products.card.extras', { names: groups.map((group) => group.name).join(', ') })}
        </li>
      ) : null}
    </ul>
  )
}

type AllergenChipProps = {
  allergens: Allergen[]
  messageKey: 'products.card.allergens' | 'products.card.allergenTraces'
}

/**
 * The allergens a product contains, or may contain as traces (dashed), as a short word and their small
 * drawings: compact on the card, the names said to screen readers and, on hover, shown in a tooltip.
 */
function AllergenChip({ allergens, messageKey }: AllergenChipProps) {
  const { t } = useTranslation()
  const isContained = messageKey === 'products.card.allergens'
  const text = t(messageKey, { names: allergens.map((allergen) => t(`allergens.${allergen}`)).join(', ') })
  return (
    <li
      title={text}
      className={clsx(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-stone-700 text-xs',
        isContained ? 'border-stone-300 bg-stone-100' : 'border-stone-400 border-dashed bg-white',
      )}
    >
      <span className="sr-only">{text}</span>
      <span aria-hidden>
        {isContained ? t('products.dialog.allergens.contains') : t('products.dialog.allergens.traces')}
      </span>
      {allergens.map((allergen) => (
        <AllergenIcon key={allergen} allergen={allergen} className="size-4" />
      ))}
    </li>
  )
}
