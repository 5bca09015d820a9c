import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useBlocker } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx'

/**
 * Asks before unsaved design changes are left behind: leaving the page or switching catalogue inside the app
 * opens a confirmation, and closing or reloading the tab gets the browser's own warning.
 */
export function LeaveGuard({ hasUnsavedChanges }: { hasUnsavedChanges: boolean }) {
  const { t } = useTranslation()
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  )

  useEffect(() => {
    if (!hasUnsavedChanges) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [hasUnsavedChanges])

  const isBlocked = blocker.state === 'blocked'
  return (
    <Dialog open={isBlocked} onOpenChange={(open) => (open ? undefined : blocker.reset?.())}>
      <DialogContent title={t('design.leave.title')} description={t('design.leave.message')}>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => blocker.reset?.()}>
            {t('design.leave.stay')}
          </Button>
          <Button onClick={() => blocker.proceed?.()}>{t('design.leave.leave')}</Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
