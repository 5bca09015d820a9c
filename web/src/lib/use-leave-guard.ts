import { useEffect } from 'react'
import { useBlocker } from 'react-router'

/** What a form's leave prompt needs: whether to show it, and the owner's two answers. */
export type LeaveGuard = { isAsking: boolean; stay: () => void; leave: () => void }

/**
 * Holds a form's unsaved changes against leaving: a move inside the app to another page (a link, the back
 * button) waits for the owner's answer, and closing or reloading the tab gets the browser's own warning.
 * Staying keeps every edit; leaving goes on and drops them. Pass false while saving, so that a save that
 * moves on is not stopped by its own changes.
 */
export function useLeaveGuard(hasUnsavedChanges: boolean): LeaveGuard {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  )

  useEffect(() => {
    if (!hasUnsavedChanges) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers show their warning only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [hasUnsavedChanges])

  // The changes were saved or discarded while the prompt waited: the move they held back may go on.
  useEffect(() => {
    if (!hasUnsavedChanges && blocker.state === 'blocked') blocker.proceed()
  }, [hasUnsavedChanges, blocker])

  return {
    isAsking: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
  }
}
