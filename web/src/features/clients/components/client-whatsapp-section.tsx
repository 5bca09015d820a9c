import { clsx } from 'clsx'
import type { TFunction } from 'i18next'
import {
  Ban,
  Check,
  CheckCheck,
  CircleCheck,
  CircleMinus,
  Clock,
  type LucideIcon,
  Mail,
  MessageCircle,
  OctagonX,
} from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import {
  CLIENT_WHATSAPP_MESSAGE_LIMIT,
  type ClientWhatsApp,
  type ClientWhatsAppMessage,
} from '#domain/clients/client-whatsapp.schema.ts'
import type { WhatsAppStatus } from '#domain/whatsapp/whatsapp-templates.ts'
import { LoadFailed, LoadingState } from '../../../entities/catalogue/components/load-states.tsx'
import { useClientWhatsApp } from '../api/get-client-whatsapp.ts'
import { formatBusinessDate, formatBusinessDateTime } from '../client-display.ts'
import { whatsAppErrorReason } from '../whatsapp-error.ts'

type Props = { clientId: string; timeZone: string }

/**
 * A client's WhatsApp record (decision 072): whether they agreed to be written to there, whether their number
 * asked for no more (BAJA), and what was sent to them, newest first, each with where it got to.
 */
export function ClientWhatsAppSection({ clientId, timeZone }: Props) {
  const { t } = useTranslation()
  const headingId = useId()
  const record = useClientWhatsApp(clientId)
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id={headingId} className="flex items-center gap-2 font-semibold text-lg text-stone-900">
        <MessageCircle aria-hidden className="size-5 text-brand-700" />
        {t('clients.whatsapp.title')}
      </h2>
      {record.isPending ? (
        <div className="mt-4">
          <LoadingState message={t('clients.whatsapp.loading')} />
        </div>
      ) : !record.data ? (
        <div className="mt-4">
          <LoadFailed message={t('clients.whatsapp.loadFailed')} onRetry={() => void record.refetch()} />
        </div>
      ) : (
        <WhatsAppRecord record={record.data} timeZone={timeZone} />
      )}
    </section>
  )
}

function WhatsAppRecord({ record, timeZone }: { record: ClientWhatsApp; timeZone: string }) {
  const { t, i18n } = useTranslation()
  const listHeadingId = useId()
  const date = (instant: string) => formatBusinessDate(instant, timeZone, i18n.language)
  return (
    <div className="mt-3 space-y-4">
      <p className="flex items-start gap-2 text-stone-800">
        {record.consentAt ? (
          <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700" />
        ) : (
          <CircleMinus aria-hidden className="mt-0.5 size-4 shrink-0 text-stone-500" />
        )}
        {record.consentAt
          ? t('clients.whatsapp.consent', { date: date(record.consentAt) })
          : t('clients.whatsapp.noConsent')}
      </p>
      {record.optedOutAt && (
        <div className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2.5 text-amber-950">
          <Ban aria-hidden className="mt-0.5 size-4 shrink-0" />
          <p>
            <strong className="block font-semibold">
              {t('clients.whatsapp.optedOut', { date: date(record.optedOutAt) })}
            </strong>
            <span className="text-sm">{t('clients.whatsapp.optedOutHint')}</span>
          </p>
        </div>
      )}
      <div>
        <h3 id={listHeadingId} className="font-medium text-sm text-stone-600">
          {t('clients.whatsapp.messages')} <span className="tabular-nums">({record.messages.length})</span>
        </h3>
        {record.messages.length === 0 ? (
          <p className="mt-2 text-sm text-stone-600">{t('clients.whatsapp.empty')}</p>
        ) : (
          <ul
            aria-labelledby={listHeadingId}
            className="mt-2 divide-y divide-stone-200 rounded-xl border border-stone-200"
          >
            {record.messages.map((message) => (
              <WhatsAppMessageItem key={message.id} message={message} timeZone={timeZone} />
            ))}
          </ul>
        )}
        {record.messages.length >= CLIENT_WHATSAPP_MESSAGE_LIMIT && (
          <p className="mt-2 text-sm text-stone-600">
            {t('clients.whatsapp.latestOnly', { count: CLIENT_WHATSAPP_MESSAGE_LIMIT })}
          </p>
        )}
      </div>
    </div>
  )
}

function WhatsAppMessageItem({ message, timeZone }: { message: ClientWhatsAppMessage; timeZone: string }) {
  const { t, i18n } = useTranslation()
  return (
    <li className="space-y-1.5 px-3 py-3">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span className="text-sm">
          <span className="font-medium text-stone-900">
            {t(`clients.whatsapp.template.${message.template}`)}
          </span>
          <span aria-hidden className="hidden px-1.5 text-stone-400 sm:inline">
            ·
          </span>
          {/* On a phone the date has a line of its own rather than breaking inside it. */}
          <time
            dateTime={message.createdAt}
            className="block whitespace-nowrap text-stone-600 tabular-nums sm:inline"
          >
            {formatBusinessDateTime(message.createdAt, timeZone, i18n.language)}
          </time>
        </span>
        <WhatsAppStatusBadge status={message.status} />
      </div>
      <p lang={message.language} className="whitespace-pre-line break-words text-sm text-stone-800">
        {message.text}
      </p>
      {message.error && (
        <p className="break-words text-stone-500 text-xs">
          {t('clients.whatsapp.error', { reason: reasonText(t, message) })}
        </p>
      )}
    </li>
  )
}

/** The stored error in words: a reason known by its code, WhatsApp's own number kept when it gave one. */
function reasonText(t: TFunction, { error, template }: ClientWhatsAppMessage): string {
  const reason = whatsAppErrorReason(error ?? '', template)
  return 'code' in reason && reason.code !== null
    ? t(`clients.whatsapp.reason.${reason.key}Code`, { code: reason.code })
    : t(`clients.whatsapp.reason.${reason.key}`)
}

// Each status has its icon and its word, the colour only adds to them; dark text on a pale fill keeps AA.
const STATUS_LOOK: Record<WhatsAppStatus, { icon: LucideIcon; className: string }> = {
  queued: { icon: Clock, className: 'bg-stone-100 text-stone-800' },
  sent: { icon: Check, className: 'bg-sky-100 text-sky-900' },
  delivered: { icon: CheckCheck, className: 'bg-emerald-100 text-emerald-900' },
  read: { icon: CheckCheck, className: 'bg-emerald-200 text-emerald-950' },
  failed: { icon: OctagonX, className: 'bg-red-100 text-red-900' },
  fell_back_to_email: { icon: Mail, className: 'bg-amber-100 text-amber-900' },
  skipped: { icon: Ban, className: 'bg-stone-200 text-stone-800' },
}

function WhatsAppStatusBadge({ status }: { status: WhatsAppStatus }) {
  const { t } = useTranslation()
  const { icon: Icon, className } = STATUS_LOOK[status]
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 font-medium text-xs',
        className,
      )}
    >
      <Icon aria-hidden className="size-3.5" />
      <span className="sr-only">{t('clients.whatsapp.statusLabel')}: </span>
      {t(`clients.whatsapp.status.${status}`)}
    </span>
  )
}
