import { clsx } from 'clsx'
import type { Category } from '#domain/catalogues/catalogue.schema.ts'
import type { Design } from '#domain/catalogues/design.schema.ts'
import type { Product } from '#domain/catalogues/product.schema.ts'
import { variantInColumn } from '#domain/catalogues/size-table.ts'
import type { Language } from '../../../../lib/i18n.ts'
import { useTranslationIn } from '../../../../lib/use-translation-in.ts'
import { OptionGroups, VariantAmount } from './preview-prices.tsx'
import { ProductNotes } from './preview-product.tsx'
import { readColour } from './preview-style.ts'

type Props = {
  category: Category
  products: Product[]
  design: Design
  currency: string
  language: Language
  /** Whether a keyboard may focus the table to scroll it sideways (not in a thumbnail). */
  isFocusable: boolean
}

/**
 * A category's size table, as the public menu prints it (decision 044): its shared labels once as the
 * columns' headers, a row per product with its name as the row's header; a size the product lacks is a dash
 * to the eye and "No disponible" to a screen reader. It scrolls inside its own box when wider than the phone.
 */
export function PreviewSizeTable({ category, products, design, currency, language, isFocusable }: Props) {
  const { t } = useTranslationIn(language)
  const line = `color-mix(in srgb, ${readColour(design, 'textColour')} 14%, transparent)`
  const labels = category.variantLabels
  return (
    <div className="mt-3 overflow-x-auto">
      {/* Focusable so that a keyboard can scroll it sideways when its columns are wider than the phone. */}
      <table
        tabIndex={isFocusable ? 0 : undefined}
        className="w-full border-collapse [overflow-wrap:break-word]"
      >
        <caption className="sr-only">{category.name}</caption>
        <thead>
          <tr className="border-b-2" style={{ borderColor: line }}>
            <th scope="col" className="py-1.5 pr-1.5 text-left">
              <span className="sr-only">{t('design.preview.menu.dish')}</span>
            </th>
            {labels.map((label) => (
              <th key={label} scope="col" className="px-1 py-1.5 text-right font-semibold text-[0.8em]">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        {products.map((product) => (
          <tbody
            key={product.id}
            className={clsx('border-b', !product.available && 'opacity-60')}
            style={{ borderColor: line }}
          >
            <tr>
              <th
                scope="row"
                className="py-2 pr-1.5 text-left align-top font-semibold leading-snug"
                style={{ color: readColour(design, 'titleColour') }}
              >
                {product.name}
              </th>
              {labels.map((label) => {
                const variant = variantInColumn(product.variants, label)
                return (
                  <td key={label} className="whitespace-nowrap px-1 py-2 text-right align-top text-[0.92em]">
                    {variant ? (
                      <VariantAmount variant={variant} currency={currency} language={language} isStacked />
                    ) : (
                      <>
                        <span aria-hidden>—</span>
                        <span className="sr-only">{t('design.preview.menu.sizeMissing')}</span>
                      </>
                    )}
                  </td>
                )
              })}
            </tr>
            {product.description ||
            product.optionGroups.length > 0 ||
            product.tags.length > 0 ||
            !product.available ? (
              <tr>
                <td colSpan={labels.length + 1} className="pb-2">
                  {product.description ? (
                    <p className="text-[0.88em] leading-snug opacity-85">{product.description}</p>
                  ) : null}
                  <OptionGroups groups={product.optionGroups} currency={currency} language={language} />
                  <ProductNotes product={product} language={language} />
                </td>
              </tr>
            ) : null}
          </tbody>
        ))}
      </table>
    </div>
  )
}
