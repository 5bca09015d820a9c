import type { MenuVariant } from '../analysed-menu.schema.ts'
import type { Box } from '../geometry/box.ts'
import type { PricePart } from './price-run.ts'
import { columnsUnder, type SizeLabel } from './size-labels.ts'
import { type DraftItem, joinPrices } from './structure.ts'

type Priced = { label: string; price: string; box: Box | undefined }

// "$590/$1090" holds two sizes' prices; "S/ 18" is one price in soles and "12€/ración" one price a portion.
function splitSizes(price: string): string[] {
  const parts: string[] = []
  for (const part of price.split(/(?<!\bS)\//u)) {
    const previous = parts.length - 1
    if (/\d/.test(part) || previous < 0) parts.push(part.trim())
    else parts[previous] = `${parts[previous]}/${part}`
  }
  return parts
}

// The header label each price stands under (see columnsUnder); undefined when they do not line up.
function labelsByColumn(priced: readonly Priced[], header: readonly SizeLabel[]): string[] | undefined {
  const boxes = priced.map((part) => part.box)
  if (!boxes.every((box) => box !== undefined)) return undefined
  return columnsUnder(boxes, header)?.map((column) => (header[column] as SizeLabel).text)
}

// Unlabelled prices of several sizes take the labels of the table's header row: in order when there are as
// many, else by the columns they stand in.
function labelFromHeader(priced: Priced[], header: readonly SizeLabel[]): Priced[] {
  if (header.length < 2 || priced.length < 2 || priced.some((part) => part.label !== '')) return priced
  const labels =
    priced.length === header.length ? header.map((label) => label.text) : labelsByColumn(priced, header)
  if (!labels || labels.length !== priced.length) return priced
  return priced.map((part, index) => ({ ...part, label: labels[index] ?? '' }))
}

/**
 * An item's variants in printed order: each price with the size printed before it, or the size its table's
 * header prints over it ('' when the menu prints none); one unlabelled variant for a single price, none
 * without a price.
 */
export function itemVariants(item: Pick<DraftItem, 'price' | 'prices' | 'sizeLabels'>): MenuVariant[] {
  const price = item.price.trim()
  if (price === '') return []
  // Prices the reader changed after reading the line (a lost decimal comma put back) are read again.
  const parts: Priced[] =
    item.prices.length > 0 && joinPrices(item.prices) === item.price
      ? item.prices
      : [{ label: '', price, box: undefined }]
  const priced = parts.flatMap((part: Priced | PricePart): Priced[] => {
    const sizes = splitSizes(part.price)
    return sizes.length === 1
      ? [{ label: part.label, price: part.price.trim(), box: part.box }]
      : sizes.map((size) => ({ label: '', price: size, box: undefined }))
  })
  return labelFromHeader(priced, item.sizeLabels ?? []).map(({ label, price }) => ({ label, price }))
}
