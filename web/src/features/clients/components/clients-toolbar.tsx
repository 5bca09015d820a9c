import { Download, LoaderCircle, Plus, Search, Upload } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { CLIENT_LIMITS } from '#domain/clients/client.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { useCan } from '../../../entities/account/use-can.ts'
import { useDebouncedSearch } from './use-debounced-search.ts'

type Props = {
  /** The search the list shows now (the address's `q`). */
  search: string
  onSearch: (search: string) => void
  onCreate: () => void
  onImport: () => void
  onExport: () => void
  isExporting: boolean
}

/** The id of "Nuevo cliente", where focus lands when the row it was on is gone. */
export const NEW_CLIENT_BUTTON_ID = 'client-new'

/**
 * Search by name, e-mail or phone (sent to the server as the owner types), "Nuevo cliente", "Importar CSV"
 * and "Exportar CSV" (docs/product-spec.md §2 "Clients", §9).
 */
export function ClientsToolbar({ search, onSearch, onCreate, onImport, onExport, isExporting }: Props) {
  const canWrite = useCan('clients.write')
  const canExport = useCan('clients.export')
  const { t } = useTranslation()
  const searchId = useId()
  const box = useDebouncedSearch(search, onSearch)
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <search className="flex-1">
        <form
          onSubmit={(event) => {
            event.preventDefault()
            box.sendNow()
          }}
        >
          <label htmlFor={searchId} className="block font-medium text-sm text-stone-800">
            {t('clients.toolbar.search')}
          </label>
          <div className="relative mt-1.5">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4.5 -translate-y-1/2 text-stone-500"
            />
            <input
              id={searchId}
              type="search"
              value={box.typed}
              maxLength={CLIENT_LIMITS.search}
              placeholder={t('clients.toolbar.searchPlaceholder')}
              onChange={(event) => box.setTyped(event.target.value)}
              className="h-11 w-full rounded-xl border border-stone-300 bg-white pr-3.5 pl-10 text-base text-stone-900 shadow-sm placeholder:text-stone-500 hover:border-stone-400 focus-visible:border-brand-600"
            />
          </div>
        </form>
      </search>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {canWrite ? (
          <>
            <Button id={NEW_CLIENT_BUTTON_ID} className="col-span-2 h-11" onClick={onCreate}>
              <Plus aria-hidden />
              {t('clients.toolbar.new')}
            </Button>
            <Button variant="secondary" className="h-11" onClick={onImport}>
              <Upload aria-hidden />
              {t('clients.toolbar.import')}
            </Button>
          </>
        ) : null}
        {canExport ? (
          <Button variant="secondary" className="h-11" disabled={isExporting} onClick={onExport}>
            {isExporting ? (
              <LoaderCircle aria-hidden className="motion-safe:animate-spin" />
            ) : (
              <Download aria-hidden />
            )}
            {t('clients.toolbar.export')}
          </Button>
        ) : null}
      </div>
    </div>
  )
}
