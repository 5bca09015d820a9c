import { clsx } from 'clsx'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigation, useSearchParams } from 'react-router'
import type { ClientListQuery, ClientPage } from '#domain/clients/client.schema.ts'
import { ErrorPopup, type Failure } from '../../../components/ui/error-popup.tsx'
import { LoadFailed } from '../../../entities/catalogue/components/load-states.tsx'
import { useFocusAfterRender } from '../../../lib/use-focus-after-render.ts'
import { useClients } from '../api/get-clients.ts'
import { readListQuery, shownRange, toggleSort, withSearch, writeListQuery } from '../client-list-params.ts'
import { ClientDeleteConfirmation } from './client-delete-confirmation.tsx'
import { ClientDialog, type ClientDialogTarget } from './client-dialog.tsx'
import { ClientPager } from './client-pager.tsx'
import { ClientTable, editButtonId } from './client-table.tsx'
import { ClientsToolbar, NEW_CLIENT_BUTTON_ID } from './clients-toolbar.tsx'
import { ImportDialog } from './import-dialog.tsx'
import { ClientsSkeleton, EmptyClients, NoMatch } from './list-states.tsx'
import { PhoneSort } from './phone-sort.tsx'
import { useClientDeletion } from './use-client-deletion.ts'
import { useExportClients } from './use-export-clients.ts'

/**
 * The Clientes page (docs/product-spec.md §2 "Clients", §9): search, sort and paging done by the server and
 * kept in the address, the table, the create and edit modal, deletion, and CSV import and export.
 */
export function ClientsScreen({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const query = readListQuery(params)
  const { pathname } = useLocation()
  const navigation = useNavigation()
  // A search sent while the owner is already on the way to another page (a client's, still loading) would
  // replace that move and keep them here.
  const isLeaving = navigation.state !== 'idle' && navigation.location?.pathname !== pathname
  const list = useClients(query)
  const [target, setTarget] = useState<ClientDialogTarget | undefined>(undefined)
  const [isImportOpen, setImportOpen] = useState(false)
  const [failure, setFailure] = useState<Failure | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const focusAfterRender = useFocusAfterRender()
  const exporting = useExportClients(setFailure)
  const deletion = useClientDeletion({
    onDeleted: (_, message) => {
      setAnnouncement(message)
      // The row and its buttons are gone: focus goes to "Nuevo cliente".
      focusAfterRender(NEW_CLIENT_BUTTON_ID)
    },
    onFailure: (client, reason) => {
      setFailure(reason)
      focusAfterRender(editButtonId(client.id))
    },
  })
  // Typing a search replaces the address rather than piling up one history entry per word.
  const show = (next: ClientListQuery, replace = false) => setParams(writeListQuery(next), { replace })
  const closeDialog = useCallback(() => setTarget(undefined), [])
  const closePopup = useCallback(() => setFailure(null), [])
  const create = () => setTarget({ client: null })
  // Only a real answer for the unsearched list says so: the previous search's empty page, kept on screen while
  // the next one loads, does not.
  const isEmptyBusiness = list.data?.total === 0 && query.q === '' && !list.isPlaceholderData

  return (
    <div className="space-y-5">
      {isEmptyBusiness ? (
        <EmptyClients onCreate={create} onImport={() => setImportOpen(true)} />
      ) : (
        <>
          <ClientsToolbar
            search={query.q}
            onSearch={(q) => (isLeaving ? undefined : show(withSearch(query, q), true))}
            onCreate={create}
            onImport={() => setImportOpen(true)}
            onExport={() => void exporting.start(query)}
            isExporting={exporting.isExporting}
          />
          {list.isPending ? (
            <ClientsSkeleton />
          ) : !list.data ? (
            <LoadFailed message={t('clients.loadFailed')} onRetry={() => void list.refetch()} />
          ) : list.data.total === 0 ? (
            <NoMatch search={query.q} onClear={() => show(withSearch(query, ''))} />
          ) : (
            <ClientsList
              page={list.data}
              query={query}
              isUpdating={list.isPlaceholderData}
              timeZone={timeZone}
              listSearch={params.toString()}
              onQueryChange={show}
              onEdit={(client) => setTarget({ client })}
              onDelete={deletion.ask}
            />
          )}
        </>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <ClientDialog
        target={target}
        onClose={closeDialog}
        onFailure={setFailure}
        onSaved={(client) => {
          setTarget(undefined)
          setAnnouncement(t('clients.announce.saved', { name: client.nombreCompleto }))
        }}
      />
      <ImportDialog isOpen={isImportOpen} onClose={() => setImportOpen(false)} />
      <ClientDeleteConfirmation deletion={deletion} />
      <ErrorPopup
        title={t('clients.popup.title')}
        okLabel={t('clients.popup.ok')}
        failure={failure}
        onClose={closePopup}
      />
    </div>
  )
}

type ListProps = {
  page: ClientPage
  query: ClientListQuery
  /** The rows are the previous page's while the asked one is on its way. */
  isUpdating: boolean
  timeZone: string
  listSearch: string
  onQueryChange: (query: ClientListQuery) => void
  onEdit: ClientTableProps['onEdit']
  onDelete: ClientTableProps['onDelete']
}

type ClientTableProps = Parameters<typeof ClientTable>[0]

/** "Mostrando 9–16 de 20", the phone's sort select, the table and the pager. */
function ClientsList({ page, query, isUpdating, onQueryChange, ...table }: ListProps) {
  const { t } = useTranslation()
  const range = shownRange({ ...page, shown: page.clients.length })
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <p role="status" className="text-sm text-stone-600 tabular-nums">
          {t('clients.list.range', { from: range.from, to: range.to, count: range.total })}
        </p>
        <PhoneSort query={query} onChange={(sort) => onQueryChange({ ...query, ...sort, page: 1 })} />
      </div>
      <div
        aria-busy={isUpdating || undefined}
        className={clsx(
          'rounded-2xl border border-stone-200 bg-white transition-opacity max-sm:border-0 max-sm:bg-transparent',
          isUpdating && 'opacity-60',
        )}
      >
        <ClientTable
          clients={page.clients}
          query={query}
          onSort={(key) => onQueryChange(toggleSort(query, key))}
          {...table}
        />
      </div>
      <ClientPager
        page={page.page}
        pageCount={page.pageCount}
        onPageChange={(next) => onQueryChange({ ...query, page: next })}
      />
    </div>
  )
}
