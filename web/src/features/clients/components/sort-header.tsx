import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import type { ClientListQuery, ClientSortKey } from '#domain/clients/client.schema.ts'

type Props = {
  sortKey: ClientSortKey
  label: string
  query: Pick<ClientListQuery, 'sort' | 'dir'>
  onSort: (key: ClientSortKey) => void
}

/**
 * A sortable column's header: a button that toggles ascending and descending (docs/product-spec.md §9), and
 * `aria-sort` on the sorted column only, as screen readers expect.
 */
export function SortHeader({ sortKey, label, query, onSort }: Props) {
  const isSorted = query.sort === sortKey
  const Arrow = !isSorted ? ArrowUpDown : query.dir === 'asc' ? ArrowUp : ArrowDown
  return (
    <th
      scope="col"
      aria-sort={isSorted ? (query.dir === 'asc' ? 'ascending' : 'descending') : undefined}
      className="px-2 py-1.5 font-medium"
    >
      <button
        type="button"
        onClick={() => onSort(sortKey)}
        className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-lg px-2 py-1 text-left hover:bg-stone-900/5 hover:text-stone-900"
      >
        {label}
        <Arrow aria-hidden className={isSorted ? 'size-4 text-brand-700' : 'size-4 text-stone-400'} />
      </button>
    </th>
  )
}
