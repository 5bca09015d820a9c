import { clsx } from 'clsx'
import { UtensilsCrossed } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Category } from '#domain/catalogues/catalogue.schema.ts'
import type { Design } from '#domain/catalogues/design.schema.ts'
import type { Product } from '#domain/catalogues/product.schema.ts'
import type { Language } from '../../../../lib/i18n.ts'
import { type MenuSection, PreviewSections } from './preview-sections.tsx'
import { clampSize, getButtonRadius, getMenuStyle, readColour } from './preview-style.ts'

export type CataloguePreviewProps = {
  /**
   * The design to show. Image fields are addresses: a saved `/media/…` one, or a `blob:` address of a file
   * the owner chose but has not saved yet. Colours and sizes may be half-typed; the preview then shows the
   * defaults for them.
   */
  design: Design
  /** The catalogue's categories; hidden ones are left out, the rest follow their `position`. */
  categories: Category[]
  /** The catalogue's products; each shows under its category, following its `position`. */
  products: Product[]
  /** The business currency (ISO 4217, `me.business.currency`): prices go through formatPrice. */
  currency: string
  /** The language the menu is read in: price separators and the menu's own words (tags, "No disponible"). */
  language: Language
  /** A thumbnail for cards: scaled down, not scrollable, the first categories only. */
  isCompact?: boolean
  /** Classes for the phone frame, such as its height (`h-[640px]` by default, `h-80` when compact). */
  className?: string
}

// A thumbnail has room for a few products; more would only be cut off by the frame.
const COMPACT_PRODUCT_COUNT = 4

/**
 * A catalogue as a visitor's phone would show it, with its design applied. Shared
 * by Diseño (live, beside the form, and enlarged in a dialog) and Mis catálogos (the catalogue cards).
 * It shows only the owner's real categories and products, never sample ones.
 */
export function CataloguePreview(props: CataloguePreviewProps) {
  const { design, isCompact = false, className } = props
  const { t } = useTranslation()
  const sections = buildSections(props.categories, props.products, isCompact)

  return (
    <div
      className={clsx(
        'relative mx-auto w-full max-w-[390px] rounded-[2.25rem] border-[7px] border-stone-900 bg-stone-900',
        'shadow-stone-950/20 shadow-xl',
        isCompact ? 'h-80' : 'h-[640px]',
        className,
      )}
    >
      <span
        aria-hidden
        className="absolute top-1.5 left-1/2 z-10 h-1.5 w-16 -translate-x-1/2 rounded-full bg-stone-700"
      />
      <section
        // The menu scrolls inside the frame; a keyboard reaches it to scroll too (not in a thumbnail). It is
        // positioned so that its screen-reader-only words, absolutely placed, stay clipped inside it instead
        // of lengthening the page.
        tabIndex={isCompact ? undefined : 0}
        aria-label={t('design.preview.label')}
        className={clsx(
          'relative h-full overflow-x-hidden rounded-[1.75rem] [overflow-wrap:anywhere]',
          isCompact ? 'overflow-y-hidden' : 'overflow-y-auto',
        )}
        style={getMenuStyle(design)}
      >
        <div style={isCompact ? { zoom: 0.62 } : undefined} className="min-h-full pb-8">
          <PreviewHeader design={design} />
          <CategoryChips design={design} sections={sections} />
          {sections.length > 0 ? (
            <PreviewSections
              isCompact={isCompact}
              design={design}
              sections={sections}
              currency={props.currency}
              language={props.language}
            />
          ) : (
            <EmptyHint hasCategories={props.categories.some((category) => category.isVisible)} />
          )}
        </div>
      </section>
    </div>
  )
}

/** Visible categories in order, each with its products in order; categories without products are left out. */
function buildSections(categories: Category[], products: Product[], isCompact: boolean): MenuSection[] {
  const byPosition = <T extends { position: number }>(a: T, b: T) => a.position - b.position
  const sections = categories
    .filter((category) => category.isVisible)
    .sort(byPosition)
    .map((category) => ({
      category,
      products: products.filter((product) => product.categoryId === category.id).sort(byPosition),
    }))
    .filter((section) => section.products.length > 0)
  if (!isCompact) return sections
  let room = COMPACT_PRODUCT_COUNT
  return sections.flatMap((section) => {
    if (room <= 0) return []
    const shown = section.products.slice(0, room)
    room -= shown.length
    return [{ ...section, products: shown }]
  })
}

function PreviewHeader({ design }: { design: Design }) {
  const titleColour = readColour(design, 'titleColour')
  const hasText = Boolean(design.businessName || design.welcomeTitle || design.slogan)
  return (
    <header className="text-center">
      {design.banner ? <img src={design.banner} alt="" className="h-32 w-full object-cover" /> : null}
      {design.logo ? (
        <img
          src={design.logo}
          alt=""
          className={clsx(
            'relative mx-auto size-20 rounded-2xl bg-white object-contain shadow-md ring-4 ring-white',
            design.banner ? '-mt-10' : 'mt-10',
          )}
        />
      ) : null}
      {hasText ? (
        <div className={clsx('px-5', design.logo || design.banner ? 'pt-4' : 'pt-12')}>
          {design.businessName ? (
            <p
              className="font-bold leading-[1.1] tracking-tight"
              style={{ fontSize: `${clampSize(design, 'titleSize')}px`, color: titleColour }}
            >
              {design.businessName}
            </p>
          ) : null}
          {design.welcomeTitle ? (
            <p className="mt-2 font-semibold text-[1.2em] leading-snug" style={{ color: titleColour }}>
              {design.welcomeTitle}
            </p>
          ) : null}
          {design.slogan ? <p className="mt-1 opacity-85">{design.slogan}</p> : null}
        </div>
      ) : null}
    </header>
  )
}

/** The bar of category buttons a menu opens with; it is where the button style shows. */
function CategoryChips({ design, sections }: { design: Design; sections: MenuSection[] }) {
  if (sections.length === 0) return null
  return (
    <div aria-hidden className="mt-5 flex gap-2 overflow-hidden px-5">
      {sections.map(({ category }) => (
        <span
          key={category.id}
          className="shrink-0 px-4 py-2 font-semibold text-[0.85em] shadow-sm"
          style={{
            backgroundColor: readColour(design, 'buttonBackground'),
            color: readColour(design, 'buttonText'),
            borderRadius: getButtonRadius(design.buttonStyle),
          }}
        >
          {category.name}
        </span>
      ))}
    </div>
  )
}

/** What an owner sees before adding products: a pointer to where they come from, not sample dishes. */
function EmptyHint({ hasCategories }: { hasCategories: boolean }) {
  const { t } = useTranslation()
  return (
    <div className="mx-5 mt-8 flex flex-col items-center rounded-2xl border border-current/25 border-dashed px-4 py-8 text-center">
      <UtensilsCrossed aria-hidden className="size-7 opacity-60" />
      <p className="mt-3 font-semibold text-[0.95em]">{t('design.preview.emptyTitle')}</p>
      <p className="mt-1 text-[0.85em] opacity-80">
        {t(hasCategories ? 'design.preview.emptyMessage' : 'design.preview.noCategories')}
      </p>
    </div>
  )
}
