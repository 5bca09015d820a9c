import { CircleAlert } from 'lucide-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { MessageKey } from '../../lib/i18n.ts'
import { Button } from './button.tsx'
import { Dialog, DialogContent } from './dialog.tsx'

/** How long the popup stays before it closes itself (docs/product-spec.md §9 "Error popup: 5 s"). */
export const POPUP_SECONDS = 5

/** What failed, in the popup's words: what could not be done, and for a save, the spec's reassurance. */
export type Failure = {
  messages: MessageKey[]
  /** The server's own words about what to change (an image too large), in the owner's language. */
  detail?: string
}

type Props = {
  failure: Failure | null
  onClose: () => void
  /** The section's "Algo salió mal..." and "Entendido", from its own locale file. */
  title: string
  okLabel: string
}

/**
 * A section's error popup (docs/product-spec.md §8; promotions, reservations): an alert dialog titled
 * "Algo salió mal..." with "Entendido", which closes itself after five seconds. Focus goes to "Entendido" and
 * comes back where it was, so a keyboard user loses nothing, and a dialog behind it keeps what was typed.
 */
export function ErrorPopup({ failure, onClose, title, okLabel }: Props) {
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
          title={title}
          description={[...failure.messages.map((key) => t(key)), failure.detail].filter(Boolean).join(' ')}
        >
          <CircleAlert aria-hidden className="absolute top-6 right-6 size-6 text-red-700" />
          <div className="mt-6 flex justify-end">
            <Button onClick={onClose}>{okLabel}</Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
