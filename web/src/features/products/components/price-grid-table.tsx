import { clsx } from 'clsx'
import type { KeyboardEvent, Ref } from 'react'
import { useTranslation } from 'react-i18next'
import type { Product } from '#domain/catalogues/product.schema.ts'
import { getCurrentLanguage } from '../../../lib/i18n.ts'
import { usePriceFormat } from '../../../lib/money.ts'
import type { CellError, CellErrors } from './price-grid-cells.ts'
import { useFieldMessage } from './use-field-message.ts'

type Props = {
  ref: Ref<HTMLTableElement>
  currency: string
  categoryName: string
  labels: readonly string[]
  products: readonly Product[]
  cells: readonly (readonly string[])[]
  errors: CellErrors
  onKeyDown: (event: KeyboardEvent<HTMLTableElement>) => void
  onChange: (row: number, column: number, value: string) => void
}

/**
 * The grid itself: a real table (headers read with each cell), one price input per cell named "Margarita,
 * Mediana", its message under it. Wider than a phone, it scrolls sideways with the product names in view.
 */
export function PriceGridTable({
  ref,
  currency,
  categoryName,
  labels,
  products,
  cells,
  errors,
  onKeyDown,
  onChange,
}: Props) {
  const { t } = useTranslation()
  const message = useFieldMessage()
  const format = usePriceFormat(currency, getCurrentLanguage())
  const say = (error: CellError | undefined) =>
    error?.specialPrice === undefined
      ? message(error?.message)
      : t('products.grid.belowSpecial', { price: format(error.specialPrice) })
  return (
    <div className="-mx-1 overflow-x-auto px-1 pb-1">
      <table ref={ref} onKeyDown={onKeyDown} className="w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{t('products.grid.caption', { name: categoryName })}</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 bg-white py-2 pr-3 text-left font-medium text-stone-600"
            >
              {t('products.grid.product')}
            </th>
            {labels.map((label) => (
              <th key={label} scope="col" className="px-1 py-2 text-left font-medium text-stone-800">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {products.map((product, row) => (
            <tr key={product.id}>
              <th
                scope="row"
                className="sticky left-0 z-10 min-w-28 max-w-40 bg-white py-1.5 pr-3 text-left align-top font-medium text-stone-900"
              >
                <span className="mt-2.5 line-clamp-3 block break-words">{product.name}</span>
              </th>
              {labels.map((label, column) => {
                const error = say(errors[`${row}-${column}`])
                const errorId = `price-grid-${product.id}-${column}-error`
                return (
                  <td key={label} className="px-1 py-1.5 align-top">
                    <input
                      data-cell={`${row}-${column}`}
                      aria-label={t('products.grid.cell', { product: product.name, label })}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                      inputMode="decimal"
                      autoComplete="off"
                      value={cells[row]![column]}
                      onChange={(event) => onChange(row, column, event.target.value)}
                      className={clsx(
                        'h-10 w-20 rounded-lg sm:w-24 border bg-white px-2.5 text-base text-stone-900 tabular-nums shadow-sm',
                        'hover:border-stone-400 focus-visible:border-brand-600',
                        error ? 'border-red-600' : 'border-stone-300',
                      )}
                    />
                    {error ? (
                      <p id={errorId} className="mt-1 w-20 text-red-700 text-xs sm:w-24">
                        {error}
                      </p>
                    ) : null}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
