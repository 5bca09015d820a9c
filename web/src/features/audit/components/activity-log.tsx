import { LoaderCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { useAuditEvents } from '../api/audit-events.ts'
import { ActivityFailure, ActivitySkeleton, EmptyActivity } from './activity-states.tsx'
import { AuditEventItem } from './audit-event-item.tsx'
import { useAuditFormat } from './use-audit-format.ts'

type Props = {
  business: { currency: string; timeZone: string }
  /** The id of the heading that names the list. */
  labelledBy: string
}

/**
 * The events, newest first, a page at a time: "Cargar más" asks for the events before the last one shown
 * while the last page came back full. A failed further page keeps what is shown and offers to ask again.
 */
export function ActivityLog({ business, labelledBy }: Props) {
  const { t } = useTranslation()
  const format = useAuditFormat(business)
  const log = useAuditEvents()

  if (log.isPending) return <ActivitySkeleton />
  if (log.isError && !log.data) {
    return (
      <ActivityFailure
        message={t('audit.loadFailed')}
        isRetrying={log.isFetching}
        onRetry={() => void log.refetch()}
      />
    )
  }
  const events = log.data.pages.flatMap((page) => page.events)
  if (events.length === 0) return <EmptyActivity />
  return (
    <>
      <ol aria-labelledby={labelledBy} className="-my-3.5 divide-y divide-stone-100">
        {events.map((event) => (
          <AuditEventItem key={event.id} event={event} format={format} />
        ))}
      </ol>
      {log.isFetchNextPageError ? (
        <div className="mt-5">
          <ActivityFailure
            message={t('audit.loadMoreFailed')}
            isRetrying={log.isFetchingNextPage}
            onRetry={() => void log.fetchNextPage()}
          />
        </div>
      ) : log.hasNextPage ? (
        <Button
          variant="secondary"
          className="mt-5 w-full sm:w-auto"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {log.isFetchingNextPage ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : null}
          {t('audit.loadMore')}
        </Button>
      ) : null}
    </>
  )
}
