import { SearchX, Upload, UserPlus, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CLIENT_PAGE_SIZE } from '#domain/clients/client.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { NEW_CLIENT_BUTTON_ID } from './clients-toolbar.tsx'

/** A page of grey rows while the first page is on its way, announced once as "Cargando clientes…". */
export function ClientsSkeleton() {
  const { t } = useTranslation()
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-4">
      <p role="status" className="sr-only">
        {t('clients.loading')}
      </p>
      <ul aria-hidden className="space-y-4">
        {Array.from({ length: CLIENT_PAGE_SIZE }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows that never move.
          <li key={index} className="flex items-center gap-3 motion-safe:animate-pulse">
            <span className="size-9 shrink-0 rounded-full bg-stone-200" />
            <span className="h-4 w-40 rounded bg-stone-200" />
            <span className="ml-auto hidden h-4 w-24 rounded bg-stone-100 sm:block" />
            <span className="hidden h-4 w-32 rounded bg-stone-100 md:block" />
            <span className="hidden h-4 w-16 rounded bg-stone-100 md:block" />
          </li>
        ))}
      </ul>
    </div>
  )
}

type EmptyProps = { onCreate: () => void; onImport: () => void }

/**
 * A business with no client yet: they arrive by themselves with each booking, or all at once from the
 * owner's spreadsheet, or one by one by hand.
 */
export function EmptyClients({ onCreate, onImport }: EmptyProps) {
  const { t } = useTranslation()
  return (
    <EmptyState
      icon={Users}
      title={t('clients.empty.title')}
      message={t('clients.empty.message')}
      action={
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button onClick={onImport}>
            <Upload aria-hidden />
            {t('clients.empty.import')}
          </Button>
          {/* The same id as the toolbar's button: focus lands here when the last client is deleted. */}
          <Button id={NEW_CLIENT_BUTTON_ID} variant="secondary" onClick={onCreate}>
            <UserPlus aria-hidden />
            {t('clients.empty.create')}
          </Button>
        </div>
      }
    />
  )
}

/** A search that finds nobody, and the way back to everyone. */
export function NoMatch({ search, onClear }: { search: string; onClear: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col items-center rounded-2xl border border-stone-300 border-dashed bg-white px-6 py-12 text-center">
      <SearchX aria-hidden className="size-8 text-stone-400" />
      <p className="mt-3 font-medium text-stone-900">{t('clients.noMatch.title', { search })}</p>
      <p className="mt-1 max-w-md text-sm text-stone-600">{t('clients.noMatch.hint')}</p>
      <Button variant="secondary" className="mt-5" onClick={onClear}>
        {t('clients.noMatch.clear')}
      </Button>
    </div>
  )
}
