import { Loader2 } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'

/** "Cargando…" while a list is on its way, announced politely. */
export function LoadingState({ message }: { message: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-stone-600">
      <Loader2 aria-hidden className="size-4 motion-safe:animate-spin" />
      {message}
    </p>
  )
}

/** A list that could not be read, and the way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation()
  const alertId = useId()
  return (
    <div className="space-y-3">
      <FormAlert id={alertId}>{message}</FormAlert>
      <Button variant="secondary" onClick={onRetry}>
        {t('products.retry')}
      </Button>
    </div>
  )
}

/** A change the server refused (the list already shows the old state again), until the owner dismisses it. */
export function FailureNotice({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  const { t } = useTranslation()
  const alertId = useId()
  if (!message) return null
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <div className="flex-1">
        <FormAlert id={alertId}>{message}</FormAlert>
      </div>
      <Button variant="ghost" onClick={onDismiss}>
        {t('products.errors.dismiss')}
      </Button>
    </div>
  )
}
