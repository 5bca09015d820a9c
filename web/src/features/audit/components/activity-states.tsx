import { History, LoaderCircle } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'

/** Grey rows where the first events will be, announced once as "Cargando la actividad…". */
export function ActivitySkeleton() {
  const { t } = useTranslation()
  return (
    <div>
      <p role="status" className="sr-only">
        {t('audit.loading')}
      </p>
      <ul aria-hidden className="divide-y divide-stone-100">
        {Array.from({ length: 5 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows that never move.
          <li key={index} className="flex gap-3 py-3.5 motion-safe:animate-pulse">
            <span className="size-8 shrink-0 rounded-lg bg-stone-200" />
            <span className="flex-1 space-y-2 pt-1">
              <span className="block h-4 w-4/5 rounded bg-stone-200" />
              <span className="block h-3 w-28 rounded bg-stone-100" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The business has no event yet (a new business, or a year without any change the log records). */
export function EmptyActivity() {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col items-center rounded-xl border border-stone-300 border-dashed px-6 py-10 text-center">
      <History aria-hidden className="size-7 text-stone-400" />
      <p className="mt-3 text-stone-600">{t('audit.empty')}</p>
    </div>
  )
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
