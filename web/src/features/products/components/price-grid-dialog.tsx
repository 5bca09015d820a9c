import { LoaderCircle } from 'lucide-react'
import { type KeyboardEvent, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Category } from '#domain/catalogues/catalogue.schema.ts'
import type { Product } from '#domain/catalogues/product.schema.ts'
import { LeaveGuard } from '../../../components/forms/leave-guard.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { useUpdateProduct } from '../api/update-product.ts'
import { applyGridRow, readGridRow, refusedCells } from './price-grid.ts'
import { type CellErrors, firstCellOf, readGridCells } from './price-grid-cells.ts'
import { PriceGridTable } from './price-grid-table.tsx'

type Props = {
  catalogueId: string
  currency: string
  /** The category whose prices are edited, undefined when the dialog is closed. */
  category: Category | undefined
  /** Every product of the catalogue: the category's are its rows, in their order. */
  products: Product[]
  onClose: () => void
  /** Hears how many products were saved, to announce it. */
  onSaved: (count: number) => void
}

/**
 * "Editar precios en tabla" (decision 044): rows are the category's products, columns its shared sizes, a
 * price in each cell. Tab and the arrow keys move between cells, Enter saves every changed row.
 */
export function PriceGridDialog({ category, onClose, ...props }: Props) {
  const { t } = useTranslation()
  return (
    <Dialog open={category !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      {category ? (
        // Wider than the other dialogs from a tablet up (sm:, as the base width is the dialog's own max-w-md),
        // so that a few sizes fit side by side; a phone scrolls the table sideways.
        <DialogContent
          title={t('products.grid.title', { name: category.name })}
          className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl"
        >
          <PriceGridForm category={category} {...props} />
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

type FormProps = Omit<Props, 'category' | 'onClose'> & { category: Category }

function PriceGridForm({ catalogueId, currency, category, products, onSaved }: FormProps) {
  const { t } = useTranslation()
  const update = useUpdateProduct(catalogueId)
  const labels = category.variantLabels
  const rows = products
    .filter((product) => product.categoryId === category.id)
    .sort((a, b) => a.position - b.position)
  // What each row held when the dialog opened, or when it was last saved: a row is sent only once changed.
  const [saved, setSaved] = useState(() => rows.map((product) => readGridRow(product.variants, labels)))
  const [cells, setCells] = useState(saved)
  const [errors, setErrors] = useState<CellErrors>({})
  const [failures, setFailures] = useState<string[]>([])
  const [status, setStatus] = useState('')
  const [isSaving, setSaving] = useState(false)
  const tableRef = useRef<HTMLTableElement>(null)
  const introId = useId()
  const alertId = useId()
  const alertRef = useRef<HTMLDivElement>(null)
  const changed = rows.flatMap((_, row) =>
    cells[row]!.some((cell, column) => cell !== saved[row]![column]) ? [row] : [],
  )

  const focusCell = (row: number, column: number) =>
    tableRef.current?.querySelector<HTMLInputElement>(`[data-cell="${row}-${column}"]`)?.focus()

  const submit = async () => {
    const read = readGridCells(cells, changed, currency)
    const before = readGridCells(saved, [], currency).prices
    const cellErrors = { ...read.errors }
    for (const row of changed) {
      const variants = rows[row]!.variants
      for (const { column, specialPrice } of refusedCells(
        variants,
        labels,
        before[row]!,
        read.prices[row]!,
      )) {
        cellErrors[`${row}-${column}`] ??= { message: 'products.grid.belowSpecial', specialPrice }
      }
    }
    setErrors(cellErrors)
    setFailures([])
    setStatus('')
    const firstInvalid = firstCellOf(cellErrors)
    if (firstInvalid) return focusCell(...firstInvalid)
    if (changed.length === 0) return setStatus(t('products.grid.unchanged'))
    setSaving(true)
    // One row after another: each change updates the one cached list at once, and a refused row puts back the
    // list as it was before its own change, which must already hold the rows saved before it.
    const failed: number[] = []
    for (const row of changed) {
      const variants = applyGridRow(rows[row]!.variants, labels, before[row]!, read.prices[row]!)
      try {
        await update.mutateAsync({ id: rows[row]!.id, variants })
      } catch {
        failed.push(row)
      }
    }
    setSaving(false)
    // Saved rows count as unchanged from now on; failed ones keep what was typed, for another try.
    setSaved((current) =>
      current.map((row, index) => (changed.includes(index) && !failed.includes(index) ? cells[index]! : row)),
    )
    if (failed.length === 0) return onSaved(changed.length)
    setFailures(failed.map((row) => t('products.grid.rowFailed', { name: rows[row]!.name })))
    requestAnimationFrame(() => alertRef.current?.focus())
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = event.target as HTMLInputElement
    const [row, column] = (target.dataset.cell ?? '').split('-').map(Number)
    if (row === undefined || column === undefined || Number.isNaN(row)) return
    const atStart = target.selectionStart === 0 && target.selectionEnd === 0
    const atEnd = target.selectionStart === target.value.length
    const moves: Record<string, [number, number] | null> = {
      ArrowUp: [row - 1, column],
      ArrowDown: [row + 1, column],
      // Left and right move the caret inside a price first, then to the next cell, as spreadsheets do.
      ArrowLeft: atStart ? [row, column - 1] : null,
      ArrowRight: atEnd ? [row, column + 1] : null,
    }
    const next = moves[event.key]
    if (!next || next[0] < 0 || next[0] >= rows.length || next[1] < 0 || next[1] >= labels.length) return
    event.preventDefault()
    focusCell(next[0], next[1])
  }

  return (
    <form
      noValidate
      aria-describedby={introId}
      className="mt-4 space-y-4"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <LeaveGuard hasUnsavedChanges={changed.length > 0 && !isSaving} />
      <p id={introId} className="text-sm text-stone-600">
        {t('products.grid.intro')}
      </p>
      {failures.length > 0 ? (
        <FormAlert id={alertId} ref={alertRef}>
          {t('products.grid.saveFailed')} {failures.join(' ')}
        </FormAlert>
      ) : null}
      {rows.length === 0 ? (
        <p className="rounded-2xl border border-stone-300 border-dashed px-4 py-6 text-center text-sm text-stone-600">
          {t('products.grid.empty')}
        </p>
      ) : (
        <PriceGridTable
          ref={tableRef}
          currency={currency}
          categoryName={category.name}
          labels={labels}
          products={rows}
          cells={cells}
          errors={errors}
          onKeyDown={onKeyDown}
          onChange={(row, column, value) =>
            setCells((current) =>
              current.map((cellsOfRow, index) =>
                index === row ? cellsOfRow.map((cell, at) => (at === column ? value : cell)) : cellsOfRow,
              ),
            )
          }
        />
      )}
      <p role="status" className="text-sm text-stone-600">
        {status}
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">{t('products.grid.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : null}
          {isSaving ? t('products.grid.saving') : t('products.grid.save')}
        </Button>
      </div>
    </form>
  )
}
