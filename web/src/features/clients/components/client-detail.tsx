import { ArrowLeft, Mail, MapPin, Pencil, Phone, Trash2 } from 'lucide-react'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Client } from '#domain/clients/client.schema.ts'
import { formatClientPhone } from '#domain/clients/client-phone.ts'
import { PageTitle } from '../../../components/layout/page-title.tsx'
import { InitialsAvatar } from '../../../components/ui/avatar.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { ErrorPopup, type Failure } from '../../../components/ui/error-popup.tsx'
import { useCan } from '../../../entities/account/use-can.ts'
import { LoadFailed, LoadingState } from '../../../entities/catalogue/components/load-states.tsx'
import { ApiError } from '../../../lib/api.ts'
import { useDocumentTitle } from '../../../lib/use-document-title.ts'
import { useClient } from '../api/get-client.ts'
import { countryName, formatBusinessDate } from '../client-display.ts'
import { ClientAppointments } from './client-appointments-list.tsx'
import { ClientDeleteConfirmation } from './client-delete-confirmation.tsx'
import { ClientDialog } from './client-dialog.tsx'
import { ClientStatusBadge } from './client-status-badge.tsx'
import { ClientWhatsAppSection } from './client-whatsapp-section.tsx'
import { useClientDeletion } from './use-client-deletion.ts'

type Props = {
  id: string
  timeZone: string
  /**
   * Whether the server sends WhatsApp messages (the Cloud API configured, decision 072): only then has a
   * client a WhatsApp record to show, and without it the page is as it was before WhatsApp.
   */
  hasWhatsAppMessages: boolean
  /** Where "Clientes" leads back to: the list as the owner left it. */
  listAddress: string
  onDeleted: () => void
}

/**
 * A client's page (docs/product-spec.md §3 "Client"): name, status, contact, country, visits and last visit,
 * notes, their reservations, coming and past, and their WhatsApp record where messages are sent; edit and
 * delete as in the list.
 */
export function ClientDetail({ id, timeZone, hasWhatsAppMessages, listAddress, onDeleted }: Props) {
  const { t } = useTranslation()
  const client = useClient(id)
  const back = (
    <Link
      to={listAddress}
      className="inline-flex items-center gap-1.5 rounded font-medium text-brand-700 text-sm hover:text-brand-800"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {t('clients.detail.back')}
    </Link>
  )
  if (client.isPending) return <LoadingState message={t('clients.detail.loading')} />
  if (!client.data) {
    // 400: an address whose id could never be a client's (a mistyped link) is as gone as a deleted one.
    const isGone = client.error instanceof ApiError && [400, 404].includes(client.error.status)
    return (
      <div className="space-y-4">
        {back}
        {isGone ? (
          <MissingClient />
        ) : (
          <LoadFailed message={t('clients.detail.loadFailed')} onRetry={() => void client.refetch()} />
        )}
      </div>
    )
  }
  return (
    <div className="space-y-6">
      {back}
      <ClientProfile client={client.data} timeZone={timeZone} onDeleted={onDeleted} />
      <ClientAppointments clientId={id} />
      {hasWhatsAppMessages && <ClientWhatsAppSection clientId={id} timeZone={timeZone} />}
    </div>
  )
}

function MissingClient() {
  const { t } = useTranslation()
  useDocumentTitle(t('clients.detail.missingTitle'))
  return (
    <div className="rounded-2xl border border-stone-300 border-dashed bg-white px-6 py-12 text-center">
      <PageTitle className="text-xl sm:text-2xl">{t('clients.detail.missingTitle')}</PageTitle>
      <p className="mt-2 text-stone-600">{t('clients.detail.missingMessage')}</p>
    </div>
  )
}

type ProfileProps = { client: Client; timeZone: string; onDeleted: () => void }

function ClientProfile({ client, timeZone, onDeleted }: ProfileProps) {
  const { t, i18n } = useTranslation()
  useDocumentTitle(client.nombreCompleto)
  const [isEditing, setEditing] = useState(false)
  const [failure, setFailure] = useState<Failure | null>(null)
  const deletion = useClientDeletion({ onDeleted, onFailure: (_, reason) => setFailure(reason) })
  const closePopup = useCallback(() => setFailure(null), [])
  const closeDialog = useCallback(() => setEditing(false), [])
  const phone = formatClientPhone(client.telefono, client.pais)
  // Editing and deleting a client are the client writers' (decision 073).
  const canWrite = useCan('clients.write')
  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-4">
          <InitialsAvatar name={client.nombreCompleto} className="size-14 text-lg" />
          <div>
            <PageTitle className="break-words">{client.nombreCompleto}</PageTitle>
            <div className="mt-1.5">
              <ClientStatusBadge status={client.estado} />
            </div>
          </div>
        </div>
        {canWrite ? (
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => setEditing(true)}>
              <Pencil aria-hidden />
              {t('clients.detail.edit')}
            </Button>
            <Button
              variant="ghost"
              className="text-red-700 hover:text-red-800"
              onClick={() => deletion.ask(client)}
            >
              <Trash2 aria-hidden />
              {t('clients.detail.delete')}
            </Button>
          </div>
        ) : null}
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <section className="rounded-2xl border border-stone-200 bg-white p-5 md:col-span-2">
          <h2 className="font-semibold text-lg text-stone-900">{t('clients.detail.contact')}</h2>
          <ul className="mt-3 space-y-2 text-stone-800">
            <li className="flex items-center gap-2">
              <Phone aria-hidden className="size-4 text-stone-500" />
              <span className="sr-only">{t('clients.list.phone')}: </span>
              {phone ? (
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="tabular-nums hover:text-brand-700">
                  {phone}
                </a>
              ) : (
                t('clients.list.none')
              )}
            </li>
            <li className="flex items-center gap-2">
              <Mail aria-hidden className="size-4 text-stone-500" />
              <span className="sr-only">{t('clients.list.email')}: </span>
              {client.email ? (
                <a href={`mailto:${client.email}`} className="break-all hover:text-brand-700">
                  {client.email}
                </a>
              ) : (
                t('clients.list.none')
              )}
            </li>
            <li className="flex items-center gap-2">
              <MapPin aria-hidden className="size-4 text-stone-500" />
              <span className="sr-only">{t('clients.list.country')}: </span>
              {countryName(client.pais, i18n.language)}
            </li>
          </ul>
        </section>
        <section className="rounded-2xl border border-stone-200 bg-white p-5">
          <h2 className="font-semibold text-lg text-stone-900">{t('clients.detail.visits')}</h2>
          <p className="mt-3 font-semibold text-3xl text-stone-900 tabular-nums">{client.visitas}</p>
          <p className="mt-1 text-sm text-stone-600">
            {client.ultimaVisita
              ? t('clients.detail.lastVisit', {
                  date: formatBusinessDate(client.ultimaVisita, timeZone, i18n.language),
                })
              : t('clients.detail.neverCame')}
          </p>
        </section>
      </div>
      <section className="rounded-2xl border border-stone-200 bg-white p-5">
        <div className="flex items-center justify-between gap-3">
          <h2 className="font-semibold text-lg text-stone-900">{t('clients.detail.notes')}</h2>
          <Button variant="ghost" onClick={() => setEditing(true)}>
            {t('clients.detail.editNotes')}
          </Button>
        </div>
        <p className="mt-2 whitespace-pre-line text-stone-800">
          {client.notas || t('clients.detail.noNotes')}
        </p>
      </section>
      <ClientDialog
        target={isEditing ? { client } : undefined}
        onClose={closeDialog}
        onFailure={setFailure}
        onSaved={() => setEditing(false)}
      />
      <ClientDeleteConfirmation deletion={deletion} />
      <ErrorPopup
        title={t('clients.popup.title')}
        okLabel={t('clients.popup.ok')}
        failure={failure}
        onClose={closePopup}
      />
    </>
  )
}
