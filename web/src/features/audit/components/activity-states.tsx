import { History, LoaderCircle } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { NothingYet, PlaceholderList } from '../../../components/ui/list-placeholders.tsx'

/** Grey rows where the first events will be, announced once as "Cargando la actividad…". */
export function ActivitySkeleton() {
  const { t } = useTranslation()
  return (
    <PlaceholderList
      label={t('audit.loading')}
      count={5}
      className="divide-y divide-stone-100"
      itemClassName="flex gap-3 py-3.5"
    >
      <span className="size-8 shrink-0 rounded-lg bg-stone-200" />
      <span className="flex-1 space-y-2 pt-1">
        <span className="block h-4 w-4/5 rounded bg-stone-200" />
        <span className="block h-3 w-28 rounded bg-stone-100" />
      </span>
    </PlaceholderList>
  )
}

/** The business has no event yet (a new business, or a year without any change the log records). */
export function EmptyActivity() {
  const { t } = useTranslation()
  return <NothingYet icon={History} message={t('audit.empty')} />
}

type FailureProps = { message: string; isRetrying: boolean; onRetry: () => void }

/** A page that could not be loaded: said in words, with the way to ask again. */
export function ActivityFailure({ message, isRetrying, onRetry }: FailureProps) {
  const { t } = useTranslation()
  const alertId = useId()
  return (
    <div className="space-y-3">
      <FormAlert id={alertId}>{message}</FormAlert>
      <Button variant="secondary" disabled={isRetrying} onClick={onRetry}>
        {isRetrying ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : null}
        {t('audit.retry')}
      </Button>
    </div>
  )
}
