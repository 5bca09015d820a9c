import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in the render the landing was built with (and while the browser hydrates it), true once the app
 * runs the page. A form in a page rendered at build time keeps its button disabled until then: a click that
 * came before would submit the plain HTML form, putting what the visitor typed in the address.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
