import { LoaderCircle } from 'lucide-react'
import { Button } from './button.tsx'
import { Dialog, DialogContent } from './dialog.tsx'

type Props = {
  /** What is about to go (a promotion's or a client's name), or null when nothing is being asked. */
  subject: string | null
  /** "Eliminar cliente", the question ("¿Estás seguro…?") and the two answers, from the section's locale file. */
  title: string
  message: string
  confirmLabel: string
  cancelLabel: string
  isPending: boolean
  onConfirm: () => void
  onCancel: () => void
  /**
   * Where focus goes once the dialog closes (Radix's `onCloseAutoFocus`), for a question opened by no trigger:
   * without it, focus would fall to the page's body.
   */
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * The question before a deletion (docs/product-spec.md §8: promotions, clients) or before changes are
 * discarded, as an alert dialog naming what goes, with Cancelar focused first so Enter never deletes by accident.
 */
export function ConfirmDialog({
  subject,
  title,
  message,
  confirmLabel,
  cancelLabel,
  isPending,
  onCloseAutoFocus,
  ...on
}: Props) {
  return (
    <Dialog open={subject !== null} onOpenChange={(open) => (open ? undefined : on.onCancel())}>
      {subject !== null ? (
        <DialogContent
          role="alertdialog"
          title={title}
          description={message}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <p className="mt-3 font-medium text-stone-900">{subject}</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
            <Button variant="secondary" onClick={on.onCancel}>
              {cancelLabel}
            </Button>
            <Button
              className="bg-red-700 hover:bg-red-800 active:bg-red-900"
              disabled={isPending}
              onClick={on.onConfirm}
            >
              {isPending ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : null}
              {confirmLabel}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
