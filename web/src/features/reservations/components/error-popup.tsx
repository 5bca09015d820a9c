import { CircleAlert } from 'lucide-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx'
import type { MessageKey } from '../../../lib/i18n.ts'

/** How long the popup stays before it closes itself (docs/product-spec.md §9 "Error popup: 5 s"). */
export const POPUP_SECONDS = 5

/** What failed, in the popup's words: what could not be done, and for a save, the spec's reassurance. */
export type ReservationFailure = {
  messages: MessageKey[]
  /** The server's own words about what to change (an image too large), in the owner's language. */
  detail?: string
}

type Props = { failure: ReservationFailure | null; onClose: () => void }

/**
 * The reservations screen's error popup (docs/product-spec.md §8): an alert dialog titled "Algo salió mal..."
 * with "Entendido", which closes itself after five seconds. Focus goes to "Entendido" and comes back where it
 * was, so a keyboard user loses nothing, and a dialog behind it keeps what was typed.
 */
export function ErrorPopup({ failure, onClose }: Props) {
  const { t } = useTranslation()
  useEffect(() => {
    if (!failure) return
    const timer = setTimeout(onClose, POPUP_SECONDS * 1000)
    return () => clearTimeout(timer)
  }, [failure, onClose])
  return (
    <Dialog open={failure !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {failure ? (
        <DialogContent
          role="alertdialog"
          title={t('reservations.popup.title')}
          description={[...failure.messages.map((key) => t(key)), failure.detail].filter(Boolean).join(' ')}
        >
          <CircleAlert aria-hidden className="absolute top-6 right-6 size-6 text-red-700" />
          <div className="mt-6 flex justify-end">
            <Button onClick={onClose}>{t('reservations.popup.ok')}</Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
