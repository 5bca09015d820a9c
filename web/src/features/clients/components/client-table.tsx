import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Client, ClientListQuery, ClientSortKey } from '#domain/clients/client.schema.ts'
import { formatClientPhone } from '#domain/clients/client-phone.ts'
import { InitialsAvatar } from '../../../components/ui/avatar.tsx'
import { RowActions } from '../../../components/ui/row-actions.tsx'
import { countryName, formatBusinessDate } from '../client-display.ts'
import { ClientStatusBadge } from './client-status-badge.tsx'
import { SortHeader } from './sort-header.tsx'

type Props = {
  clients: Client[]
  query: Pick<ClientListQuery, 'sort' | 'dir'>
  onSort: (key: ClientSortKey) => void
  timeZone: string
  /** The list's address search, handed to a client's page so its way back returns to this page. */
  listSearch: string
  onEdit: (client: Client) => void
  onDelete: (client: Client) => void
}

/** The id of a row's edit button, where focus goes back after a failed deletion. */
export const editButtonId = (id: string) => `client-edit-${id}`

// On a phone the seven columns do not fit: each row becomes a card whose cells carry their column's name.
const cellClasses =
  'px-4 py-3 align-top max-sm:flex max-sm:gap-3 max-sm:px-0 max-sm:py-1 ' +
  'max-sm:before:w-28 max-sm:before:shrink-0 max-sm:before:font-medium max-sm:before:text-stone-600 ' +
  'max-sm:before:content-[attr(data-label)]'

/**
 * The client list (docs/product-spec.md §2 "Clients", §3 "Client"): full name, last visit and visits, phone
 * with its prefix, e-mail, country, status, and edit and delete; the four sort keys' headers sort it.
 */
export function ClientTable({ clients, query, onSort, timeZone, listSearch, onEdit, onDelete }: Props) {
  const { t, i18n } = useTranslation()
  const headers = {
    lastVisit: t('clients.list.lastVisit'),
    phone: t('clients.list.phone'),
    email: t('clients.list.email'),
    country: t('clients.list.country'),
    status: t('clients.list.status'),
  }
  return (
    <table className="w-full text-left text-sm max-sm:block">
      <caption className="sr-only">{t('clients.list.caption')}</caption>
      {/* A phone sorts with the select above the cards; hidden headers would leave buttons nobody sees. */}
      <thead className="border-stone-200 border-b text-stone-600 max-sm:hidden">
        <tr>
          <SortHeader sortKey="nombreCompleto" label={t('clients.list.name')} query={query} onSort={onSort} />
          <SortHeader sortKey="ultimaVisita" label={headers.lastVisit} query={query} onSort={onSort} />
          <th scope="col" className="px-4 py-2 font-medium">
            {headers.phone}
          </th>
          <th scope="col" className="px-4 py-2 font-medium">
            {headers.email}
          </th>
          <SortHeader sortKey="pais" label={headers.country} query={query} onSort={onSort} />
          <SortHeader sortKey="estado" label={headers.status} query={query} onSort={onSort} />
          <th scope="col" className="px-4 py-2 text-right font-medium">
            {t('clients.list.actions')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-200 max-sm:block max-sm:space-y-3 max-sm:divide-y-0">
        {clients.map((client) => {
          const name = client.nombreCompleto
          return (
            <tr
              key={client.id}
              className="max-sm:block max-sm:rounded-2xl max-sm:border max-sm:border-stone-200 max-sm:bg-white max-sm:p-4"
            >
              <th
                scope="row"
                className="px-4 py-3 text-left align-top font-normal max-sm:block max-sm:px-0 max-sm:pt-0 max-sm:pb-2"
              >
                <span className="flex items-center gap-3">
                  {/* Room for the columns on a laptop: the initials show on a phone's card and on wide screens. */}
                  <span className="contents sm:hidden 2xl:contents">
                    <InitialsAvatar name={name} />
                  </span>
                  <Link
                    to={`/dashboard/clientes/${client.id}`}
                    state={{ listSearch }}
                    className="rounded font-semibold text-stone-900 underline-offset-2 hover:text-brand-700 hover:underline"
                  >
                    {name}
                  </Link>
                </span>
              </th>
              <td data-label={headers.lastVisit} className={cellClasses}>
                <span>
                  <span className="block whitespace-nowrap text-stone-900">
                    {client.ultimaVisita
                      ? formatBusinessDate(client.ultimaVisita, timeZone, i18n.language)
                      : t('clients.list.never')}
                  </span>
                  <span className="block text-stone-600">
                    {t('clients.list.visits', { count: client.visitas })}
                  </span>
                </span>
              </td>
              <td data-label={headers.phone} className={cellClasses}>
                <span className="whitespace-nowrap tabular-nums">
                  {formatClientPhone(client.telefono, client.pais) || t('clients.list.none')}
                </span>
              </td>
              <td data-label={headers.email} className={cellClasses}>
                <span className="break-words">
                  {client.email ? <EmailText email={client.email} /> : t('clients.list.none')}
                </span>
              </td>
              <td data-label={headers.country} className={cellClasses}>
                <span>{countryName(client.pais, i18n.language)}</span>
              </td>
              <td data-label={headers.status} className={cellClasses}>
                <span>
                  <ClientStatusBadge status={client.estado} />
                </span>
              </td>
              <RowActions
                editId={editButtonId(client.id)}
                editLabel={t('clients.list.edit', { name })}
                deleteLabel={t('clients.list.delete', { name })}
                onEdit={() => onEdit(client)}
                onDelete={() => onDelete(client)}
              />
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

/** An e-mail that wraps, when it must, after its "@" rather than in the middle of a word. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@')
  if (at < 0) return email
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  )
}
