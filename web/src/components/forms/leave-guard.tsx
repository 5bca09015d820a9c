import { useTranslation } from 'react-i18next'
import { useLeaveGuard } from '../../lib/use-leave-guard.ts'
import { Button } from '../ui/button.tsx'
import { Dialog, DialogContent } from '../ui/dialog.tsx'

/**
 * Asks before a form's unsaved changes are left behind (see useLeaveGuard): "Tienes cambios sin guardar…",
 * with Seguir editando (focused first, so Enter never drops edits) and Salir sin guardar.
 */
export function LeaveGuard({ hasUnsavedChanges }: { hasUnsavedChanges: boolean }) {
  const { t } = useTranslation()
  const { isAsking, stay, leave } = useLeaveGuard(hasUnsavedChanges)
  return (
    <Dialog open={isAsking} onOpenChange={(open) => (open ? undefined : stay())}>
      {isAsking ? (
        <DialogContent
          role="alertdialog"
          title={t('forms.leave.title')}
          description={t('forms.leave.message')}
        >
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={leave}>
              {t('forms.leave.leave')}
            </Button>
            <Button onClick={stay} autoFocus>
              {t('forms.leave.stay')}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
