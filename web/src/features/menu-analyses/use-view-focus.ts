import { type RefObject, useEffect, useRef } from 'react'

/**
 * Moves focus to the heading of the view inside `container` whenever `view` changes, so keyboard and screen
 * reader users land on what replaced the view they were in. On the first render only when `isFocusedOnMount`
 * (a part that appears because of the user's action): a page that just opened leaves focus where the browser
 * put it. The heading carries `data-view-heading` and `tabIndex={-1}`.
 */
export function useViewFocus(
  container: RefObject<HTMLElement | null>,
  view: string,
  isFocusedOnMount = false,
) {
  const previous = useRef(isFocusedOnMount ? null : view)
  useEffect(() => {
    if (previous.current === view) return
    previous.current = view
    container.current?.querySelector<HTMLElement>('[data-view-heading]')?.focus()
  }, [container, view])
}
