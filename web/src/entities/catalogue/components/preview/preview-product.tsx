import { clsx } from 'clsx'
import { UtensilsCrossed } from 'lucide-react'
import type { Design } from '#domain/catalogues/design.schema.ts'
import type { Product } from '#domain/catalogues/product.schema.ts'
import { isSinglePrice } from '#domain/catalogues/size-table.ts'
import type { Language } from '../../../../lib/i18n.ts'
import { useTranslationIn } from '../../../../lib/use-translation-in.ts'
import { DINER_TAG_KEYS } from '../../product-tags.ts'
import { AllergenIcon } from '../allergen-icon.tsx'
import { OptionGroups, VariantAmount, VariantList } from './preview-prices.tsx'
import { readColour } from './preview-style.ts'

/** How a product card is drawn: a list row, a large showcase card, or a grid card of some height. */
export type CardShape = 'row' | 'feature' | 'tile' | 'tall' | 'short'

type Props = { product: Product; shape: CardShape; design: Design; currency: string; language: Language }

const IMAGE_ASPECTS: Record<Exclude<CardShape, 'row'>, string> = {
  feature: 'aspect-[16/9]',
  tile: 'aspect-square',
  tall: 'aspect-[3/4]',
  short: 'aspect-[4/3]',
}

// Without a photo the block only keeps the grid's rhythm, so it takes less room than a photo would.
const PLACEHOLDER_ASPECTS: Record<Exclude<CardShape, 'row'>, string> = {
  feature: 'aspect-[3/1]',
  tile: 'aspect-[2/1]',
  tall: 'aspect-[4/3]',
  short: 'aspect-[3/1]',
}

/** One product as the menu shows it: image, name, description, tags and price. */
export function PreviewProduct({ product, shape, design, currency, language }: Props) {
  const textColour = readColour(design, 'textColour')
  // A card a shade off the background in either direction: the text colour mixed in lightly works on light
  // and dark designs alike.
  const cardStyle = {
    backgroundColor: `color-mix(in srgb, ${textColour} 6%, transparent)`,
    borderColor: `color-mix(in srgb, ${textColour} 12%, transparent)`,
  }
  const name = (
    <p className="font-semibold leading-snug" style={{ color: readColour(design, 'titleColour') }}>
      {product.name}
    </p>
  )
  const price = { currency, language }
  const details = (
    <>
      {isSinglePrice(product) ? null : <VariantList variants={product.variants} {...price} />}
      {product.description ? (
        <p className="mt-0.5 line-clamp-3 text-[0.88em] leading-snug opacity-85">{product.description}</p>
      ) : null}
      <OptionGroups groups={product.optionGroups} {...price} />
      <ProductNotes product={product} language={language} />
    </>
  )
  // Beside the text (rows, showcase cards) the struck price goes under the special one to leave the name room.
  const isBeside = shape === 'row' || shape === 'feature'
  const singlePrice = (
    <ProductPrice product={product} currency={currency} language={language} isStacked={isBeside} />
  )

  if (shape === 'row') {
    // A plain list line, unlike the cards: in the featured display it sets the first category apart.
    return (
      <div
        className={clsx('flex gap-3 border-b pb-2.5', !product.available && 'opacity-60')}
        style={{ borderColor: cardStyle.borderColor }}
      >
        {product.image ? (
          <img src={product.image} alt="" className="size-14 shrink-0 rounded-lg object-cover" />
        ) : null}
        <div className="min-w-0 flex-1">
          {name}
          {details}
        </div>
        <div className="shrink-0 text-right">{singlePrice}</div>
      </div>
    )
  }
  return (
    <div
      className={clsx('overflow-hidden rounded-xl border', !product.available && 'opacity-60')}
      style={cardStyle}
    >
      {/* A showcase card without a photo stays text; grid cards keep their shape with a quiet block. */}
      {shape === 'feature' && !product.image ? null : (
        <ProductImage
          product={product}
          aspect={(product.image ? IMAGE_ASPECTS : PLACEHOLDER_ASPECTS)[shape]}
          design={design}
        />
      )}
      {shape === 'feature' ? (
        <div className="flex gap-3 p-3.5">
          <div className="min-w-0 flex-1 text-[1.05em]">
            {name}
            {details}
          </div>
          <div className="shrink-0 text-right text-[1.05em]">{singlePrice}</div>
        </div>
      ) : (
        <div className="p-2.5">
          {name}
          <ProductNotes product={product} language={language} />
          {isSinglePrice(product) ? (
            <div className="mt-1.5">{singlePrice}</div>
          ) : (
            <VariantList variants={product.variants} {...price} />
          )}
        </div>
      )}
    </div>
  )
}

function ProductImage({ product, aspect, design }: { product: Product; aspect: string; design: Design }) {
  if (product.image) return <img src={product.image} alt="" className={clsx('w-full object-cover', aspect)} />
  // No photo: a quiet block in the design's accent keeps grids even without pretending there is one.
  const accent = readColour(design, 'buttonBackground')
  return (
    <div
      aria-hidden
      className={clsx('flex w-full items-center justify-center', aspect)}
      style={{ backgroundColor: `color-mix(in srgb, ${accent} 14%, transparent)`, color: accent }}
    >
      <UtensilsCrossed className="size-6 opacity-70" />
    </div>
  )
}

/** One unlabelled price beside the name, as before sizes; a special price first, the normal one struck. */
function ProductPrice({
  product,
  currency,
  language,
  isStacked,
}: Omit<Props, 'shape' | 'design'> & { isStacked: boolean }) {
  const [variant] = product.variants
  if (!variant || !isSinglePrice(product)) return null
  return (
    <p className="whitespace-nowrap">
      <VariantAmount variant={variant} currency={currency} language={language} isStacked={isStacked} />
    </p>
  )
}

/** Tags and, for a product the owner marked unavailable, a note saying so; then its allergens. */
export function ProductNotes({ product, language }: { product: Product; language: Language }) {
  return (
    <>
      <ProductTags product={product} language={language} />
      <ProductAllergens product={product} language={language} />
    </>
  )
}

function ProductTags({ product, language }: { product: Product; language: Language }) {
  const { t } = useTranslationIn(language)
  if (product.tags.length === 0 && product.available) return null
  return (
    <ul className="mt-1.5 flex flex-wrap gap-1">
      {product.available ? null : (
        <li className="rounded-full bg-current/10 px-2 py-0.5 font-semibold text-[0.72em]">
          {t('design.preview.menu.unavailable')}
        </li>
      )}
      {product.tags.map((tag) => (
        <li key={tag} className="rounded-full border border-current/25 px-2 py-0.5 text-[0.72em]">
          {t(DINER_TAG_KEYS[tag])}
        </li>
      ))}
    </ul>
  )
}

/**
 * Its allergens as the public menu draws them: each icon in a ring, a dashed one for traces, named for
 * screen readers and on hover.
 */
function ProductAllergens({ product, language }: { product: Product; language: Language }) {
  const { t } = useTranslationIn(language)
  const marks = [
    ...product.allergens.map((allergen) => ({ allergen, kind: 'contains' as const })),
    ...product.allergenTraces.map((allergen) => ({ allergen, kind: 'traces' as const })),
  ]
  if (marks.length === 0) return null
  return (
    <ul aria-label={t('design.preview.menu.allergens')} className="mt-1.5 flex flex-wrap gap-1">
      {marks.map(({ allergen, kind }) => {
        const label = t(`design.preview.menu.${kind}`, { name: t(`allergens.${allergen}`) })
        return (
          <li
            key={`${kind}-${allergen}`}
            title={label}
            className={clsx(
              'flex size-[1.6em] items-center justify-center rounded-full border-[1.5px] border-current text-[0.85em]',
              kind === 'traces' && 'border-dashed opacity-85',
            )}
          >
            <AllergenIcon allergen={allergen} className="size-[1.1em]" />
            <span className="sr-only">{label}</span>
          </li>
        )
      })}
    </ul>
  )
}
