import { CircleCheck, X } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/** The router state the landing gets after an account was deleted. */
export type AccountDeletedState = { accountDeleted: true }

export function isAccountDeletedState(state: unknown): state is AccountDeletedState {
  return (
    typeof state === 'object' && state !== null && (state as Record<string, unknown>).accountDeleted === true
  )
}

/** "Tu cuenta se eliminó", over the landing the app shows the owner it was sent to. */
export function AccountDeletedNotice() {
  const { t } = useTranslation()
  const [isOpen, setIsOpen] = useState(true)
  if (!isOpen) return null
  return (
    <div className="fixed inset-x-0 top-4 z-50 flex justify-center px-4">
      <div
        role="status"
        className="flex max-w-lg items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900 shadow-lg"
      >
        <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
        <p className="text-sm">{t('security.deletion.done')}</p>
        <button
          type="button"
          onClick={() => setIsOpen(false)}
          aria-label={t('security.actions.dismiss')}
          className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-lg hover:bg-emerald-100"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
    </div>
  )
}
