import { clsx } from 'clsx'
import type { CSSProperties, ReactNode } from 'react'
import type { Category } from '#domain/catalogues/catalogue.schema.ts'
import type { Design } from '#domain/catalogues/design.schema.ts'
import type { Product } from '#domain/catalogues/product.schema.ts'
import { menuRuns } from '#domain/catalogues/size-table.ts'
import type { Language } from '../../../../lib/i18n.ts'
import { type CardShape, PreviewProduct } from './preview-product.tsx'
import { PreviewSizeTable } from './preview-size-table.tsx'
import { clampSize, readColour } from './preview-style.ts'

export type MenuSection = { category: Category; products: Product[] }

type Props = {
  design: Design
  sections: MenuSection[]
  currency: string
  language: Language
  /** A thumbnail: nothing in it takes the keyboard's focus. */
  isCompact?: boolean
}

/**
 * The categories and their products, laid out by the design's category display (docs/product-spec.md §2
 * "Visual style"): featured gives the first category a large showcase and lists the rest; similar gives every
 * category the same even grid; irregular stacks cards of different heights in two columns, like a masonry
 * wall.
 */
export function PreviewSections({ design, sections, currency, language, isCompact = false }: Props) {
  const product = (item: Product, shape: CardShape) => (
    <PreviewProduct
      key={item.id}
      product={item}
      shape={shape}
      design={design}
      currency={currency}
      language={language}
    />
  )

  const layout = (index: number): Layout =>
    design.categoryDisplay === 'similar'
      ? 'grid'
      : design.categoryDisplay === 'irregular'
        ? 'masonry'
        : index === 0
          ? 'showcase'
          : 'list'

  return (
    <div className="mt-6 space-y-7 px-5">
      {sections.map(({ category, products }, index) => {
        const isShowcase = design.categoryDisplay === 'featured' && index === 0
        return (
          <section key={category.id} aria-label={category.name}>
            {isShowcase ? (
              <ShowcaseHeading category={category} design={design} />
            ) : (
              <CategoryHeading category={category} design={design} />
            )}
            {/* Products that fill in the category's shared sizes make a table, the others keep their cards. */}
            {menuRuns(products, category.variantLabels).map((run) =>
              run.kind === 'table' ? (
                <PreviewSizeTable
                  key={run.products[0]!.id}
                  isFocusable={!isCompact}
                  category={category}
                  products={run.products}
                  design={design}
                  currency={currency}
                  language={language}
                />
              ) : (
                <ProductCards
                  key={run.products[0]!.id}
                  products={run.products}
                  layout={layout(index)}
                  card={product}
                />
              ),
            )}
          </section>
        )
      })}
    </div>
  )
}

type Layout = 'grid' | 'masonry' | 'showcase' | 'list'

/** A run of product cards, laid out by the category display. */
function ProductCards({
  products,
  layout,
  card,
}: {
  products: Product[]
  layout: Layout
  card: (item: Product, shape: CardShape) => ReactNode
}) {
  if (layout === 'grid') {
    return <div className="mt-3 grid grid-cols-2 gap-2.5">{products.map((item) => card(item, 'tile'))}</div>
  }
  if (layout === 'masonry') {
    // CSS columns make the masonry: cards keep their own heights and flow down each column.
    return (
      <div className="mt-3 columns-2 gap-2.5 [&>*]:mb-2.5 [&>*]:break-inside-avoid">
        {products.map((item, position) => card(item, MASONRY_SHAPES[position % 3]!))}
      </div>
    )
  }
  const isShowcase = layout === 'showcase'
  return (
    <div className={clsx('mt-3', isShowcase ? 'space-y-3' : 'space-y-2.5')}>
      {products.map((item) => card(item, isShowcase ? 'feature' : 'row'))}
    </div>
  )
}

// Tall, short, square, again and again: enough variety for the wall to look irregular.
const MASONRY_SHAPES: CardShape[] = ['tall', 'short', 'tile']

function headingStyle(design: Design, scale: number): CSSProperties {
  // Category names follow the title size, smaller, so that the whole menu grows and shrinks together.
  return {
    color: readColour(design, 'titleColour'),
    fontSize: `${Math.round(clampSize(design, 'titleSize') * scale)}px`,
  }
}

function CategoryHeading({ category, design }: { category: Category; design: Design }) {
  return (
    <p className="font-bold leading-tight tracking-tight" style={headingStyle(design, 0.55)}>
      {category.name}
    </p>
  )
}

/**
 * The featured category: its name large, over its image when it has one, else over a band of the button
 * colour so that it still stands out from the categories after it.
 */
function ShowcaseHeading({ category, design }: { category: Category; design: Design }) {
  const accent = readColour(design, 'buttonBackground')
  if (!category.image) {
    return (
      <div className="border-l-4 pl-3" style={{ borderColor: accent }}>
        <p className="font-bold leading-tight tracking-tight" style={headingStyle(design, 0.7)}>
          {category.name}
        </p>
        {category.description ? (
          <p className="mt-1 text-[0.88em] opacity-85">{category.description}</p>
        ) : null}
      </div>
    )
  }
  return (
    <div className="relative flex min-h-36 items-end overflow-hidden rounded-2xl p-4">
      <img src={category.image} alt="" className="absolute inset-0 size-full object-cover" />
      <span aria-hidden className="absolute inset-0 bg-gradient-to-t from-black/70 to-black/5" />
      <div className="relative text-white">
        <p
          className="font-bold leading-tight tracking-tight"
          style={{ ...headingStyle(design, 0.7), color: '#ffffff' }}
        >
          {category.name}
        </p>
        {category.description ? (
          <p className="mt-1 text-[0.88em] text-white/90">{category.description}</p>
        ) : null}
      </div>
    </div>
  )
}
