import { clsx } from 'clsx'
import { useTranslation } from 'react-i18next'
import type { ClientStatus } from '#domain/clients/client.schema.ts'

// Dark text on a pale fill keeps AA contrast; VIP stands out in the brand's warm tone.
const STATUS_CLASSES: Record<ClientStatus, string> = {
  Activo: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  Inactivo: 'bg-stone-100 text-stone-700 ring-stone-500/30',
  VIP: 'bg-amber-50 text-amber-900 ring-amber-600/40',
}

/** A client's status (docs/product-spec.md §3: Activo, Inactivo, VIP) as a badge. */
export function ClientStatusBadge({ status }: { status: ClientStatus }) {
  const { t } = useTranslation()
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset',
        STATUS_CLASSES[status],
      )}
    >
      {t(`clients.status.${status}`)}
    </span>
  )
}
