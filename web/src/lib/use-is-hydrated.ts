import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in the render the landing was built with (and while the browser hydrates that island), true once the
 * app runs it. What only works with the app waits for it: the contact form's button (a click before would
 * submit the plain HTML form, putting what the visitor typed in the address).
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
