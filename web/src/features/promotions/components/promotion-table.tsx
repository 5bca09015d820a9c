import { clsx } from 'clsx'
import { useTranslation } from 'react-i18next'
import type { Promotion, PromotionStatus } from '#domain/promotions/promotion.schema.ts'
import { promotionStatus } from '#domain/promotions/promotion-status.ts'
import { RowActions } from '../../../components/ui/row-actions.tsx'
import { useCan } from '../../../entities/account/use-can.ts'
import { usePromotionText } from './use-promotion-text.ts'

type Props = {
  promotions: Promotion[]
  timeZone: string
  currency: string
  now: Date
  onEdit: (promotion: Promotion) => void
  onDelete: (promotion: Promotion) => void
}

/** The id of a row's edit button, where focus goes back after its wizard or a deletion. */
export const editButtonId = (id: string) => `promotion-edit-${id}`

const STATUS_CLASSES: Record<PromotionStatus, string> = {
  Activa: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  Inactiva: 'bg-stone-100 text-stone-700 ring-stone-500/30',
  Finalizada: 'bg-amber-50 text-amber-900 ring-amber-600/30',
}

// On a phone the six columns do not fit: each row becomes a card whose cells carry their column's name.
const cellClasses =
  'px-4 py-3 align-top max-sm:flex max-sm:gap-3 max-sm:px-0 max-sm:py-1 ' +
  'max-sm:before:w-24 max-sm:before:shrink-0 max-sm:before:font-medium max-sm:before:text-stone-600 ' +
  'max-sm:before:content-[attr(data-label)]'

/**
 * The promotions list (docs/product-spec.md §2 "Promotions"): name and category, status, type, dates, what
 * it affects, and edit and delete for each to the roles that may change promotions (decision 073); the others
 * read the list without the actions' column.
 */
export function PromotionTable({ promotions, timeZone, currency, now, onEdit, onDelete }: Props) {
  const { t } = useTranslation()
  const text = usePromotionText(timeZone, currency)
  const canWrite = useCan('promotions.write')
  const headers = {
    status: t('promotions.list.status'),
    type: t('promotions.list.type'),
    dates: t('promotions.list.dates'),
    affects: t('promotions.list.affects'),
  }
  return (
    <table className="w-full text-left text-sm max-sm:block">
      <caption className="sr-only">{t('promotions.list.caption')}</caption>
      <thead className="border-stone-200 border-b text-stone-600 max-sm:sr-only">
        <tr>
          <th scope="col" className="px-4 py-2 font-medium">
            {t('promotions.list.name')}
          </th>
          <th scope="col" className="px-4 py-2 font-medium">
            {headers.status}
          </th>
          <th scope="col" className="px-4 py-2 font-medium">
            {headers.type}
          </th>
          <th scope="col" className="px-4 py-2 font-medium">
            {headers.dates}
          </th>
          <th scope="col" className="px-4 py-2 font-medium">
            {headers.affects}
          </th>
          {canWrite ? (
            <th scope="col" className="px-4 py-2 text-right font-medium">
              {t('promotions.list.actions')}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-200 max-sm:block max-sm:space-y-3 max-sm:divide-y-0">
        {promotions.map((promotion) => {
          const name = promotion.nombre || t('promotions.list.untitled')
          const status = promotionStatus(promotion, now)
          const detail = text.typeDetail(promotion)
          return (
            <tr
              key={promotion.id}
              className="max-sm:block max-sm:rounded-2xl max-sm:border max-sm:border-stone-200 max-sm:bg-white max-sm:p-4"
            >
              <th
                scope="row"
                className="px-4 py-3 text-left align-top font-normal max-sm:block max-sm:px-0 max-sm:pt-0 max-sm:pb-2"
              >
                <span className="block font-semibold text-stone-900">{name}</span>
                <span className="block text-stone-600">
                  {promotion.categoria || t('promotions.list.noCategory')}
                </span>
              </th>
              <td data-label={headers.status} className={cellClasses}>
                <span
                  className={clsx(
                    'inline-flex rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset',
                    STATUS_CLASSES[status],
                  )}
                >
                  {t(`promotions.status.${status}`)}
                </span>
              </td>
              <td data-label={headers.type} className={cellClasses}>
                <span>
                  <span className="block text-stone-900">{text.typeLabel(promotion)}</span>
                  {detail ? <span className="block text-stone-600">{detail}</span> : null}
                </span>
              </td>
              <td data-label={headers.dates} className={cellClasses}>
                <span>
                  {text.dateLines(promotion, now).map((line) => (
                    <span key={line} className="block whitespace-nowrap max-sm:whitespace-normal">
                      {line}
                    </span>
                  ))}
                </span>
              </td>
              <td data-label={headers.affects} className={clsx(cellClasses, 'text-stone-700 sm:max-w-56')}>
                <span>{promotion.afecta || t('promotions.list.affectsNothing')}</span>
              </td>
              {canWrite ? (
                <RowActions
                  editId={editButtonId(promotion.id)}
                  editLabel={t('promotions.list.edit', { name })}
                  deleteLabel={t('promotions.list.delete', { name })}
                  onEdit={() => onEdit(promotion)}
                  onDelete={() => onDelete(promotion)}
                />
              ) : null}
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
