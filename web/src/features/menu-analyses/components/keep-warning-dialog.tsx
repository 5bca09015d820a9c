import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx'

import type { PendingReview } from '../review-reasons.ts'

type Props = {
  /** What is left to review; null keeps the dialog closed. */
  pending: PendingReview | null
  /** Back to the preview, to review (Escape and a click outside do the same). */
  onReview: () => void
  onKeep: () => void
  /** The button that asked to keep: focus goes back to it, as the dialog has no trigger of its own. */
  returnFocusTo: RefObject<HTMLElement | null>
}

/**
 * Asked before a menu with items left to review is kept: says how many, and lets the owner go back or keep
 * it anyway. Focus starts on "Volver a revisar", the choice that loses nothing, and goes back to the button
 * that opened it.
 */
export function KeepWarningDialog({ pending, onReview, onKeep, returnFocusTo }: Props) {
  const { t } = useTranslation()
  const counts = [
    pending?.noPrice ? t('menuAnalyses.keepWarning.noPrice', { count: pending.noPrice }) : null,
    pending?.toCheck ? t('menuAnalyses.keepWarning.toCheck', { count: pending.toCheck }) : null,
  ].filter(Boolean)
  return (
    <Dialog open={pending !== null} onOpenChange={(open) => (open ? undefined : onReview())}>
      <DialogContent
        title={t('menuAnalyses.keepWarning.title')}
        description={counts.join(', ')}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          returnFocusTo.current?.focus()
        }}
      >
        <p className="mt-3 text-sm text-stone-700">{t('menuAnalyses.keepWarning.message')}</p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {/* First, so the dialog's focus starts on the choice that loses nothing. */}
          <Button variant="secondary" onClick={onReview}>
            {t('menuAnalyses.keepWarning.review')}
          </Button>
          <Button onClick={onKeep}>{t('menuAnalyses.keepWarning.keep')}</Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
