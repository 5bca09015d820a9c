import { useTranslation } from 'react-i18next'
import { useLeaveGuard } from '../../lib/use-leave-guard.ts'
import { Button } from '../ui/button.tsx'
import { Dialog, DialogContent } from '../ui/dialog.tsx'

/**
 * Asks before a form's unsaved changes are left behind (see useLeaveGuard): "Tienes cambios sin guardar…",
 * with Seguir editando (first, so the dialog focuses it and Enter never drops edits) and Salir sin guardar.
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
          {/* Seguir editando first, so the dialog focuses it: on top on a phone, rightmost on a wide screen. */}
          <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
            <Button onClick={stay}>{t('forms.leave.stay')}</Button>
            <Button variant="secondary" onClick={leave}>
              {t('forms.leave.leave')}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
