import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  onConfirm: () => void
  /** Where focus goes back to on cancel: the profile menu's button, as the dialog has no trigger of its own. */
  returnFocusTo: HTMLElement | null
}

/** "¿Cerrar sesión?" (spec §2 "Logout confirmation"); Escape or a click outside cancels (spec §4). */
export function LogoutDialog({ open, onOpenChange, onConfirm, returnFocusTo }: Props) {
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
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{t('shell.logout.cancel')}</Button>
          </DialogClose>
          <Button onClick={onConfirm}>{t('shell.logout.confirm')}</Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
