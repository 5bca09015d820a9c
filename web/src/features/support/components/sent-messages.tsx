import { Inbox, LoaderCircle } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { useDisplayTimeZone } from '../../../lib/display-time-zone.ts'
import { useSupportMessages } from '../api/get-support-messages.ts'

/**
 * "Mensajes enviados": the business's latest support messages, newest first, read back from the server, so
 * the owner sees that what they sent was received.
 */
export function SentMessages() {
  const { t, i18n } = useTranslation()
  const headingId = useId()
  const alertId = useId()
  const messages = useSupportMessages()
  // When the owner sent it is the owner's own date: on their clock (Configuración → General), not the device's.
  const timeZone = useDisplayTimeZone()
  const formatDate = new Intl.DateTimeFormat(i18n.language, {
    timeZone,
    dateStyle: 'long',
    timeStyle: 'short',
  })

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-semibold text-lg text-stone-900">
        {t('support.sent.heading')}
      </h2>
      {messages.isPending ? (
        <p className="mt-3 flex items-center gap-2 text-stone-600">
          <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />
          {t('support.sent.loading')}
        </p>
      ) : null}
      {messages.isError ? (
        <div className="mt-3">
          <FormAlert id={alertId}>{t('support.sent.failed')}</FormAlert>
        </div>
      ) : null}
      {messages.isSuccess && messages.data.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title={t('support.sent.emptyTitle')}
          message={t('support.sent.emptyMessage')}
          action={null}
          className="mt-3 py-8"
        />
      ) : null}
      {messages.isSuccess && messages.data.length > 0 ? (
        <ul className="mt-3 divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
          {messages.data.map((message) => (
            <li key={message.id} className="px-5 py-4">
              <p className="line-clamp-4 whitespace-pre-line wrap-anywhere text-stone-800">
                {message.mensaje}
              </p>
              <p className="mt-1.5 text-sm text-stone-600">
                <time dateTime={message.createdAt}>
                  {t('support.sent.sentAt', { date: formatDate.format(new Date(message.createdAt)) })}
                </time>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
