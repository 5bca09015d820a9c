import { LoaderCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'

/** Ending the session, as the app provides it: the shell only asks and shows how it goes. */
export type LogoutAction = {
  confirm: () => void
  /** Forgets an earlier failure. */
  reset: () => void
  isPending: boolean
  hasFailed: boolean
}

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  logout: LogoutAction
  /** Where focus goes back to on cancel: the profile menu's button, as the dialog has no trigger of its own. */
  returnFocusTo: HTMLElement | null
}

/**
 * "¿Cerrar sesión?" (docs/product-spec.md §2 "Logout confirmation"); Escape or a click outside cancels
 * (docs/product-spec.md §4).
 */
export function LogoutDialog({ open, onOpenChange, logout, returnFocusTo }: Props) {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('shell.logout.title')}
        description={t('shell.logout.warning')}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          returnFocusTo?.focus()
        }}
      >
        {logout.hasFailed ? (
          <div className="mt-4">
            <FormAlert id="logout-failed">{t('shell.logout.failed')}</FormAlert>
          </div>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{t('shell.logout.cancel')}</Button>
          </DialogClose>
          <Button onClick={logout.confirm} disabled={logout.isPending}>
            {logout.isPending ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : null}
            {logout.isPending ? t('shell.logout.pending') : t('shell.logout.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
