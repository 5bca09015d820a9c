import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import {
  CLIENT_SORT_KEYS,
  type ClientListQuery,
  SORT_DIRECTIONS,
  type SortDirection,
} from '#domain/clients/client.schema.ts'

type Props = {
  query: Pick<ClientListQuery, 'sort' | 'dir'>
  onChange: (sort: Pick<ClientListQuery, 'sort' | 'dir'>) => void
}

const OPTIONS = CLIENT_SORT_KEYS.flatMap((sort) => SORT_DIRECTIONS.map((dir) => ({ sort, dir })))

/**
 * On a phone, where the rows are cards with no column headers to click, the same eight orders (four keys,
 * each ascending or descending) in one select.
 */
export function PhoneSort({ query, onChange }: Props) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className="sm:hidden">
      <label htmlFor={id} className="block font-medium text-sm text-stone-800">
        {t('clients.sort.label')}
      </label>
      <select
        id={id}
        value={`${query.sort}:${query.dir}`}
        onChange={(event) => {
          const chosen = OPTIONS.find((option) => `${option.sort}:${option.dir}` === event.target.value)
          if (chosen) onChange(chosen)
        }}
        className="mt-1.5 h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-sm"
      >
        {OPTIONS.map(({ sort, dir }) => (
          <option key={`${sort}:${dir}`} value={`${sort}:${dir}`}>
            {t(`clients.sort.${sort}.${dir satisfies SortDirection}`)}
          </option>
        ))}
      </select>
    </div>
  )
}
