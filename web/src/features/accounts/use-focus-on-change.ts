import { type RefObject, useEffect, useRef } from 'react'

const fieldSelector = 'input:not([hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])'

/**
 * Moves focus to the first field inside `container` whenever `key` changes (a step or view replaced the
 * content), but not on the first render: a page that just opened leaves focus where the browser put it.
 */
export function useFocusOnChange(container: RefObject<HTMLElement | null>, key: string) {
  const previous = useRef(key)
  useEffect(() => {
    if (previous.current === key) return
    previous.current = key
    container.current?.querySelector<HTMLElement>(fieldSelector)?.focus()
  }, [container, key])
}

/** Focuses the first field inside `container` (a dialog view that just opened). */
export function focusFirstField(container: HTMLElement | null) {
  container?.querySelector<HTMLElement>(fieldSelector)?.focus()
}
