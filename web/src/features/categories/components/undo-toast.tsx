import { Undo2 } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'

type Props = {
  /** What was deleted ("Categoría «Entradas» eliminada"), or null when nothing can be undone. */
  message: string | null
  onUndo: () => void
  /** Where focus goes when the offer ends and took the focus with it. */
  onFocusLost: () => void
}

/**
 * The "Deshacer" offer after a deletion. The live region stays in the page so screen readers announce the
 * message when it appears; focus moves to the button, because the deleted item's own buttons are gone.
 */
export function UndoToast({ message, onUndo, onFocusLost }: Props) {
  const { t } = useTranslation()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const wasShown = useRef(false)
  const onFocusLostRef = useRef(onFocusLost)
  onFocusLostRef.current = onFocusLost

  useEffect(() => {
    if (message) buttonRef.current?.focus()
    // Focus on nothing (the body) right after the toast went means it was on the toast's button.
    else if (wasShown.current && (document.activeElement ?? document.body) === document.body) {
      onFocusLostRef.current()
    }
    wasShown.current = message !== null
  }, [message])

  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4 md:bottom-6"
    >
      {message ? (
        <div className="pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-2xl bg-stone-900 py-2.5 pr-2.5 pl-4 text-sm text-white shadow-stone-950/25 shadow-xl motion-safe:animate-pop-in">
          <p className="flex-1">{message}</p>
          <button
            ref={buttonRef}
            type="button"
            onClick={onUndo}
            className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-xl px-3 font-semibold text-brand-200 hover:bg-white/10"
          >
            <Undo2 aria-hidden className="size-4" />
            {t('categories.undo.action')}
          </button>
        </div>
      ) : null}
    </div>
  )
}
