import {
  CalendarCheck,
  CalendarCog,
  CalendarX,
  Download,
  type LucideIcon,
  MailX,
  Store,
  Tag,
  UserCog,
  UserMinus,
  UserPlus,
  UserX,
} from 'lucide-react'
import type { AuditAction, AuditEvent } from '#domain/team/audit.ts'
import { describeDetails } from './audit-details.ts'
import type { AuditFormat } from './use-audit-format.ts'

const ICONS: Record<AuditAction, LucideIcon> = {
  'appointment.confirmed': CalendarCheck,
  'appointment.cancelled': CalendarX,
  'product.price_changed': Tag,
  'client.deleted': UserX,
  'clients.exported': Download,
  'member.invited': UserPlus,
  'member.role_changed': UserCog,
  'member.removed': UserMinus,
  'invitation.revoked': MailX,
  'business.settings_changed': Store,
  'booking_rules.changed': CalendarCog,
}

type Props = { event: AuditEvent; format: AuditFormat }

/**
 * One event of the log: who did what to what, in one sentence; what its details add, a line each; and when.
 * Names and subjects are the owner's and their diners' own text: interpolated as text, never as markup.
 */
export function AuditEventItem({ event, format }: Props) {
  const Icon = ICONS[event.action]
  const sentence = format.t(`audit.actions.${event.action}`, {
    actor: event.actorName,
    subject: event.subject,
  })
  return (
    <li className="flex gap-3 py-3.5">
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-stone-100 text-stone-600">
        <Icon aria-hidden className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="break-words text-stone-900">{sentence}</p>
        {describeDetails(event, format).map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an event's lines are fixed and never move.
          <p key={index} className="mt-0.5 break-words text-sm text-stone-600">
            {line}
          </p>
        ))}
        <time dateTime={event.at} className="mt-1 block text-stone-500 text-xs">
          {format.eventTime(event.at)}
        </time>
      </div>
    </li>
  )
}
